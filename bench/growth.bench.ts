/**
 * Growth (performance and scaling): does a user's cost grow with their own data or with everyone's? The same
 * reads (the Home's GERAL load, and the report's first page by step) for the bench company on three
 * PostgreSQL datasets, seeded afresh in `<BENCH_DATABASE_URL>_growth` (created when missing):
 *   - 10k processes, all the bench company's;
 *   - the table n times as large, one share per demo company (n = 14), the bench company still ~10k;
 *   - that table, all the bench company's.
 * If the second costs what the first does, the cost follows the user's data, not the table's.
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench node growth.bench.ts [--processes 10000] [--iterations 15]
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { COMPANIES } from '../apps/api/src/seed/reference-data.ts';
import {
  BENCH_COMPANY_ID,
  benchSiblingDatabase,
  openPostgresTarget,
  rowsOf,
  timeIt,
} from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { p50p99, startBenchApp } from './bench-run.ts';
import { homeLoads } from './home-loads.ts';
import { openScaleTarget, SCALE_STORE_ENV } from './scale-dataset.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '15' },
  },
});
const base = Number(values.processes);
const iterations = Number(values.iterations);

// The growth datasets never replace the main bench dataset: they live in a database of their own.
const { url: growthUrl } = await benchSiblingDatabase('growth');

const allCompanies = COMPANIES.map((company) => company.id);
const thousands = (count: number) => `${Math.round(count / 1000)}k`;
// Weighted alike, the bench company gets about 1/n of a table spread over n companies.
const DATASETS = [
  { label: `${thousands(base)}, all the user's`, processes: base, companyIds: [BENCH_COMPANY_ID] },
  {
    label: `${thousands(base * allCompanies.length)}, the user's ~${thousands(base)}`,
    processes: base * allCompanies.length,
    companyIds: allCompanies,
  },
  {
    label: `${thousands(base * allCompanies.length)}, all the user's`,
    processes: base * allCompanies.length,
    companyIds: [BENCH_COMPANY_ID],
  },
];

const REPORT = '/customers/import/report/general?concluido=false&stepsIds=8&sort=step';
type TFigures = { label: string; ours: number; total: number; home: number; report: number };
const figures: TFigures[] = [];

for (const dataset of DATASETS) {
  console.log(`\n${dataset.label}`);
  const target = await openPostgresTarget(growthUrl.toString(), dataset.processes, dataset.companyIds);
  const [counts] = rowsOf<{ total: number; ours: number }>(
    await target.handle.db.execute(
      sql.raw(
        `select count(*)::int as total, count(*) filter (where company_id = ${BENCH_COMPANY_ID})::int as ours from processes`,
      ),
    ),
  );
  const { app, inject } = await startBenchApp(target.handle);
  const loads = homeLoads();
  const [home] = p50p99(await timeIt(iterations, () => Promise.all(loads.map((load) => inject(load.url)))));
  const [report] = p50p99(await timeIt(iterations, () => inject(REPORT)));
  const row = { label: dataset.label, ours: counts?.ours ?? 0, total: counts?.total ?? 0, home, report };
  figures.push(row);
  console.log(
    `  ${row.total.toLocaleString('en-US')} processes, the user's ${row.ours.toLocaleString('en-US')} | Home ${loads.length} calls p50 ${formatMs(home)} | report page 1 p50 ${formatMs(report)}`,
  );
  await app.close();
  await target.dispose();
}

// The 10M-item point (scale): the scale dataset, ~1.1M processes over ten years, all the
// user's, its analytics store a file under a memory limit (seeded by scale-dataset.ts if missing).
{
  console.log("\n~10M declaration items (scale dataset), all the user's");
  const target = await openScaleTarget();
  const [counts] = rowsOf<{ total: number }>(
    await target.handle.db.execute(sql.raw('select count(*)::int as total from processes')),
  );
  const { app, inject } = await startBenchApp(target.handle, { env: SCALE_STORE_ENV });
  const loads = homeLoads();
  const [home] = p50p99(await timeIt(iterations, () => Promise.all(loads.map((load) => inject(load.url)))));
  const [report] = p50p99(await timeIt(iterations, () => inject(REPORT)));
  const total = counts?.total ?? 0;
  figures.push({ label: '10M items', ours: total, total, home, report });
  console.log(
    `  ${total.toLocaleString('en-US')} processes, all the user's | Home ${loads.length} calls p50 ${formatMs(home)} | report page 1 p50 ${formatMs(report)}`,
  );
  await app.close();
  await target.dispose();
}

const [first, spread, grown, tenMillion] = figures;
if (spread) {
  // The performance goal for the Home, for its "large customer" (about 10k processes) among everyone's.
  recordResult({
    area: 'Growth',
    name: `Home GERAL load, ${homeLoads().length} calls in parallel: ${spread.total.toLocaleString('en-US')} processes, the user's ${spread.ours.toLocaleString('en-US')} (PostgreSQL)`,
    goal: '≤ 100 ms in total',
    baseline: '-',
    figure: `p50 ${formatMs(spread.home)}`,
    ratio: null,
    isMet: spread.home <= 100,
  });
}
if (first && spread && grown) {
  for (const [name, pick] of [
    ['Home GERAL load', (row: TFigures) => row.home],
    ['report page 1 by step', (row: TFigures) => row.report],
  ] as const) {
    recordResult({
      area: 'Growth',
      name: `${name}: ${spread.total.toLocaleString('en-US')} processes, the user's ${spread.ours.toLocaleString('en-US')} (PostgreSQL)`,
      goal: "follows the user's data",
      baseline: `${first.total.toLocaleString('en-US')} of the user's: ${formatMs(pick(first))}`,
      figure: formatMs(pick(spread)),
      ratio: pick(spread) / pick(first),
      // Within half again of the small table's cost, while the table grew tenfold.
      isMet: pick(spread) <= pick(first) * 1.5,
    });
    // Reported: the table all the user's, at ~140k processes and at the scale dataset's ~10M items.
    for (const [row, label] of [
      [grown, "all the user's"],
      [tenMillion, "~10M items, all the user's"],
    ] as const) {
      if (!row) continue;
      recordResult({
        area: 'Growth',
        name: `${name}: ${row.total.toLocaleString('en-US')} processes, ${label} (PostgreSQL)`,
        goal: 'reported',
        baseline: `${first.total.toLocaleString('en-US')} of the user's: ${formatMs(pick(first))}`,
        figure: formatMs(pick(row)),
        ratio: pick(row) / pick(first),
        isMet: true,
      });
    }
  }
}
