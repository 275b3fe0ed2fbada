/**
 * Home's "Precisa de atenção": the one call through the app (app.inject with a valid
 * token) against its six queries run bare (same text and parameters, straight through the driver,
 * in parallel as the service runs them), at 100k processes of one company on PostgreSQL
 * (BENCH_DATABASE_URL, a dedicated database) and, with --only pglite, a temporary PGlite.
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node attention.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { ATTENTION_ITEMS_LIMIT } from '@pc/contract/attention';
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import {
  findCashDue,
  findChannelsWithoutClearance,
  findDelayedEtds,
  findStorageChanges,
  findUnseenQuotations,
} from '../apps/api/src/features/attention/attention-repository.ts';
import {
  CASH_DUE_WINDOW,
  CASH_OVERDUE_WINDOW,
} from '../apps/api/src/features/attention/attention-service.ts';
import { STORAGE_CHANGE_DAYS, STORAGE_PERIOD_DAYS } from '../apps/api/src/core/storage/storage-period.ts';
import { businessDayOf } from '../apps/api/src/lib/business-day.ts';
import { BENCH_COMPANY_ID, runBareSql, timeIt, type TBenchTarget } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { currentTargetKind, p50p99, runOnTargets, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);
const GOAL_MS = 100;

/** The bench seed's "today" (bench-database.ts), noon in São Paulo: the rules see the data as of then. */
const NOW = new Date('2026-06-30T15:00:00Z');

const bench = async ({ label, handle }: TBenchTarget) => {
  const { app, inject } = await startBenchApp(handle, { now: () => NOW });
  // The app reads today from its clock: the bare queries use the same day.
  const options = {
    companyIds: [BENCH_COMPANY_ID],
    today: businessDayOf(NOW),
    limit: ATTENTION_ITEMS_LIMIT,
  };
  const { db } = handle;
  const bare = [
    findDelayedEtds(db, { ...options, delayDays: DELAYED_ETD_DAYS }).toSQL(),
    findCashDue(db, { ...options, ...CASH_OVERDUE_WINDOW }).toSQL(),
    findCashDue(db, { ...options, ...CASH_DUE_WINDOW }).toSQL(),
    findStorageChanges(db, {
      ...options,
      days: STORAGE_CHANGE_DAYS,
      periodDays: STORAGE_PERIOD_DAYS,
    }).toSQL(),
    findChannelsWithoutClearance(db, options).toSQL(),
    findUnseenQuotations(db, options).toSQL(),
  ];
  const url = `/api/public/customer/attention?customersId=${BENCH_COMPANY_ID}`;
  const answer = JSON.parse((await inject(url)).body) as { data: { rule: string; count: number }[] };
  console.log(`\n${label}: ${answer.data.map((rule) => `${rule.rule} ${rule.count}`).join(', ')}`);

  await inject(url);
  const viaApp = await timeIt(iterations, () => inject(url));
  const viaSql = await timeIt(iterations, () =>
    Promise.all(bare.map((query) => runBareSql(handle, query.sql, query.params))),
  );
  const [a50, a99] = p50p99(viaApp);
  const [b50, b99] = p50p99(viaSql);
  console.log(`  via app  p50 ${formatMs(a50)} p99 ${formatMs(a99)}`);
  console.log(`  bare SQL p50 ${formatMs(b50)} p99 ${formatMs(b99)}`);
  recordResult({
    area: 'Attention',
    name: `Precisa de atenção, 6 rules, ${processes.toLocaleString('en-US')} processes (${currentTargetKind()})`,
    goal: `≤ 1.3× bare SQL and ≤ ${GOAL_MS} ms`,
    baseline: `bare p50 ${formatMs(b50)}`,
    figure: `app p50 ${formatMs(a50)}`,
    ratio: a50 / b50,
    isMet: a50 / b50 <= 1.3 && a50 <= GOAL_MS,
  });
  await app.close();
};

await runOnTargets(processes, bench, values.only);
