/**
 * Calendar latency through the app (app.inject with a valid token) against the bare SQL the route
 * runs (same text and parameters, straight through the driver), for one month of a user whose
 * company holds N processes, in a temporary PGlite, and in PostgreSQL when BENCH_DATABASE_URL is
 * set (its public schema is dropped: use a dedicated database).
 *
 *   node cash-calendar.bench.ts [--processes 100000] [--iterations 15] [--month 2026-06]
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  buildCalendarInstallmentsQuery,
  buildCalendarInvoicesQuery,
  buildCashCandidatesQuery,
  buildCashRequestDocumentsQuery,
  buildDueInstallmentsQuery,
  buildOperationalProcessesQuery,
} from '../apps/api/src/features/calendars/calendar-repository.ts';
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
    // The seed's today is 2026-06-30 (bench-database.ts): its month has past and future items.
    month: { type: 'string', default: '2026-06' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);
const month = values.month;
const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const range = { fromDay: `${month}-01`, toDay: `${month}-${String(lastDay).padStart(2, '0')}` };
const period = `customerIds=${BENCH_COMPANY_ID}&startDate=${range.fromDay}T00:00:00&endDate=${range.toDay}T23:59:59`;

const line = (label: string, app: number[], bare: number[], rows: number) => {
  const [a50, a99, b50, b99] = [
    percentile(app, 50),
    percentile(app, 99),
    percentile(bare, 50),
    percentile(bare, 99),
  ];
  console.log(
    `  ${label.padEnd(30)} items ${String(rows).padStart(6)}  app p50 ${a50.toFixed(1).padStart(7)} ms p99 ${a99.toFixed(1).padStart(7)} ms | bare SQL p50 ${b50.toFixed(1).padStart(7)} ms p99 ${b99.toFixed(1).padStart(7)} ms | ratio p50 ${(a50 / b50).toFixed(2)}`,
  );
};

type TQuery = { sql: string; params: unknown[] };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
  const { db } = handle;
  const companyIds = [BENCH_COMPANY_ID];
  const scope = { companyIds, ...range };
  const count = rowsOf<{ n: number }>(
    await db.execute(sql.raw('select count(*)::int as n from processes')),
  )[0];
  console.log(`\n${label}: ${count?.n ?? 0} processes, month ${month} (${iterations} runs after a warm-up)`);

  // SCREEN: candidates, due instalments, numerário documents of the candidates and their logs.
  const candidates = await buildCashCandidatesQuery(db, scope);
  const processIds = candidates.map((row) => row.id);
  const cashDocuments = await buildCashRequestDocumentsQuery(db, { companyIds, processIds });
  const documentIds = cashDocuments.map((row) => row.id);
  const screenQueries: TQuery[] = [
    buildCashCandidatesQuery(db, scope).toSQL(),
    buildDueInstallmentsQuery(db, scope).toSQL(),
    buildCashRequestDocumentsQuery(db, { companyIds, processIds }).toSQL(),
  ];
  const logsQuery =
    documentIds.length === 0
      ? null
      : sql`select document_id, entity_name, created_by, type, created from document_logs where company_id = ${BENCH_COMPANY_ID} and document_id in (${sql.join(
          documentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by created, id`;
  const runAll = async (queries: TQuery[]) => {
    for (const query of queries) await runBareSql(handle, query.sql, query.params);
  };

  let items = 0;
  const screenApp = await timeIt(iterations, async () => {
    const data = (
      await inject(`/api/public/customer/cash-calendar?${period}&type=SCREEN&category=TODOS`)
    ).json<{
      data: Record<string, unknown[]>;
    }>().data;
    items = Object.values(data).reduce((sum, list) => sum + list.length, 0);
  });
  const screenBare = await timeIt(iterations, async () => {
    await runAll(screenQueries);
    if (logsQuery) await db.execute(logsQuery);
  });
  line('cash calendar SCREEN (month)', screenApp, screenBare, items);

  const excelApp = await timeIt(iterations, () =>
    inject(`/api/public/customer/cash-calendar?${period}&type=EXCEL&category=TODOS&status=TODOS`),
  );
  line('cash calendar EXCEL (month)', excelApp, screenBare, items);

  // Operational: processes with a date in the month, their invoices and instalments.
  const operational = await buildOperationalProcessesQuery(db, scope);
  const operationalIds = operational.map((row) => row.id);
  const operationalInvoices = await buildCalendarInvoicesQuery(db, {
    companyIds,
    processIds: operationalIds,
  });
  const operationalQueries: TQuery[] = [
    buildOperationalProcessesQuery(db, scope).toSQL(),
    buildCalendarInvoicesQuery(db, { companyIds, processIds: operationalIds }).toSQL(),
    buildCalendarInstallmentsQuery(db, {
      companyIds,
      invoiceIds: operationalInvoices.map((row) => row.id),
    }).toSQL(),
  ];
  let operationalRows = 0;
  const operationalApp = await timeIt(iterations, async () => {
    operationalRows = (await inject(`/api/public/customer/operational-calendar?${period}`)).json<{
      data: unknown[];
    }>().data.length;
  });
  const operationalBare = await timeIt(iterations, () => runAll(operationalQueries));
  line('operational calendar (month)', operationalApp, operationalBare, operationalRows);

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
