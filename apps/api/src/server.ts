import { pino } from 'pino';
import { ConfigError, loadConfig } from './lib/config.ts';
import { createServer } from './app.ts';
import { prepareDatabase } from './startup.ts';

/** Boots the product: config, database (migrated, seeded when empty), the app plugin, and shutdown. */
const boot = async (): Promise<void> => {
  const config = loadConfig();
  const isPretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  const logger = pino({
    level: config.LOG_LEVEL,
    ...(isPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    logger.warn('SMTP_URL não definido: os e-mails ficam na pasta outbox de DATA_DIR e não chegam a ninguém');
  }
  const { database, readReplica, demoLogins } = await prepareDatabase({ config, logger });
  const server = await createServer({ config, database, readReplica, logger });

  let isClosing = false;
  // Behind a load balancer: /ready fails at once, the instance keeps serving for
  // SHUTDOWN_DELAY_SECONDS while the balancer's checks notice, then stops accepting, lets the
  // requests in flight finish, stops the job workers and closes the pools.
  const shutdown = async (signal: string): Promise<void> => {
    if (isClosing) return;
    isClosing = true;
    server.isDraining = true;
    logger.info({ signal }, 'encerrando: /ready responde 503 e as requisições em curso terminam');
    const forceExit = setTimeout(() => {
      logger.error(`encerramento demorou mais de ${config.SHUTDOWN_GRACE_SECONDS} s; saindo à força`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    forceExit.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_SECONDS * 1000));
      await server.close();
      await database.close();
      logger.info('encerrado');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ host: config.HOST, port: config.PORT });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  Portal dos Clientes: ${url}`,
    `  Banco de dados: ${database.kind === 'pglite' ? 'PGlite embutido' : 'PostgreSQL'} (${database.location})`,
    ...(config.NODE_ENV === 'development'
      ? [
          '  Modo de demonstração (NODE_ENV=development): dados de exemplo e segredos locais gerados em DATA_DIR.',
          '  Para produção: NODE_ENV=production com JWT_SECRET e OAUTH_CLIENT_SECRET próprios (docs no README).',
        ]
      : []),
    ...(demoLogins.length > 0
      ? ['  Acessos de demonstração:', ...demoLogins.map((login) => `    ${login}`)]
      : []),
    '',
  ];
  // Printed plainly (not as JSON) so a person running `npm start` can read and copy it.
  process.stdout.write(`${lines.join('\n')}\n`);
};

boot().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\nCorrija as variáveis acima e tente novamente.\n`);
    process.exit(1);
  }
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    process.stderr.write(
      `\nNão foi possível abrir a porta: ${(error as Error).message}\nUse outra porta com PORT=.\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`\nFalha ao iniciar: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
