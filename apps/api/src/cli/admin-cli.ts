import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../db/client.ts';
import { publicUrlOf } from '../lib/public-url.ts';
import { createAdmin } from './create-admin.ts';

/**
 * `npm run admin:create -- --email E-MAIL [--name NOME]`: the portal's first admin (or another one).
 * Prints a one-time link to set the password; there is no default password. The database is
 * DATABASE_URL, else the embedded one in DATA_DIR (stop the server first: the embedded database
 * takes one process at a time). The link is built on PUBLIC_URL, else http://localhost:PORT.
 */
const USAGE = 'uso: npm run admin:create -- --email E-MAIL [--name NOME]';

const ZEmail = z.email().max(254);
const ZPort = z.coerce.number().int().min(1).max(65535);

/** Same default as the server's DATA_DIR (config.ts): <repo>/data. */
const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');
const DEFAULT_PORT = 8080;

type TRunOptions = {
  args: string[];
  env: Record<string, string | undefined>;
  print: (line: string) => void;
  printError: (line: string) => void;
  /** Opens the database the options name; tests pass their own. */
  open?: (options: { url: string | undefined; dataDir: string | undefined }) => Promise<TDatabaseHandle>;
  now?: Date;
};

const openAndMigrate = async (options: { url: string | undefined; dataDir: string | undefined }) => {
  const handle = await openDatabase(options);
  await migrateDatabase(handle);
  return handle;
};

type TParsed = {
  email: string;
  name: string;
  url: string | undefined;
  dataDir: string | undefined;
  publicUrl: string;
};

/** The command line and environment, or the message that says what is wrong. */
const parseRun = (args: string[], env: TRunOptions['env']): TParsed | string => {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
      },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) return 'Informe --email.';
  if (!ZEmail.safeParse(email).success) return `E-mail inválido: ${values.email ?? ''}`;
  const port = ZPort.safeParse(env.PORT || DEFAULT_PORT);
  if (!port.success) return `PORT inválida: ${env.PORT ?? ''}`;
  const publicUrl = env.PUBLIC_URL || undefined;
  if (publicUrl !== undefined && !URL.canParse(publicUrl)) return `PUBLIC_URL inválida: ${publicUrl}`;
  const url = values['database-url'] || env.DATABASE_URL || undefined;
  return {
    email,
    name: values.name?.trim() || (email.split('@')[0] ?? email),
    url,
    dataDir: values['data-dir'] || env.DATA_DIR || (url ? undefined : DEFAULT_DATA_DIR),
    publicUrl: publicUrlOf({ PUBLIC_URL: publicUrl, PORT: port.data }),
  };
};

/** Runs admin:create; answers the exit code (0 done, 1 refused, 2 bad usage). */
export const runAdminCreate = async ({
  args,
  env,
  print,
  printError,
  open = openAndMigrate,
  now = new Date(),
}: TRunOptions): Promise<number> => {
  const parsed = parseRun(args, env);
  if (typeof parsed === 'string') {
    printError(`${parsed}\n${USAGE}`);
    return 2;
  }
  const handle = await open({ url: parsed.url, dataDir: parsed.dataDir });
  try {
    const outcome = await createAdmin({ db: handle.db, ...parsed, now });
    if (outcome.kind === 'inactive') {
      printError(`O usuário ${parsed.email} está inativo: reative-o antes de torná-lo administrador.`);
      return 1;
    }
    const headline = {
      created: `Administrador ${outcome.name} <${parsed.email}> criado, sem empresas e sem senha.`,
      promoted: `Usuário existente ${outcome.name} <${parsed.email}> promovido a administrador (ADMIN). A senha atual continua valendo; o link abaixo permite definir outra.`,
      'already-admin': `${outcome.name} <${parsed.email}> já era administrador: o link abaixo permite definir uma nova senha (links anteriores deixaram de valer).`,
    }[outcome.kind];
    print(headline);
    print(`Link para definir a senha (uso único, válido até ${outcome.expiresAt.toISOString()}):`);
    print(`  ${outcome.link}`);
    print('Envie o link só para essa pessoa. Um novo admin:create anula este link e gera outro.');
    return 0;
  } finally {
    await handle.close();
  }
};

if (import.meta.main) {
  process.exitCode = await runAdminCreate({
    args: process.argv.slice(2),
    env: process.env,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
}
