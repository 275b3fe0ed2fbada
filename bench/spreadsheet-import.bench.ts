/**
 * Spreadsheet onboarding: one workbook of N processes with 9 declaration items each (10,000 and
 * 90,000 by default) through the spreadsheet import's own job, as the server runs it: the preview
 * (every upsert, rolled back), the commit (the upserts, the change trail, the analytics refresh,
 * the audit), the same commit again (every row unchanged), and the process's RSS growth during each,
 * beside a bare baseline measured in the same run: the same rows (resolved columns) in multi-row
 * INSERTs straight through the driver.
 * Seeds reference data only, afresh, in `<BENCH_DATABASE_URL>_sheet` (created when missing), so the
 * main bench dataset is never touched.
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://…/pdc_bench node --expose-gc spreadsheet-import.bench.ts [--processes 10000]
 *
 * Prints figures only; no assertions.
 */
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { SPREADSHEET_COLUMNS, SPREADSHEET_SHEET_NAMES } from '@pc/contract/admin-spreadsheet';
import { buildProcessSearchText } from '../apps/api/src/db/search-text.ts';
import { SPREADSHEET_PART_BYTES } from '../apps/api/src/db/schema/spreadsheet-imports.ts';
import { insertSpreadsheetImport } from '../apps/api/src/features/spreadsheet-import/spreadsheet-import-repository.ts';
import { runSpreadsheetJob } from '../apps/api/src/features/spreadsheet-import/spreadsheet-import-service.ts';
import {
  BENCH_COMPANY_ID,
  benchSiblingDatabase,
  openPostgresTarget,
  rowsOf,
  runBareSql,
} from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { declarationItemValues } from './declaration-item-values.ts';
import { startBenchApp } from './bench-run.ts';

const { values } = parseArgs({ options: { processes: { type: 'string', default: '10000' } } });
const PROCESSES = Number(values.processes);
const ITEMS_PER_PROCESS = 9;
const ITEMS = PROCESSES * ITEMS_PER_PROCESS;
/** Far above the seed's reference numbers. */
const FIRST_IDENTIFICATION = 800_000_000;
const GOAL = { previewSeconds: 30, commitSeconds: 60, rssMegabytes: 300 };

// Its own database: the import's rows never mix with the dataset the other benches reuse.
const { url: sheetUrl, name: sheetName } = await benchSiblingDatabase('sheet');

// Reference data only (companies, users, steps, countries): every process comes from the workbook.
const target = await openPostgresTarget(sheetUrl.toString(), 0);
const { handle } = target;
const { db } = handle;
const [company] = rowsOf<{ federal_id: string }>(
  await db.execute(sql.raw(`select federal_id from companies where id = ${BENCH_COMPANY_ID}`)),
);
const [admin] = rowsOf<{ id: number }>(
  await db.execute(sql.raw(`select id from users where role = 'ADMIN' order by id limit 1`)),
);
if (!company || !admin) throw new Error('the seed has no bench company or no admin');

const EXPORTERS = 200;
const processValues = (index: number) => ({
  identification: FIRST_IDENTIFICATION + index,
  companyCnpj: company.federal_id,
  typeOfProcess: 'Conta e ordem',
  status: 'Em trânsito',
  stepId: 2,
  created: '02/03/2026',
  exporterName: `Exportador Planilha ${index % EXPORTERS}`,
  datesETA: '18/05/2026',
  cifValue: '48.250,90',
  cifValueCurrency: 'USD',
});

const rowOf = (kind: keyof typeof SPREADSHEET_COLUMNS, row: Record<string, unknown>) =>
  SPREADSHEET_COLUMNS[kind].map((column) => row[column.field] ?? null);

/** The workbook as a broker's Excel would hold it (text cells, shared strings). */
const buildWorkbook = async (): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const processes = workbook.addWorksheet(SPREADSHEET_SHEET_NAMES.processes);
  processes.addRow(SPREADSHEET_COLUMNS.processes.map((column) => column.header)).commit();
  for (let index = 1; index <= PROCESSES; index += 1) {
    processes.addRow(rowOf('processes', processValues(index))).commit();
  }
  processes.commit();
  const items = workbook.addWorksheet(SPREADSHEET_SHEET_NAMES.declarations);
  items.addRow(SPREADSHEET_COLUMNS.declarations.map((column) => column.header)).commit();
  for (let index = 1; index <= PROCESSES; index += 1) {
    for (let item = 1; item <= ITEMS_PER_PROCESS; item += 1) {
      items.addRow(rowOf('declarations', declarationItemValues(FIRST_IDENTIFICATION + index, item))).commit();
    }
  }
  items.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

const removeImportedRows = async () => {
  const where = `process_id in (select id from processes where identification >= ${FIRST_IDENTIFICATION})`;
  for (const table of ['declaration_items', 'history_items', 'process_changes']) {
    await db.execute(sql.raw(`delete from ${table} where ${where}`));
  }
  await db.execute(sql.raw(`delete from processes where identification >= ${FIRST_IDENTIFICATION}`));
  await db.execute(sql.raw(`delete from partners where name like 'Exportador Planilha %'`));
};

const content = await buildWorkbook();
console.log(
  `\nworkbook: ${PROCESSES.toLocaleString('en-US')} processes, ${ITEMS.toLocaleString('en-US')} declaration items, ${(content.length / 1024 / 1024).toFixed(1)} MB`,
);
await removeImportedRows();
const { app } = await startBenchApp(handle);
const dependencies = {
  db,
  store: app.analyticsStore,
  mailQueue: app.mailQueue,
  publicUrl: 'http://localhost',
  logger: app.log,
  now: () => new Date(),
  // As the server runs it on PostgreSQL: on a thread of its own, with its own connection.
  databaseUrl: sheetUrl.toString(),
  dumpDatabase: null,
  // The app's own: the commit runs on the thread the preview started, as in the server.
  importThread: app.importThread,
};
/** The workbook a part at a time, as the upload stores it. */
async function* partsOf(bytes: Buffer): AsyncIterable<Buffer> {
  for (let start = 0; start < bytes.length; start += SPREADSHEET_PART_BYTES) {
    yield bytes.subarray(start, start + SPREADSHEET_PART_BYTES);
  }
}
const importId = await insertSpreadsheetImport(
  db,
  { userId: admin.id, fileName: 'bench.xlsx', status: 'PREVIEWING', createdAt: new Date() },
  partsOf(content),
);

type TPass = { seconds: number; rssMegabytes: number; counts: string };

/** One phase of the import's job, timed, with the peak RSS above the RSS it started from. */
const runPhase = async (phase: 'preview' | 'commit'): Promise<TPass> => {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const startedAt = performance.now();
  await runSpreadsheetJob(dependencies, { importId, phase, userId: admin.id, ip: null });
  const seconds = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [row] = rowsOf<{ status: string; message: string | null; sheets: unknown }>(
    await db.execute(sql`select status, message, sheets from spreadsheet_imports where id = ${importId}`),
  );
  if (!row || row.status === 'FAILED') throw new Error(`${phase} failed: ${row?.message ?? 'no row'}`);
  const sheets = row.sheets as {
    sheet: string;
    created: number;
    updated: number;
    unchanged: number;
    refused: number;
  }[];
  const counts = sheets
    .map(
      (sheet) => `${sheet.sheet} C${sheet.created} U${sheet.updated} N${sheet.unchanged} R${sheet.refused}`,
    )
    .join(', ');
  return { seconds, rssMegabytes: (peak - rssBefore) / 1024 / 1024, counts };
};

const preview = await runPhase('preview');
const commit = await runPhase('commit');
const again = await runPhase('commit');
await app.close();

/**
 * The bare baseline: the same processes and items, their columns already resolved (company,
 * exporter ids, search text), in multi-row INSERTs of 1,000 processes and 3,000 items (the
 * driver's 65,535 parameters) straight through the driver, no trail, no checks.
 */
const bareInsert = async (): Promise<number> => {
  const exporters = new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql.raw(`select id, name from partners where name like 'Exportador Planilha %'`)),
    ).map((row) => [row.name, row.id]),
  );
  await removeImportedRows();
  // The exporters are the workbook's own: the baseline creates them too.
  const startedAt = performance.now();
  const names = Array.from({ length: EXPORTERS }, (_, index) => `Exportador Planilha ${index}`);
  const created = await runBareSql(
    handle,
    `insert into partners (kind, name) select 'EXPORTER', unnest($1::text[]) returning id`,
    [names],
  );
  if (created !== EXPORTERS) throw new Error('bare: exporters not created');
  const partnerRows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql.raw(`select id, name from partners where name like 'Exportador Planilha %'`)),
  );
  exporters.clear();
  for (const row of partnerRows) exporters.set(row.name, row.id);
  const processIds = new Map<number, number>();
  for (let start = 1; start <= PROCESSES; start += 1000) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (let index = start; index < Math.min(start + 1000, PROCESSES + 1); index += 1) {
      const row = processValues(index);
      const columns = [
        BENCH_COMPANY_ID,
        row.identification,
        'CONTA_E_ORDEM',
        row.status,
        row.stepId,
        '2026-03-02T03:00:00Z',
        exporters.get(row.exporterName) ?? null,
        '2026-05-18',
        '48250.90',
        row.cifValueCurrency,
        false,
        buildProcessSearchText({ identification: row.identification, exporterName: row.exporterName }),
      ];
      tuples.push(`(${columns.map((value) => `$${params.push(value)}`).join(', ')})`);
    }
    const client = (
      db as unknown as {
        $client: {
          query: (
            text: string,
            params: unknown[],
          ) => Promise<{ rows: { id: number; identification: number }[] }>;
        };
      }
    ).$client;
    const inserted = await client.query(
      `insert into processes (company_id, identification, type_of_process, status, step_id, created, exporter_id, dates_eta, cif_value, cif_value_currency, is_concluded, search_text) values ${tuples.join(', ')} returning id, identification`,
      params,
    );
    for (const row of inserted.rows) processIds.set(Number(row.identification), row.id);
  }
  const processesSeconds = (performance.now() - startedAt) / 1000;
  const ITEM_BATCH = 3000;
  for (let start = 0; start < ITEMS; start += ITEM_BATCH) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (let offset = start; offset < Math.min(start + ITEM_BATCH, ITEMS); offset += 1) {
      const index = Math.floor(offset / ITEMS_PER_PROCESS) + 1;
      const columns = [
        BENCH_COMPANY_ID,
        processIds.get(FIRST_IDENTIFICATION + index),
        (offset % ITEMS_PER_PROCESS) + 1,
        '84713012',
        '120000.00',
        '131500.50',
        '9800.00',
        '1700.50',
        '14465.06',
        '0.00',
        '2761.51',
        '12689.80',
        '0.00',
        '154.23',
        '38123.44',
        '1820.500',
        '1650.000',
        '160',
        '2026-04-20',
      ];
      tuples.push(`(${columns.map((value) => `$${params.push(value)}`).join(', ')})`);
    }
    await runBareSql(
      handle,
      `insert into declaration_items (company_id, process_id, item_number, ncm, vmle, vmld, freight, insurance, ii, ipi, pis, cofins, antidumping, siscomex_fee, icms, gross_weight, net_weight, origin_country_code, registry_date) values ${tuples.join(', ')}`,
      params,
    );
  }
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `  bare INSERT: processes ${processesSeconds.toFixed(1)} s, items ${(seconds - processesSeconds).toFixed(1)} s`,
  );
  return seconds;
};

const bareSeconds = await bareInsert();
await removeImportedRows();
await db.execute(sql`delete from spreadsheet_imports where id = ${importId}`);
await target.dispose();

const size = `${PROCESSES.toLocaleString('en-US')} processes + ${ITEMS.toLocaleString('en-US')} declaration items`;
const baseline = `bare INSERT ${bareSeconds.toFixed(1)} s`;
console.log(`\nPostgreSQL ${sheetName}: ${size} in one workbook`);
for (const [name, pass, goalSeconds] of [
  ['preview (every upsert, rolled back)', preview, GOAL.previewSeconds],
  ['commit', commit, GOAL.commitSeconds],
  ['commit again (every row unchanged)', again, GOAL.commitSeconds],
] as const) {
  console.log(
    `  ${name.padEnd(38)} ${pass.seconds.toFixed(1).padStart(6)} s  RSS +${pass.rssMegabytes.toFixed(0)} MB  ${pass.counts}`,
  );
  recordResult({
    area: 'Onboarding',
    name: `spreadsheet ${name}, ${size} (PostgreSQL)`,
    goal: `≤ ${goalSeconds} s`,
    baseline,
    figure: `${pass.seconds.toFixed(1)} s`,
    ratio: pass.seconds / bareSeconds,
    isMet: pass.seconds <= goalSeconds,
  });
}
const rssMegabytes = Math.max(preview.rssMegabytes, commit.rssMegabytes, again.rssMegabytes);
console.log(`  bare multi-row INSERT (baseline)       ${bareSeconds.toFixed(1).padStart(6)} s`);
console.log(`  server RSS growth, worst phase         ${rssMegabytes.toFixed(0)} MB`);
recordResult({
  area: 'Onboarding',
  name: `spreadsheet import, server RSS growth (worst phase), ${size} (PostgreSQL)`,
  goal: `≤ ${GOAL.rssMegabytes} MB`,
  baseline: '-',
  figure: `${rssMegabytes.toFixed(0)} MB`,
  ratio: null,
  isMet: rssMegabytes <= GOAL.rssMegabytes,
});
