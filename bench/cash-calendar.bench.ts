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
import {
  buildCalendarInstallmentsQuery,
  buildCalendarInvoicesQuery,
  buildCashCandidatesQuery,
  buildCashRequestDocumentsQuery,
  buildDueInstallmentsQuery,
  buildOperationalProcessesQuery,
} from '../apps/api/src/features/calendars/calendar-repository.ts';
import { buildDocumentLogsQuery } from '../apps/api/src/db/repositories/document-logs.ts';
import { BENCH_COMPANY_ID, rowsOf, runBareSql, timeIt, type TBenchTarget } from './bench-database.ts';
import { appVsBareLine, peakRssMb, runOnTargets, startBenchApp } from './bench-run.ts';

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

const line = appVsBareLine({ labelWidth: 30, countLabel: 'items', countWidth: 6, msWidth: 7 });

type TQuery = { sql: string; params: unknown[] };

const bench = async ({ label, handle }: TBenchTarget) => {
  const { app, inject } = await startBenchApp(handle);
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
  if (documentIds.length > 0) {
    screenQueries.push(buildDocumentLogsQuery(db, { companyId: BENCH_COMPANY_ID, documentIds }).toSQL());
  }
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
  const screenBare = await timeIt(iterations, () => runAll(screenQueries));
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

  console.log(`  peak RSS ${peakRssMb()} MB`);
  await app.close();
};

await runOnTargets(processes, bench);
