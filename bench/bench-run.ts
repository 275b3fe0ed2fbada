/**
 * Shared by the benches that go through the app: the app with a bench user's token, the run on
 * each database target, and the printed figures.
 */
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import type { TDatabaseHandle } from '../apps/api/src/db/client.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { formatMs, recordResult } from './bench-results.ts';
import {
  BENCH_COMPANY_ID,
  openPgliteTarget,
  openPostgresTarget,
  percentile,
  type TBenchTarget,
} from './bench-database.ts';

/**
 * The app on `handle`, the headers of a user of BENCH_COMPANY_ID, and a GET that must answer 200.
 * `now` sets the app's clock (and the token's times) for a call that reads today.
 */
export const startBenchApp = async (
  handle: TDatabaseHandle,
  { now, env = {} }: { now?: () => Date; env?: Record<string, string> } = {},
) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
    ...env,
  });
  const app = await createServer({ config, database: handle, isServingWeb: false, ...(now ? { now } : {}) });
  const iat = Math.floor((now?.() ?? new Date()).getTime() / 1000);
  /** A user's bearer header, signed with this app's secret (a test config draws a new one per load). */
  const bearerOf = async (userId: number, companyIds: readonly number[]) => ({
    authorization: `Bearer ${await signAccessToken({ claims: { sub: String(userId), companyIds: [...companyIds], iat, exp: iat + 3600 }, signingKeys: config.JWT_SIGNING_KEYS })}`,
  });
  const headers = await bearerOf(1, [BENCH_COMPANY_ID]);
  // Anything but 200 throws: a bench must never time an error answer. `as`: another user's headers.
  const inject = async (url: string, as: Record<string, string> = headers) => {
    const response = await app.inject({ method: 'GET', url, headers: as });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  /**
   * The same GET, its answer drained as the socket would take it: what a timed run measures. A
   * client's JSON.parse of a 14 MB calendar (or light-my-request joining it into one string) is
   * not the server's work, so the items are counted from one `inject` outside the timed runs.
   */
  const injectDrained = async (url: string): Promise<number> => {
    const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
    let bytes = 0;
    for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return bytes;
  };
  // After a start the analytics store rebuilds from the database in the background (about 25 s at
  // 1M items on PostgreSQL, 85 s on PGlite), sharing the CPU and PGlite's one connection with
  // whatever is measured. A running server is measured, so the bench waits for it.
  const startedAt = performance.now();
  await inject('/api/public/customer/import-dashboard?startDate=2026-06-01&endDate=2026-06-30');
  console.log(
    `  analytics store in step ${((performance.now() - startedAt) / 1000).toFixed(1)} s after the start`,
  );
  return { app, config, headers, bearerOf, inject, injectDrained };
};

/** The database the running bench measures ('PGlite' or 'PostgreSQL'), for the result rows. */
let targetKind = '';
export const currentTargetKind = (): string => targetKind;

const runOn = async (open: () => Promise<TBenchTarget>, bench: (target: TBenchTarget) => Promise<void>) => {
  const target = await open();
  targetKind = target.handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    await bench(target);
  } finally {
    await target.dispose();
  }
};

/**
 * Runs `bench` on `processes` seeded processes in a temporary PGlite, then in PostgreSQL when
 * BENCH_DATABASE_URL is set (its public schema is DROPPED); `only` ('pglite' or 'postgres') keeps one.
 */
export const runOnTargets = async (
  processes: number,
  bench: (target: TBenchTarget) => Promise<void>,
  only?: string,
): Promise<void> => {
  if (only !== 'postgres') await runOn(() => openPgliteTarget(processes), bench);
  const url = process.env.BENCH_DATABASE_URL;
  if (url && only !== 'pglite') await runOn(() => openPostgresTarget(url, processes), bench);
};

export const p50p99 = (samples: number[]): [number, number] => [
  percentile(samples, 50),
  percentile(samples, 99),
];

export const peakRssMb = (): string => (process.resourceUsage().maxRSS / 1024).toFixed(0);

type TLineFormat = {
  labelWidth: number;
  countLabel: string;
  countWidth: number;
  msWidth: number;
  /** The performance goals' area of these lines (P1, P4…) and the goal of app over bare, p50. */
  area: string;
  goalRatio: number;
};

/**
 * A printer of one line: p50 and p99 through the app against bare SQL, and their p50 ratio; the
 * line is also a result row against `goalRatio`.
 */
export const appVsBareLine =
  ({ labelWidth, countLabel, countWidth, msWidth, area, goalRatio }: TLineFormat) =>
  (label: string, app: number[], bare: number[], count: number): void => {
    const [a50, a99] = p50p99(app);
    const [b50, b99] = p50p99(bare);
    const ms = (value: number) => `${value.toFixed(1).padStart(msWidth)} ms`;
    const ratio = a50 / b50;
    console.log(
      `  ${label.padEnd(labelWidth)} ${countLabel} ${String(count).padStart(countWidth)}  app p50 ${ms(a50)} p99 ${ms(a99)} | bare SQL p50 ${ms(b50)} p99 ${ms(b99)} | ratio p50 ${ratio.toFixed(2)}`,
    );
    recordResult({
      area,
      name: `${label}, ${count} ${countLabel} (${targetKind})`,
      goal: `≤ ${goalRatio}× bare`,
      baseline: `bare p50 ${formatMs(b50)}`,
      figure: `app p50 ${formatMs(a50)}`,
      ratio,
      isMet: ratio <= goalRatio,
    });
  };

/** EXPLAIN (ANALYZE, BUFFERS) of a query as the bench ran it, one line per plan line. */
export const explainLines = async (
  handle: TDatabaseHandle,
  text: string,
  params: unknown[],
): Promise<string[]> => {
  const client = (
    handle.db as unknown as {
      $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
  return rows.map((row) => row['QUERY PLAN'] ?? '');
};
