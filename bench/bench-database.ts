/**
 * Shared by the benches: a database seeded with N demo processes in one company (temporary PGlite
 * directory, or BENCH_DATABASE_URL whose public schema is DROPPED), bare-SQL runs and timings.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed-demo-data.ts';
import { COMPANIES } from '../apps/api/src/seed/reference-data.ts';

export const BENCH_COMPANY_ID = COMPANIES[0]?.id ?? 3;

export type TBenchTarget = { label: string; handle: TDatabaseHandle; dispose: () => Promise<void> };

const seed = async (
  handle: TDatabaseHandle,
  processes: number,
  companyIds: readonly number[] = [BENCH_COMPANY_ID],
  historyDays?: number,
) => {
  await migrateDatabase(handle);
  const startedAt = performance.now();
  await seedDemoData({
    db: handle.db,
    today: '2026-06-30',
    processes,
    processCompanyIds: companyIds,
    skipForeignKeyChecks: true,
    ...(historyDays ? { historyDays } : {}),
    ...(processes >= 500_000 ? { logger: { info: (message: string) => console.log(`  ${message}`) } } : {}),
  });
  // VACUUM sets the visibility map, as autovacuum would on a live database: without it an
  // index-only scan still visits the heap (the Home's covering index).
  await handle.db.execute(sql.raw('vacuum analyze'));
  console.log(
    `  seeded ${processes.toLocaleString('en-US')} processes in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

export const openPgliteTarget = async (processes: number): Promise<TBenchTarget> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pc-bench-'));
  const handle = await openDatabase({ dataDir });
  await seed(handle, processes);
  return {
    label: 'PGlite',
    handle,
    dispose: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * BENCH_REUSE=1 keeps a database a previous run seeded with the same number of processes (the
 * seed is deterministic), so a second measurement does not pay the seed again; `isKept` keeps it
 * whatever BENCH_REUSE says.
 */
const hasSeed = async (handle: TDatabaseHandle, processes: number, isKept: boolean): Promise<boolean> => {
  if (process.env.BENCH_REUSE !== '1' && !isKept) return false;
  const table = rowsOf<{ name: string | null }>(
    await handle.db.execute(sql.raw("select to_regclass('public.processes')::text as name")),
  )[0];
  if (!table?.name) return false;
  // Every process in the bench company: a growth dataset spreads them over other companies.
  const [row] = rowsOf<{ total: number; ours: number }>(
    await handle.db.execute(
      sql.raw(
        `select count(*)::int as total, count(*) filter (where company_id = ${BENCH_COMPANY_ID})::int as ours from processes`,
      ),
    ),
  );
  return row?.total === processes && row.ours === processes;
};

export const openPostgresTarget = async (
  url: string,
  processes: number,
  /** Spread the processes over these companies (always seeded afresh); default: all in the bench company. */
  companyIds?: readonly number[],
  /** Days of history the openings spread over (the seed's default: two years). */
  historyDays?: number,
  /** Keep a matching seed even without BENCH_REUSE=1 (a dataset that takes half an hour to seed). */
  isKept = false,
): Promise<TBenchTarget> => {
  const handle = await openDatabase({ url });
  if (!companyIds && (await hasSeed(handle, processes, isKept))) {
    console.log(`  reusing the ${processes.toLocaleString('en-US')} seeded processes`);
    // A schema change since the seed (a new index) applies to the kept data too.
    await migrateDatabase(handle);
    await handle.db.execute(sql.raw('vacuum analyze'));
    return { label: `PostgreSQL ${handle.location}`, handle, dispose: () => handle.close() };
  }
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await handle.db.execute(sql.raw('drop schema public cascade'));
  await handle.db.execute(sql.raw('create schema public'));
  await seed(handle, processes, companyIds, historyDays);
  return { label: `PostgreSQL ${handle.location}`, handle, dispose: () => handle.close() };
};

/**
 * `<BENCH_DATABASE_URL>_<suffix>`, created when missing: a dataset of its own beside the main one,
 * which the other benches reuse. Answers its URL and its name.
 */
export const benchSiblingDatabase = async (suffix: string): Promise<{ url: URL; name: string }> => {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) throw new Error('BENCH_DATABASE_URL is not set (PostgreSQL)');
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  url.pathname = `/${name}`;
  const server = await openDatabase({ url: baseUrl });
  try {
    const existing = rowsOf<{ name: string }>(
      await server.db.execute(sql`select datname as name from pg_database where datname = ${name}`),
    );
    if (existing.length === 0) await server.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await server.close();
  }
  return { url, name };
};

/** The rows of a `db.execute` answer (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs one statement and answers how long it took, in seconds (a dataset's build steps). */
export const runTimedSql = async (handle: TDatabaseHandle, text: string): Promise<string> => {
  const startedAt = performance.now();
  await handle.db.execute(sql.raw(text));
  return ((performance.now() - startedAt) / 1000).toFixed(1);
};

/** Runs `sql` with `params` on the driver underneath Drizzle (no mapping): the bare-SQL baseline. */
export const runBareSql = async (
  handle: TDatabaseHandle,
  text: string,
  params: unknown[],
): Promise<number> => {
  const client = (
    handle.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: unknown[] }> } }
  ).$client;
  const result = await client.query(text, params);
  return result.rows.length;
};

export const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export const timeIt = async (iterations: number, run: () => Promise<unknown>): Promise<number[]> => {
  await run(); // warm-up (plans, JIT)
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const startedAt = performance.now();
    await run();
    samples.push(performance.now() - startedAt);
  }
  return samples;
};
