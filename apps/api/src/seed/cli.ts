import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts';
import { businessDayOf } from '../lib/business-day.ts';

const USAGE =
  'uso: node src/seed/cli.ts [--processes N] [--today yyyy-MM-dd] [--database-url URL] [--data-dir DIR] [--reset] [--company ID]... [--skip-fk-checks]';

const { values } = parseArgs({
  options: {
    processes: { type: 'string' },
    today: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'skip-fk-checks': { type: 'boolean', default: false },
    company: { type: 'string', multiple: true },
    'internal-email-domain': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const processes = values.processes === undefined ? 2_000 : Number(values.processes);
if (!Number.isInteger(processes) || processes < 0) {
  console.error(`--processes inválido: ${values.processes}\n${USAGE}`);
  process.exit(2);
}
const today = values.today ?? process.env.SEED_TODAY ?? businessDayOf(new Date());
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`--today deve estar no formato yyyy-MM-dd\n${USAGE}`);
  process.exit(2);
}

const url = values['database-url'] ?? process.env.DATABASE_URL ?? undefined;
/** Same default as the server's DATA_DIR (config.ts): <repo>/data. */
const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? (url ? undefined : defaultDataDir);
const handle = await openDatabase({ url: url || undefined, dataDir });
try {
  console.log(`banco: ${handle.kind} (${handle.location})`);
  await migrateDatabase(handle);
  if (!(await isDatabaseEmpty({ db: handle.db }))) {
    if (!values.reset) {
      console.error('O banco já tem dados. Use --reset para apagar tudo e gerar de novo.');
      process.exitCode = 1;
    } else {
      console.log('--reset: apagando os esquemas public e drizzle');
      await handle.db.execute(sql.raw('drop schema if exists drizzle cascade'));
      await handle.db.execute(sql.raw('drop schema public cascade'));
      await handle.db.execute(sql.raw('create schema public'));
      await migrateDatabase(handle);
    }
  }
  if (process.exitCode !== 1) {
    const summary = await seedDemoData({
      db: handle.db,
      today,
      processes,
      internalEmailDomain: values['internal-email-domain'] ?? process.env.INTERNAL_EMAIL_DOMAIN,
      etdIndicatorFederalId: process.env.ETD_INDICATOR_FEDERAL_ID,
      processCompanyIds: values.company?.map(Number),
      skipForeignKeyChecks: values['skip-fk-checks'],
      logger: { info: (message) => console.log(message) },
    });
    console.log(`\nhoje = ${summary.today}, processos = ${summary.processes}`);
    const width = Math.max(...Object.keys(summary.rows).map((name) => name.length));
    for (const [table, count] of Object.entries(summary.rows)) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('pt-BR').padStart(12)}`);
    }
    console.log(
      `total: ${summary.totalRows.toLocaleString('pt-BR')} linhas em ${summary.seconds.toFixed(1)} s (${summary.rowsPerSecond.toLocaleString('pt-BR')} linhas/s)`,
    );
  }
} finally {
  await handle.close();
}
