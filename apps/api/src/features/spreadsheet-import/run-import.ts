import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_NO_SHEETS_MESSAGE,
  type TSpreadsheetFirstRows,
  type TSpreadsheetKind,
} from '@pc/contract/admin-spreadsheet';
import {
  ZIngestCompany,
  ZIngestExchangeRates,
  ZIngestProcess,
  ZIngestUser,
  ZIngestUserParams,
} from '@pc/contract/integration';
import type { TAnalyticsPeriod, TAnalyticsStore, TProcessKey } from '../../core/analytics/analytics-types.ts';
import { readFactBatches } from '../../core/analytics/fact-source.ts';
import { refreshCompanyFacts, refreshProcessFacts } from '../../core/analytics/refresh-process-facts.ts';
import { upsertCompany } from '../../core/ingestion/ingest-company.ts';
import {
  ingestBatch,
  INGEST_BATCH_SIZE,
  loadIngestContext,
  parseProcessLine,
  type TParsedLine,
} from '../../core/ingestion/ingest-processes.ts';
import { upsertExchangeRates } from '../../core/ingestion/ingest-references.ts';
import { upsertUser } from '../../core/ingestion/ingest-user.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { foldText } from './cell-values.ts';
import { createFirstRows } from './first-rows.ts';
import { createReferenceCheck } from './reference-check.ts';
import { importGroupedSheet } from './import-grouped.ts';
import { createTally, reasonOf, type TImportResult } from './import-tally.ts';
import { readSpreadsheet, type TSpreadsheetFile } from './read-spreadsheet.ts';
import { createTableStatistics } from './table-statistics.ts';
import type { TImportEnvironment, TSheetInput } from './import-environment.ts';
import { dataRows, mapColumns, pick, readRowValues, refusalOfIssue } from './sheet-rows.ts';
import { ENTITLEMENTS } from '@pc/contract/entitlements';

/** Companies and users: one upsert a row (each its own transaction, audited as the API's). */
const importRowSheet = async (environment: TImportEnvironment, input: TSheetInput): Promise<void> => {
  const { kind, sheet, indexes, tally } = input;
  for await (const { row, cells } of dataRows(input)) {
    const read = readRowValues({ kind, indexes, cells, context: environment.cellContext });
    if ('refusal' in read) {
      tally.mark(sheet, row, 'refused', read.refusal);
    } else {
      const outcome = await writeRow(environment, kind, read.values);
      if ('refusal' in outcome) tally.mark(sheet, row, 'refused', outcome.refusal);
      else tally.mark(sheet, row, outcome.result);
    }
    await environment.onRows(1);
  }
};

type TRowOutcome =
  { result: 'created' | 'updated' | 'unchanged' } | { refusal: { column: string | null; reason: string } };

const writeRow = async (
  environment: TImportEnvironment,
  kind: TSpreadsheetKind,
  values: Record<string, unknown>,
): Promise<TRowOutcome> => {
  const { db, caller, ip, now } = environment;
  try {
    switch (kind) {
      case 'companies': {
        const flags = pick(values, ENTITLEMENTS);
        const settings = pick(values, ['landedCostAllocation', 'taxRegime']);
        const body = ZIngestCompany.safeParse({
          name: values['name'],
          entitlements: Object.keys(flags).length > 0 ? flags : undefined,
          landedCost:
            Object.keys(settings).length > 0
              ? { allocation: settings['landedCostAllocation'], taxRegime: settings['taxRegime'] }
              : undefined,
        });
        if (!body.success) return { refusal: refusalOfIssue(kind, body.error) };
        const cnpj = String(values['cnpj']);
        const { response, isFactsStale } = await upsertCompany({ db, caller, ip, now, cnpj, ...body.data });
        if (isFactsStale) environment.ingestContext.staleCompanies.push(response.id);
        return response;
      }
      case 'users': {
        const params = ZIngestUserParams.safeParse({ email: values['email'] });
        if (!params.success) return { refusal: refusalOfIssue(kind, params.error) };
        const user = ZIngestUser.safeParse({
          name: values['name'],
          companyCnpjs: values['companyCnpjs'],
          isActive: values['isActive'],
          role: values['role'],
        });
        if (!user.success) return { refusal: refusalOfIssue(kind, user.error) };
        return await upsertUser({
          db,
          mailQueue: environment.mailQueue,
          caller,
          email: params.data.email,
          user: user.data,
          publicUrl: environment.publicUrl,
          ip,
          now,
        });
      }
      case 'exchangeRates': {
        const rates = ZIngestExchangeRates.safeParse({ rates: [values] });
        if (!rates.success) return { refusal: refusalOfIssue(kind, rates.error) };
        const counts = await upsertExchangeRates({ db, caller, rates: rates.data.rates, now });
        return { result: counts.created > 0 ? 'created' : counts.updated > 0 ? 'updated' : 'unchanged' };
      }
      default:
        throw new Error(`${kind} is not a row sheet`);
    }
  } catch (error: unknown) {
    if (!(error instanceof AppError)) environment.onError(error);
    return { refusal: { column: null, reason: reasonOf(error) } };
  }
};

const PROCESS_FIELD_HEADERS = new Map(
  SPREADSHEET_COLUMNS.processes.map((column) => [column.field, column.header]),
);

/** The ingestion API's reasons that name its own calls or fields, told as the spreadsheet says them. */
const sheetReason = (kind: TSpreadsheetKind, identification: number | null, reason: string): string => {
  const trimmed = reason.replace(/\.$/, '');
  if (trimmed.startsWith('Para criar o processo informe também:')) {
    if (kind === 'cashRequests')
      return `processo ${identification} não encontrado: cadastre-o na aba Processos`;
    const fields = trimmed
      .slice(trimmed.indexOf(':') + 1)
      .split(',')
      .map((field) => field.trim());
    return `para criar o processo informe também: ${fields.map((field) => PROCESS_FIELD_HEADERS.get(field) ?? field).join(', ')}`;
  }
  return trimmed.replace(/: cadastre-a antes em PUT \S+$/, ': cadastre-a na aba Empresas');
};

/**
 * Processes and cash requests (Numerários, the process's own fields): each row is one ingestion
 * line, written in batches by the ingestion API's own ingestBatch (same keys, same trail), each
 * batch written while the next is read.
 */
const importProcessSheet = async (environment: TImportEnvironment, input: TSheetInput): Promise<void> => {
  const { kind, sheet, indexes, tally } = input;
  let batch: TParsedLine[] = [];
  const inBatch = new Set<number>();
  let writing: Promise<void> = Promise.resolve();
  const write = async (lines: readonly TParsedLine[]) => {
    for (const result of await ingestBatch(environment.ingestContext, lines)) {
      if (result.result === 'rejected') {
        tally.mark(sheet, result.line, 'refused', {
          column: null,
          reason: sheetReason(kind, result.identification, result.reason ?? 'linha recusada'),
        });
      } else {
        tally.mark(sheet, result.line, result.result);
      }
    }
    await environment.onRows(lines.length);
  };
  // The batch before must be written first: a process twice in the sheet sees its earlier row.
  const flush = async () => {
    if (batch.length === 0) return;
    const lines = batch;
    batch = [];
    inBatch.clear();
    await writing;
    writing = write(lines);
  };
  try {
    for await (const { row, cells } of dataRows(input)) {
      const read = readRowValues({ kind, indexes, cells, context: environment.cellContext });
      if ('refusal' in read) {
        tally.mark(sheet, row, 'refused', read.refusal);
        continue;
      }
      const mismatch = await environment.references.check({ kind, ...read });
      if (mismatch) {
        tally.mark(sheet, row, 'refused', mismatch);
        continue;
      }
      const checked = ZIngestProcess.safeParse(read.values);
      if (!checked.success) {
        tally.mark(sheet, row, 'refused', refusalOfIssue(kind, checked.error));
        continue;
      }
      const { identification } = checked.data;
      // A process twice in a batch: the later row must see the earlier one written.
      if (batch.length >= INGEST_BATCH_SIZE || inBatch.has(identification)) await flush();
      batch.push(parseProcessLine(row, read.values));
      inBatch.add(identification);
    }
    await flush();
  } finally {
    // A reading failure still waits for the write under way (its transaction must end first).
    await writing.catch(() => undefined);
  }
  await writing;
};

export type TRunImportOptions = Omit<
  TImportEnvironment,
  'ingestContext' | 'cellContext' | 'references' | 'onRows'
> & {
  file: TSpreadsheetFile;
  /** Preview: everything is written in one transaction that is then rolled back. */
  isDryRun: boolean;
  /** Told of the rows done so far, every few hundred rows. */
  onProgress: (rowsDone: number) => Promise<void>;
};

/** One period covering them all: the analytics store replaces its facts once, not per declaration. */
const mergePeriods = (periods: readonly TAnalyticsPeriod[]): TAnalyticsPeriod | null => {
  if (periods.length === 0) return null;
  const days = periods.flatMap((period) => [period.fromDay, period.toDay]).sort();
  return {
    companyIds: [...new Set(periods.flatMap((period) => period.companyIds))],
    fromDay: days[0] ?? '',
    toDay: days.at(-1) ?? '',
  };
};

/** Thrown out of the preview's transaction to roll it back, carrying what the run counted. */
class DryRunFinished extends Error {
  readonly result: TImportRun;
  constructor(result: TImportRun) {
    super('dry run finished');
    this.result = result;
  }
}

const PROGRESS_STEP_ROWS = 500;

/** What a commit leaves stale in the analytics store: the processes' facts and the declarations' period. */
export type TImportRefresh = {
  processKeys: TProcessKey[];
  period: TAnalyticsPeriod | null;
  /** Companies every fact of which is refreshed (a name or landed-cost setting changed). */
  companyIds: number[];
};

export type TImportRun = {
  result: TImportResult;
  refresh: TImportRefresh;
  /** The first rows of each sheet as written (the preview's table). */
  firstRows: TSpreadsheetFirstRows[];
};

const runSheets = async (options: TRunImportOptions & { db: TDatabase }): Promise<TImportRun> => {
  const { db } = options;
  const tally = createTally();
  const ingestContext = await loadIngestContext({ db, caller: options.caller, now: options.now });
  const stepIdsByName = new Map([...ingestContext.stepNames].map(([id, name]) => [foldText(name), id]));
  const stalePeriods: TAnalyticsPeriod[] = [];
  let rowsDone = 0;
  let reported = 0;
  const statistics = await createTableStatistics(db);
  const noted = new Map<TSpreadsheetKind, number>();
  let currentKind: TSpreadsheetKind | null = null;
  const cellContext = { stepIdsByName, stepIds: ingestContext.stepIds };
  const firstRows = createFirstRows();
  const environment: TImportEnvironment = {
    ...options,
    ingestContext,
    cellContext,
    references: createReferenceCheck(db),
    onRows: async (count) => {
      rowsDone += count;
      if (currentKind) {
        const created = tally.createdOf(currentKind);
        await statistics.noteCreated(currentKind, created - (noted.get(currentKind) ?? 0));
        noted.set(currentKind, created);
      }
      if (rowsDone - reported < PROGRESS_STEP_ROWS) return;
      reported = rowsDone;
      await options.onProgress(rowsDone);
    },
  };
  let hasKnownSheet = false;
  for await (const read of readSpreadsheet(options.file)) {
    if (!read.kind) {
      // Another sheet (the template's lists, the broker's own notes): read past it.
      for await (const _row of read.rows) void _row;
      continue;
    }
    hasKnownSheet = true;
    currentKind = read.kind;
    const indexes = mapColumns(read.kind, read.header);
    const input = {
      kind: read.kind,
      sheet: read.sheet,
      indexes,
      rows: read.rows,
      tally,
      onDataRow: firstRows.keep(read.sheet, read.kind, indexes),
    };
    tally.open(read.kind, read.sheet);
    switch (read.kind) {
      case 'companies':
      case 'users':
      case 'exchangeRates':
        await importRowSheet(environment, input);
        break;
      case 'processes':
      case 'cashRequests':
        await importProcessSheet(environment, input);
        break;
      case 'invoices':
      case 'declarations':
      case 'expenses':
      case 'duimps':
        await importGroupedSheet(environment, { ...input, kind: read.kind }, stalePeriods);
        break;
    }
  }
  if (!hasKnownSheet) throw new AppError('BAD_REQUEST', SPREADSHEET_NO_SHEETS_MESSAGE);
  await options.onProgress(rowsDone);
  const result = tally.result();
  return {
    result,
    refresh: {
      processKeys: ingestContext.staleFacts,
      period: mergePeriods(stalePeriods),
      companyIds: [...new Set(ingestContext.staleCompanies)],
    },
    firstRows: await firstRows.build({
      db,
      result,
      context: cellContext,
      stepNames: ingestContext.stepNames,
    }),
  };
};

/**
 * The same refresh as the ingestion API's, after a commit: the analytics store in step with what
 * the import wrote before the import is told done.
 */
export const refreshImportedFacts = async ({
  db,
  store,
  refresh,
}: {
  db: TDatabase;
  store: TAnalyticsStore;
  refresh: TImportRefresh;
}): Promise<void> => {
  for (const companyId of refresh.companyIds) await refreshCompanyFacts({ db, store, companyId });
  // A company refreshed whole has its processes' facts already.
  const refreshed = new Set(refresh.companyIds);
  const processKeys = refresh.processKeys.filter((key) => !refreshed.has(key.companyId));
  await refreshProcessFacts({ db, store, processKeys });
  const { period } = refresh;
  if (period) await store.replaceFacts({ period, batches: readFactBatches({ db, period }) });
};

/**
 * Reads an uploaded workbook and writes each row through the ingestion upserts, as the ingestion
 * API does (its keys, its change trail with the caller as author, its audit); the caller then
 * refreshes the analytics store with what it answers (refreshImportedFacts). A preview (isDryRun)
 * runs the very same writes inside one transaction and rolls it back, so what it counts is what a
 * commit would do, to the row; e-mails are neither queued nor sent.
 */
export const runImport = async (options: TRunImportOptions): Promise<TImportRun> => {
  if (!options.isDryRun) return runSheets(options);
  const silentMail: TMailQueue = { ...options.mailQueue, dispatchEmails: async () => undefined };
  try {
    await options.db.transaction(async (tx) => {
      throw new DryRunFinished(await runSheets({ ...options, db: tx, mailQueue: silentMail }));
    });
  } catch (error: unknown) {
    if (error instanceof DryRunFinished) return error.result;
    throw error;
  }
  throw new Error('dry run ended without a result');
};
