import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createServiceClient, revokeServiceClient } from '../core/auth/service-client.ts';

/**
 * `npm run client:create -- --name erp [--companies 3,7]`: a service client of the ingestion API;
 * prints its id and secret once (only the secret's hash is kept).
 * `npm run client:revoke -- --client-id svc_…`: its tokens stop working at once.
 * The database is DATABASE_URL, else the embedded one in DATA_DIR (stop the server first: the
 * embedded database takes one process at a time).
 */
const USAGE = [
  'uso: npm run client:create -- --name NOME [--companies ID,ID…]',
  '     npm run client:revoke -- --client-id svc_…',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    companies: { type: 'string' },
    'client-id': { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const command = positionals[0];

const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};

const companyIds = values.companies === undefined ? null : values.companies.split(',').map(Number);
if (companyIds?.some((id) => !Number.isInteger(id) || id <= 0))
  fail('--companies: ids de empresas separados por vírgula');
if (command === 'create' && !values.name?.trim()) fail('Informe --name.');
if (command === 'revoke' && !values['client-id']) fail('Informe --client-id.');
if (command !== 'create' && command !== 'revoke') fail(`Comando desconhecido: ${command ?? '(nenhum)'}`);

const url = values['database-url'] ?? process.env.DATABASE_URL ?? undefined;
/** Same default as the server's DATA_DIR (config.ts): <repo>/data. */
const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? (url ? undefined : defaultDataDir);
const handle = await openDatabase({ url: url || undefined, dataDir });
try {
  await migrateDatabase(handle);
  if (command === 'create') {
    const created = await createServiceClient({
      db: handle.db,
      name: values.name?.trim() ?? '',
      companyIds,
    });
    console.log(`Cliente de integração "${values.name?.trim()}" criado.`);
    console.log(`  client_id:     ${created.clientId}`);
    console.log(`  client_secret: ${created.clientSecret}`);
    console.log(`  empresas:      ${companyIds ? companyIds.join(', ') : 'todas'}`);
    console.log('Guarde o segredo agora: ele não é mostrado de novo (só o hash fica no banco).');
  } else {
    const clientId = values['client-id'] ?? '';
    const isRevoked = await revokeServiceClient({ db: handle.db, clientId, now: new Date() });
    console.log(isRevoked ? `Cliente ${clientId} revogado.` : `Cliente ${clientId} não encontrado.`);
    if (!isRevoked) process.exitCode = 1;
  }
} finally {
  await handle.close();
}
