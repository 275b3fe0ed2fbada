/**
 * Calendar latency through the app (app.inject with a valid token) against the bare SQL the route
 * runs (same text and parameters, straight through the driver), for one month of a user whose
 * company holds N processes, in a temporary PGlite, and in PostgreSQL when BENCH_DATABASE_URL is
 * set (its public schema is dropped: use a dedicated database).
 *
 *   node cash-calendar.bench.ts [--processes 100000] [--iterations 15] [--month 2026-06]
 *
 * Then the year's EXCEL (performance goal P4) against bare ExcelJS streaming of the same SQL rows: time,
 * RSS growth, and the slowest /health answer while the export runs (the event loop stays free).
 *
 * Prints figures only; no assertions.
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { addBareRow } from './bare-excel.ts';
import { sql } from 'drizzle-orm';
import {
  buildCalendarInstallmentsQuery,
  buildCalendarInvoicesQuery,
  buildCashCandidatesByDayQuery,
  buildCashCandidatesQuery,
  buildCashRequestDocumentsQuery,
  buildDueInstallmentsByDayQuery,
  buildDueInstallmentsQuery,
  buildOperationalProcessesQuery,
} from '../apps/api/src/features/calendars/calendar-repository.ts';
import { buildDocumentLogsQuery } from '../apps/api/src/db/repositories/document-logs.ts';
import { BENCH_COMPANY_ID, rowsOf, runBareSql, timeIt, type TBenchTarget } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import {
  appVsBareLine,
  currentTargetKind,
  p50p99,
  peakRssMb,
  runOnTargets,
  startBenchApp,
} from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '15' },
    /** `pglite` or `postgres`: run one target only. */
    only: { type: 'string' },
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

const exportLine = appVsBareLine({
  labelWidth: 30,
  countLabel: 'rows',
  countWidth: 6,
  msWidth: 7,
  area: 'P4',
  goalRatio: 1.2,
});

const line = appVsBareLine({
  labelWidth: 30,
  countLabel: 'items',
  countWidth: 6,
  msWidth: 7,
  area: 'P1',
  goalRatio: 1.3,
});

type TQuery = { sql: string; params: unknown[] };

/** Printed under a line: the app against bare SQL + JSON.stringify of the same rows (no goal). */
const floorLine = (label: string, app: number[], floor: number[]) => {
  const [a50] = p50p99(app);
  const [f50] = p50p99(floor);
  console.log(
    `    floor (bare SQL + JSON.stringify of its rows) p50 ${formatMs(f50)} | app over the floor ${(a50 / f50).toFixed(2)}`,
  );
  recordResult({
    area: 'P1',
    name: `${label} over its floor: bare SQL + JSON.stringify of the rows (${currentTargetKind()})`,
    goal: 'reported',
    baseline: `floor p50 ${formatMs(f50)}`,
    figure: `app p50 ${formatMs(a50)}`,
    ratio: a50 / f50,
    isMet: true,
  });
};

const bench = async ({ label, handle }: TBenchTarget) => {
  const { app, inject, injectDrained } = await startBenchApp(handle);
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
  // The numerário chain (candidates, their documents, the logs) and the instalments run at once,
  // as the app runs them.
  const numerarioChain: TQuery[] = [
    buildCashCandidatesQuery(db, scope).toSQL(),
    buildCashRequestDocumentsQuery(db, { companyIds, processIds }).toSQL(),
  ];
  if (documentIds.length > 0) {
    numerarioChain.push(buildDocumentLogsQuery(db, { companyId: BENCH_COMPANY_ID, documentIds }).toSQL());
  }
  const installmentsQuery = buildDueInstallmentsQuery(db, scope).toSQL();
  const runAll = async (queries: TQuery[]) => {
    for (const query of queries) await runBareSql(handle, query.sql, query.params);
  };
  /**
   * The floor of any JSON answer of these rows: the bare SQL plus JSON.stringify of its rows as the
   * driver gives them. Printed beside the goal's ratio, to show how much of the gap is the answer's size.
   */
  const client = (
    db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: unknown[] }> } }
  ).$client;
  const runAllAsJson = async (queries: TQuery[]) => {
    let bytes = 0;
    for (const query of queries)
      bytes += JSON.stringify((await client.query(query.sql, query.params)).rows).length;
    return bytes;
  };

  const screenUrl = `/api/public/customer/cash-calendar?${period}&type=SCREEN&category=TODOS`;
  const screenDays = (await inject(screenUrl)).json<{ data: Record<string, unknown[]> }>().data;
  const items = Object.values(screenDays).reduce((sum, list) => sum + list.length, 0);
  const screenApp = await timeIt(iterations, () => injectDrained(screenUrl));
  const screenBare = await timeIt(iterations, () =>
    Promise.all([runAll(numerarioChain), runAll([installmentsQuery])]),
  );
  line('cash calendar SCREEN (month)', screenApp, screenBare, items);
  floorLine(
    'cash calendar SCREEN (month)',
    screenApp,
    await timeIt(iterations, () =>
      Promise.all([runAllAsJson(numerarioChain), runAllAsJson([installmentsQuery])]),
    ),
  );

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
  const operationalUrl = `/api/public/customer/operational-calendar?${period}`;
  const operationalRows = (await inject(operationalUrl)).json<{ data: unknown[] }>().data.length;
  const operationalApp = await timeIt(iterations, () => injectDrained(operationalUrl));
  const operationalBare = await timeIt(iterations, () => runAll(operationalQueries));
  line('operational calendar (month)', operationalApp, operationalBare, operationalRows);
  floorLine(
    'operational calendar (month)',
    operationalApp,
    await timeIt(iterations, () => runAllAsJson(operationalQueries)),
  );

  await benchYearExport({ handle, inject });

  console.log(`  peak RSS ${peakRssMb()} MB`);
  await app.close();
};

const YEAR = { fromDay: `${month.slice(0, 4)}-01-01`, toDay: `${month.slice(0, 4)}-12-31` };

/** A writable that drops what it gets and counts the bytes. */
const byteCounter = () => {
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { stream, bytes: () => bytes };
};

/** The bare baseline: the year's SQL rows, read whole, written with ExcelJS's streaming writer. */
const bareYearExcel = async (handle: TBenchTarget['handle']): Promise<{ rows: number; bytes: number }> => {
  const { db } = handle;
  const scope = { companyIds: [BENCH_COMPANY_ID], ...YEAR };
  const client = (
    db as unknown as {
      $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  // The SQL the export runs on PostgreSQL (each query once, in day order), here read whole.
  const candidates = buildCashCandidatesByDayQuery(db, scope).toSQL();
  const installments = buildDueInstallmentsByDayQuery(db, scope).toSQL();
  const sink = byteCounter();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Calendário Financeiro');
  sheet.addRow(Array.from({ length: 11 }, (_, index) => `c${index}`)).commit();
  let rows = 0;
  for (const query of [candidates, installments]) {
    for (const row of (await client.query(query.sql, query.params)).rows) {
      addBareRow(sheet, Object.values(row).slice(0, 11));
      rows += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return { rows, bytes: sink.bytes() };
};

/**
 * The year's EXCEL through the app against the bare baseline, its RSS growth (peak minus the RSS
 * before), and the slowest of the /health answers injected every 25 ms while it runs.
 */
const benchYearExport = async ({
  handle,
  inject,
}: {
  handle: TBenchTarget['handle'];
  inject: (url: string) => Promise<{ rawPayload: Buffer }>;
}) => {
  const yearPeriod = `customerIds=${BENCH_COMPANY_ID}&startDate=${YEAR.fromDay}T00:00:00&endDate=${YEAR.toDay}T23:59:59`;
  const url = `/api/public/customer/cash-calendar?${yearPeriod}&type=EXCEL&category=TODOS&status=TODOS`;
  const runs = Math.max(3, Math.min(iterations, 5));
  let bareRows = 0;
  let bareBytes = 0;
  const runBare = async () => {
    ({ rows: bareRows, bytes: bareBytes } = await bareYearExcel(handle));
  };
  let bytes = 0;
  const runApp = async () => {
    bytes = (await inject(url)).rawPayload.length;
  };
  // The memory and event-loop goals on the app alone, after its warm-up and before any bare run
  // (whose whole-year read leaves its own pages in the RSS): a /health every 25 ms meanwhile.
  await runApp();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let slowestHealth = 0;
  let isRunning = true;
  const probes = (async () => {
    while (isRunning) {
      const startedAt = performance.now();
      await inject('/health');
      slowestHealth = Math.max(slowestHealth, performance.now() - startedAt);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await runApp();
  isRunning = false;
  await probes;
  const growthMb = (peakRss - rssBefore) / 1024 / 1024;
  // Then the two in turn: each pair shares the moment's noise of these shared cores.
  await runBare();
  const bare: number[] = [];
  const app: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const [samples, once] of [
      [bare, runBare],
      [app, runApp],
    ] as const) {
      const startedAt = performance.now();
      await once();
      samples.push(performance.now() - startedAt);
    }
  }
  exportLine('cash calendar EXCEL (12 months)', app, bare, bareRows);
  console.log(
    `    ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx (bare ${(bareBytes / 1024 / 1024).toFixed(1)} MB) | RSS growth ${growthMb.toFixed(0)} MB (goal < 300) | slowest /health meanwhile ${slowestHealth.toFixed(1)} ms (goal < 100)`,
  );
  const kind = currentTargetKind();
  const [appP50] = p50p99(app);
  recordResult({
    area: 'P4',
    name: `cash calendar EXCEL (12 months), RSS growth (${kind})`,
    goal: '< 300 MB',
    baseline: `RSS before ${(rssBefore / 1024 / 1024).toFixed(0)} MB`,
    figure: `+${growthMb.toFixed(0)} MB`,
    ratio: null,
    isMet: growthMb < 300,
  });
  recordResult({
    area: 'P4',
    name: `cash calendar EXCEL (12 months), slowest /health meanwhile (${kind})`,
    goal: '< 100 ms',
    baseline: `export p50 ${formatMs(appP50)}`,
    figure: formatMs(slowestHealth),
    ratio: null,
    isMet: slowestHealth < 100,
  });
};

await runOnTargets(processes, bench, values.only);
