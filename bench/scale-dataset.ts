/**
 * The scale dataset: ten years of a large broker, about 10M declaration items
 * (1,103,000 processes at ~9.07 items each), all visible to the bench user, in a database of its
 * own, `<BENCH_DATABASE_URL>_scale` (created when missing, reused when it holds the same count).
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench node scale-dataset.ts   # seeds it ahead of the bench
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { benchSiblingDatabase, openPostgresTarget, rowsOf, type TBenchTarget } from './bench-database.ts';

export const SCALE_PROCESSES = 1_103_000;
export const SCALE_HISTORY_DAYS = 3_650;
/**
 * The instance's analytics store on this dataset, as production keeps it: a file, under the default
 * memory limit (or BENCH_SCALE_MEMORY_LIMIT's, to try another).
 */
export const SCALE_STORE_ENV = {
  ANALYTICS_STORE_PATH: path.join(import.meta.dirname, '.scale-data', 'analytics', 'store.duckdb'),
  ...(process.env.BENCH_SCALE_MEMORY_LIMIT
    ? { ANALYTICS_STORE_MEMORY_LIMIT: process.env.BENCH_SCALE_MEMORY_LIMIT }
    : {}),
};

/**
 * The scale dataset: kept when a previous run seeded it, whatever BENCH_REUSE says (the growth
 * bench, run without it, re-seeded it: 35 minutes), seeded only when missing or BENCH_SCALE_RESEED=1.
 */
export const openScaleTarget = async (): Promise<TBenchTarget> =>
  openPostgresTarget(
    (await benchSiblingDatabase('scale')).url.toString(),
    SCALE_PROCESSES,
    undefined,
    SCALE_HISTORY_DAYS,
    process.env.BENCH_SCALE_RESEED !== '1',
  );

if (import.meta.main) {
  const target = await openScaleTarget();
  const [row] = rowsOf<{ items: number }>(
    await target.handle.db.execute(sql.raw('select count(*)::int as items from declaration_items')),
  );
  console.log(`  ${row?.items.toLocaleString('en-US')} declaration items`);
  await target.dispose();
}
