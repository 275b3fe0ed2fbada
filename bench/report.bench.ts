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
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  buildProcessQuery,
  buildReportQuery,
  type TReportFilter,
} from '../apps/api/src/features/processes/process-repository.ts';
import { expandStepIds } from '../apps/api/src/features/processes/process-service.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import {
  BENCH_COMPANY_ID,
  openPgliteTarget,
  openPostgresTarget,
  percentile,
  runBareSql,
  timeIt,
  type TBenchTarget,
} from './bench-database.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '15' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);

const line = (label: string, app: number[], bare: number[], rows: number) => {
  const [a50, a99, b50, b99] = [
    percentile(app, 50),
    percentile(app, 99),
    percentile(bare, 50),
    percentile(bare, 99),
  ];
  console.log(
    `  ${label.padEnd(34)} rows ${String(rows).padStart(7)}  app p50 ${a50.toFixed(1).padStart(8)} ms p99 ${a99.toFixed(1).padStart(8)} ms | bare SQL p50 ${b50.toFixed(1).padStart(8)} ms p99 ${b99.toFixed(1).padStart(8)} ms | ratio p50 ${(a50 / b50).toFixed(2)}`,
  );
};

const bench = async ({ label, handle }: TBenchTarget) => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
  const app = await createServer({ config, database: handle, isServingWeb: false });
  const iat = Math.floor(Date.now() / 1000);
  const token = signAccessToken(
    { sub: '1', companyIds: [BENCH_COMPANY_ID], iat, exp: iat + 3600 },
    config.JWT_SECRET,
  );
  const headers = { authorization: `Bearer ${token}` };
  const inject = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };

  const range = await handle.db.execute<{ from: string; to: string }>(
    sql.raw(`select min(dates_eta)::text as "from", max(dates_eta)::text as "to" from processes`),
  );
  const rangeRow = (range as unknown as { rows: { from: string; to: string }[] }).rows[0];
  if (!rangeRow) throw new Error('no processes');
  console.log(`\n${label} (${iterations} runs after a warm-up)`);

  const cases: { label: string; url: string; filter: TReportFilter }[] = [
    {
      label: 'report: period datesETA (all rows)',
      url: `/customers/import/report/general?concluido=true&field=datesETA&from=${rangeRow.from}T00:00:00&to=${rangeRow.to}T23:59:00`,
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: true,
        stepIds: null,
        period: { field: 'datesETA', fromDay: rangeRow.from, toDay: rangeRow.to },
      },
    },
    {
      label: 'report: stepsIds=8, concluido=false',
      url: '/customers/import/report/general?concluido=false&stepsIds=8',
      filter: {
        companyIds: [BENCH_COMPANY_ID],
        isIncludingConcluded: false,
        stepIds: expandStepIds([8]),
        period: null,
      },
    },
  ];
  for (const item of cases) {
    let rows = 0;
    const appSamples = await timeIt(iterations, async () => {
      rows = (await inject(item.url)).json<{ data: unknown[] }>().data.length;
    });
    const query = buildReportQuery(handle.db, item.filter).toSQL();
    const bareSamples = await timeIt(iterations, () => runBareSql(handle, query.sql, query.params));
    line(item.label, appSamples, bareSamples, rows);
  }

  const ids = (
    (await handle.db.execute(sql.raw('select id from processes order by id'))) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);
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
  console.log(`  peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  await app.close();
};

const pglite = await openPgliteTarget(processes);
try {
  await bench(pglite);
} finally {
  await pglite.dispose();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const postgres = await openPostgresTarget(url, processes);
  try {
    await bench(postgres);
  } finally {
    await postgres.dispose();
  }
}
