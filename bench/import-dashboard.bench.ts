/**
 * Import dashboard: ONE request for 12 months through the app (the analytics store)
 * against the same figures as bare SQL over the raw declaration items (the baseline, its five
 * queries in parallel on the same database), plus the drill-down of the busiest month and the
 * per-company spreadsheet. Goal: the request ≤ 150 ms for 12 months at 1M items on PostgreSQL.
 * Items scale with processes (about 9 per registered process): 107k processes ≈ 1M items.
 *
 *   cd bench && node import-dashboard.bench.ts [--processes 107000] [--iterations 30] [--only pglite|postgres]
 *   BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node import-dashboard.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { declarationItems } from '../apps/api/src/db/schema/declaration-items.ts';
import { BENCH_COMPANY_ID, percentile, runBareSql, timeIt, type TBenchTarget } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { appVsBareLine, currentTargetKind, peakRssMb, runOnTargets, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '107000' },
    iterations: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);

/** The bench seed's "today" is 2026-06-30: twelve months back to it, against the 12 months before. */
const FROM = '2025-07-01';
const TO = '2026-06-30';
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Each run asks for a period one day earlier (still 365 days), so no answer comes from the store's
 * 5-second shared-scan cache: every run is a cold computation, as a user's new Gerar is.
 */
const periodOf = (run: number) => {
  const to = shift(TO, -run);
  const from = shift(to, -364);
  return { from, to, previousFrom: shift(from, -365), previousTo: shift(from, -1) };
};
const urlOf = (run: number) => {
  const { from, to } = periodOf(run);
  return `/api/public/customer/import-dashboard?startDate=${from}&endDate=${to}`;
};
const counter = () => {
  let run = 0;
  return () => (run += 1);
};

const WHERE = 'i.company_id = $1 and i.registry_date between $2 and $3';
/** The dashboard's figures of one period, bare: what a store-less dashboard would run. */
const SUMMARY = `select sum(ii), sum(ipi), sum(pis), sum(cofins), sum(antidumping), sum(siscomex_fee),
  sum(vmld), sum(freight), sum(gross_weight), sum(net_weight),
  sum(freight) filter (where transport_mode = 'MARITIMA'), sum(freight) filter (where transport_mode = 'AEREA'),
  sum(freight) filter (where transport_mode = 'RODOVIARIA'),
  count(distinct process_id), count(distinct process_id) filter (where transport_mode = 'MARITIMA'),
  count(distinct process_id) filter (where transport_mode = 'AEREA'),
  count(distinct process_id) filter (where transport_mode = 'RODOVIARIA')
  from declaration_items i where ${WHERE}`;
const bareOf = (run: number): [string, (string | number)[]][] => {
  const { from, to, previousFrom, previousTo } = periodOf(run);
  return [
    [SUMMARY, [BENCH_COMPANY_ID, from, to]],
    [SUMMARY, [BENCH_COMPANY_ID, previousFrom, previousTo]],
    [
      `select date_trunc('month', registry_date), count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
      [BENCH_COMPANY_ID, from, to],
    ],
    [
      `select registry_date, count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
      [BENCH_COMPANY_ID, from, to],
    ],
    [
      `select avg(buy) from exchange_rates where currency = 'USD' and date between $2 and $3 and $1::int > 0`,
      [BENCH_COMPANY_ID, from, to],
    ],
  ];
};

const line = appVsBareLine({
  labelWidth: 34,
  countLabel: 'answer KB',
  countWidth: 5,
  msWidth: 7,
  area: 'Dashboard',
  goalRatio: 1.3,
});

const bench = async (target: TBenchTarget) => {
  const [row] = await target.handle.db.select({ items: count() }).from(declarationItems);
  console.log(`\n${target.label}: ${Number(row?.items ?? 0).toLocaleString('en-US')} declaration items`);
  const { app, inject } = await startBenchApp(target.handle);

  const first = await inject(urlOf(0));

  const nextApp = counter();
  const viaApp = await timeIt(iterations, () => inject(urlOf(nextApp())));
  const nextBare = counter();
  const bare = await timeIt(iterations, () =>
    Promise.all(bareOf(nextBare()).map(([text, params]) => runBareSql(target.handle, text, params))),
  );
  line('dashboard, 12 months (1 request)', viaApp, bare, Math.round(first.body.length / 1024));
  const dashboardP99 = percentile(viaApp, 99);
  recordResult({
    area: 'Dashboard',
    name: `dashboard, 12 months, p99 (${currentTargetKind()})`,
    goal: '≤ 150 ms',
    baseline: `bare p99 ${formatMs(percentile(bare, 99))}`,
    figure: `app p99 ${formatMs(dashboardP99)}`,
    ratio: null,
    isMet: dashboardP99 <= 150,
  });

  // The drill-down of the busiest month: the store lists its processes, the database their rows.
  const months = first.json().data.processosPorMes as { ano: number; mes: number; total: number }[];
  const busiest = months.reduce((best, month) => (month.total > best.total ? month : best));
  const monthStart = `${busiest.ano}-${String(busiest.mes).padStart(2, '0')}-01`;
  const monthEnd = new Date(Date.UTC(busiest.ano, busiest.mes, 0)).toISOString().slice(0, 10);
  // Its first page, as the process list asks for it: 15 rows by step, and the bucket's count.
  const drillUrl = `/api/public/customer/import-dashboard/processos?startDate=${monthStart}&endDate=${monthEnd}&sort=step`;
  const drill = await inject(drillUrl);
  const bucket = `p.company_id = $1 and p.id in (select distinct process_id from declaration_items i where ${WHERE})`;
  const drillBare = await timeIt(iterations, () =>
    Promise.all([
      runBareSql(
        target.handle,
        `select p.* from processes p join process_steps s on s.id = p.step_id where ${bucket} order by s.position, p.created desc, p.id desc limit 15`,
        [BENCH_COMPANY_ID, monthStart, monthEnd],
      ),
      runBareSql(target.handle, `select count(*) from processes p where ${bucket}`, [
        BENCH_COMPANY_ID,
        monthStart,
        monthEnd,
      ]),
    ]),
  );
  line(
    `drill-down page 1, ${busiest.mes}/${busiest.ano} (${busiest.total} processes)`,
    await timeIt(iterations, () => inject(drillUrl)),
    drillBare,
    Math.round(drill.body.length / 1024),
  );

  const exportUrl = `/api/public/customer/import-dashboard/exportar?startDate=${FROM}&endDate=${TO}`;
  const exported = await inject(exportUrl);
  const exportMs = await timeIt(Math.min(iterations, 5), () => inject(exportUrl));
  const exportP50 = percentile(exportMs, 50).toFixed(0);
  console.log(
    `  spreadsheet (1 company, 12 months): ${Math.round(exported.rawPayload.length / 1024)} KB, p50 ${exportP50} ms | peak RSS ${peakRssMb()} MB`,
  );
  await app.close();
};

await runOnTargets(processes, bench, values.only);
