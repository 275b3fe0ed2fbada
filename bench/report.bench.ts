/**
 * Report and detail latency through the app (app.inject with a valid token) against the bare SQL
 * they run (same text and parameters, straight through the driver), on 100k processes of one
 * company in a temporary PGlite, and in PostgreSQL when BENCH_DATABASE_URL is set (its public
 * schema is dropped: use a dedicated database).
 *
 *   node report.bench.ts [--processes 100000] [--iterations 15]
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  buildProcessQuery,
  type TReportFilter,
  type TReportOrder,
} from '../apps/api/src/features/processes/process-repository.ts';
import { expandStepIds } from '../apps/api/src/features/processes/process-service.ts';
import { REPORT_COLUMN_KEYS } from '@pc/contract/report-columns';
import { runBareReportPage } from './bare-report.ts';
import { BENCH_COMPANY_ID, rowsOf, runBareSql, timeIt, type TBenchTarget } from './bench-database.ts';
import { appVsBareLine, peakRssMb, runOnTargets, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '15' },
    /** `pglite` or `postgres`: run one target only. */
    only: { type: 'string' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);

const line = appVsBareLine({
  labelWidth: 34,
  countLabel: 'rows',
  countWidth: 7,
  msWidth: 8,
  area: 'P1',
  goalRatio: 1.3,
});

const bench = async ({ label, handle }: TBenchTarget) => {
  const { app, inject } = await startBenchApp(handle);

  const rangeRow = rowsOf<{ from: string; to: string }>(
    await handle.db.execute(
      sql.raw(`select min(dates_eta)::text as "from", max(dates_eta)::text as "to" from processes`),
    ),
  )[0];
  if (!rangeRow) throw new Error('no processes');
  console.log(`\n${label} (${iterations} runs after a warm-up)`);

  // What the screens ask: a page of 15 sorted by step; then a deep page, another sort and the search box.
  const REPORT = '/customers/import/report/general';
  const everyStep = expandStepIds([8]);
  const cases: {
    label: string;
    url: string;
    filter: TReportFilter;
    order: TReportOrder;
    page: number;
  }[] = [
    {
      label: 'report page 1: period datesETA (all)',
      url: `${REPORT}?concluido=true&field=datesETA&from=${rangeRow.from}T00:00:00&to=${rangeRow.to}T23:59:00&sort=step`,
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: true,
        stepIds: null,
        period: { field: 'datesETA', fromDay: rangeRow.from, toDay: rangeRow.to },
      },
      order: { sort: 'step', isDescending: false },
      page: 1,
    },
    {
      label: 'report page 1: stepsIds=8',
      url: `${REPORT}?concluido=false&stepsIds=8&sort=step`,
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: false,
        stepIds: everyStep,
        period: null,
      },
      order: { sort: 'step', isDescending: false },
      page: 1,
    },
    {
      label: 'report page 200, ETA desc',
      url: `${REPORT}?concluido=false&stepsIds=8&sort=datesETA&desc=true&page=200`,
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: false,
        stepIds: everyStep,
        period: null,
      },
      order: { sort: 'datesETA', isDescending: true },
      page: 200,
    },
    {
      label: 'report search box "ltd", page 1',
      url: `${REPORT}?concluido=false&stepsIds=8&sort=step&text=ltd`,
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: false,
        stepIds: everyStep,
        period: null,
        text: { normalisedTerm: 'ltd', columns: REPORT_COLUMN_KEYS },
      },
      order: { sort: 'step', isDescending: false },
      page: 1,
    },
  ];
  for (const item of cases) {
    let rows = 0;
    const appSamples = await timeIt(iterations, async () => {
      rows = (await inject(item.url)).json<{ page: { totalElements: number } }>().page.totalElements;
    });
    // The app runs the page's ids and the count at once on the pool, then the rows; so does the baseline.
    const bareSamples = await timeIt(iterations, () =>
      runBareReportPage(handle, {
        filter: item.filter,
        order: item.order,
        limit: 15,
        offset: (item.page - 1) * 15,
      }),
    );
    line(item.label, appSamples, bareSamples, rows);
  }

  const ids = rowsOf<{ id: number }>(
    await handle.db.execute(sql.raw('select id from processes order by id')),
  ).map((row) => row.id);
  let next = 0;
  const pick = () => ids[(next = (next * 7919 + 13) % ids.length)] ?? 1;
  const detailIterations = iterations * 20;
  const appSamples = await timeIt(detailIterations, () => inject(`/api/public/customer/processes/${pick()}`));
  const bareSamples = await timeIt(detailIterations, async () => {
    const id = pick();
    const query = buildProcessQuery(handle.db, { companyIds: [BENCH_COMPANY_ID], id }).toSQL();
    const history = sql`select created_by, created, description from history_items where company_id = ${BENCH_COMPANY_ID} and process_id = ${id} and is_visible_to_client = true order by created desc, id desc`;
    await runBareSql(handle, query.sql, query.params);
    await handle.db.execute(history);
  });
  line(`detail (process + history) x${detailIterations}`, appSamples, bareSamples, 1);
  console.log(`  peak RSS ${peakRssMb()} MB`);
  await app.close();
};

await runOnTargets(processes, bench, values.only);
