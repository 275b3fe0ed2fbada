import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TConfig } from './lib/config.ts';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from './db/client.ts';
import { ensureReferenceData } from './seed/ensure-reference-data.ts';
import { users } from './db/schema/users.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SERVICE_CLIENT } from './seed/demo-logins.ts';
import { serviceClients } from './db/schema/service-clients.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.ts';
import { businessDayOf } from './lib/business-day.ts';

type TPrepareDatabaseOptions = { config: TConfig; logger: Logger };

/** Opens the configured database, applies migrations, and seeds the demo data into an empty one. */
export const prepareDatabase = async ({
  config,
  logger,
}: TPrepareDatabaseOptions): Promise<{
  database: TDatabaseHandle;
  readReplica: TDatabaseHandle | undefined;
  demoLogins: string[];
}> => {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => logger.warn({ err: error }, 'conexão com o banco de dados perdida; será refeita'),
  });
  logger.info({ kind: database.kind, location: database.location }, 'banco de dados aberto');
  await migrateDatabase(database);
  logger.info('migrações aplicadas');

  const isEmpty = await isDatabaseEmpty({ db: database.db });
  if (isEmpty && config.SEED_ON_EMPTY) {
    const today = config.SEED_TODAY ?? businessDayOf(new Date());
    const startedAt = performance.now();
    logger.info({ today }, 'banco vazio: gerando os dados de demonstração');
    await seedDemoData({
      db: database.db,
      today,
      processes: config.SEED_PROCESSES,
      internalEmailDomain: config.INTERNAL_EMAIL_DOMAIN,
      etdIndicatorFederalId: config.ETD_INDICATOR_FEDERAL_ID,
      logger: { info: (message: string) => logger.info(message) },
    });
    logger.info(
      { seconds: ((performance.now() - startedAt) / 1000).toFixed(1) },
      'dados de demonstração gerados',
    );
  }
  // After the seed: an empty database must still look empty to it. The demo's seed writes the same rows.
  await ensureReferenceData({ db: database.db });

  // Print only the demo logins that really exist (a production database has none of them).
  const demoUsers = DEMO_LOGINS(config.INTERNAL_EMAIL_DOMAIN);
  const existing = await database.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map((login) => login.email),
      ),
    );
  const existingEmails = new Set(existing.map((row) => row.email));
  const [demoClient] = await database.db
    .select({ id: serviceClients.id })
    .from(serviceClients)
    .where(and(eq(serviceClients.clientId, DEMO_SERVICE_CLIENT.clientId), isNull(serviceClients.revokedAt)));
  if (config.NODE_ENV === 'production' && (existingEmails.size > 0 || demoClient)) {
    await database.close();
    const published = [...existingEmails, ...(demoClient ? [DEMO_SERVICE_CLIENT.clientId] : [])];
    throw new Error(
      `Este banco tem contas de demonstração com a senha publicada (${published.join(', ')}); em produção, remova-as antes de iniciar.`,
    );
  }
  const demoLogins = demoUsers
    .filter((login) => existingEmails.has(login.email))
    .map((login) => `${login.email} / ${DEMO_PASSWORD}  (${login.description})`);
  if (demoClient) {
    demoLogins.push(
      `integração: client_id ${DEMO_SERVICE_CLIENT.clientId} / segredo ${DEMO_SERVICE_CLIENT.secret}  (API de ingestão, /docs)`,
    );
  }
  // A replica that is down at start does not hold the start: reads go to the primary until it answers.
  const readReplica = config.DATABASE_READ_URL
    ? await openDatabase({
        url: config.DATABASE_READ_URL,
        isConnectionRequired: false,
        onIdleError: (error) =>
          logger.warn({ err: error }, 'conexão com a réplica de leitura perdida; será refeita'),
      })
    : undefined;
  if (readReplica) logger.info({ location: readReplica.location }, 'réplica de leitura aberta');
  return { database, readReplica, demoLogins };
};
