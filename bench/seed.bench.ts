/**
 * Seed benchmark: generates the demo data into a fresh temporary PGlite directory (and into PostgreSQL
 * when BENCH_DATABASE_URL is set, which must point at an empty, disposable database).
 *
 *   node seed.bench.ts [--processes 100000] [--today yyyy-MM-dd] [--company ID]... [--skip-fk-checks]
 *
 * Prints figures only; no assertions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed-demo-data.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    today: { type: 'string', default: '2026-06-30' },
    company: { type: 'string', multiple: true },
    'skip-fk-checks': { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
const companyIds = values.company?.map(Number);

const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

const run = async (label: string, handle: TDatabaseHandle) => {
  await migrateDatabase(handle);
  const startedAt = performance.now();
  const summary = await seedDemoData({
    db: handle.db,
    today: values.today,
    processes,
    processCompanyIds: companyIds,
    skipForeignKeyChecks: values['skip-fk-checks'],
    logger: { info: (message) => console.log(`  [${label}] ${message}`) },
  });
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(`\n${label}: ${processes.toLocaleString('en-US')} processes`);
  for (const [table, count] of Object.entries(summary.rows)) {
    console.log(`  ${table.padEnd(30)} ${count.toLocaleString('en-US').padStart(12)}`);
  }
  console.log(`  total rows      ${summary.totalRows.toLocaleString('en-US')}`);
  console.log(`  seconds         ${seconds.toFixed(1)}`);
  console.log(`  rows/s          ${Math.round(summary.totalRows / seconds).toLocaleString('en-US')}`);
  console.log(`  peak RSS        ${megabytes(process.resourceUsage().maxRSS)}`);
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'pc-seed-bench-'));
try {
  const pglite = await openDatabase({ dataDir });
  try {
    await run(`PGlite ${dataDir}`, pglite);
  } finally {
    await pglite.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const postgres = await openDatabase({ url });
  try {
    await postgres.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    await postgres.db.execute(sql.raw('drop schema public cascade'));
    await postgres.db.execute(sql.raw('create schema public'));
    await run(`PostgreSQL ${postgres.location}`, postgres);
  } finally {
    await postgres.close();
  }
}
