/**
 * The scale dataset (issue #42): ten years of a large broker, about 10M declaration items
 * (1,103,000 processes at ~9.07 items each), all visible to the bench user, in a database of its
 * own, `<BENCH_DATABASE_URL>_scale` (created when missing, reused when it holds the same count).
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench node scale-dataset.ts   # seeds it ahead of the bench
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { openPostgresTarget, rowsOf, type TBenchTarget } from './bench-database.ts';

export const SCALE_PROCESSES = 1_103_000;
export const SCALE_HISTORY_DAYS = 3_650;
/** The instance's analytics store on this dataset, as production keeps it: a file, under a memory limit. */
export const SCALE_STORE_ENV = {
  ANALYTICS_STORE_PATH: path.join(import.meta.dirname, '.scale-data', 'analytics', 'store.duckdb'),
  ANALYTICS_STORE_MEMORY_LIMIT: '256MB',
};

/** `<BENCH_DATABASE_URL>_scale`, created when missing: the main bench dataset stays as it is. */
export const scaleDatabaseUrl = async (): Promise<string> => {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_scale`;
  url.pathname = `/${name}`;
  const admin = await openDatabase({ url: baseUrl });
  try {
    const existing = rowsOf<{ name: string }>(
      await admin.db.execute(sql`select datname as name from pg_database where datname = ${name}`),
    );
    if (existing.length === 0) await admin.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await admin.close();
  }
  return url.toString();
};

/** The scale dataset, seeded (about an hour here) unless a previous run left it (BENCH_REUSE=1). */
export const openScaleTarget = async (): Promise<TBenchTarget> =>
  openPostgresTarget(await scaleDatabaseUrl(), SCALE_PROCESSES, undefined, SCALE_HISTORY_DAYS);

if (import.meta.main) {
  process.env.BENCH_REUSE ??= '1';
  const target = await openScaleTarget();
  const [row] = rowsOf<{ items: number }>(
    await target.handle.db.execute(sql.raw('select count(*)::int as items from declaration_items')),
  );
  console.log(`  ${row?.items.toLocaleString('en-US')} declaration items`);
  await target.dispose();
}
