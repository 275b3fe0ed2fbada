import type { z } from 'zod';
import { SPREADSHEET_COLUMNS, type TSpreadsheetKind } from '@pc/contract/admin-spreadsheet';
import {
  type TIngestDeclaration,
  ZIngestDeclaration,
  ZIngestInvoice,
  ZIngestInvoiceParams,
} from '@pc/contract/integration';
import type { TAnalyticsPeriod } from '../../core/analytics/analytics-types.ts';
import {
  upsertDeclarations,
  type TDeclarationOutcome,
  type TDeclarationWrite,
} from '../../core/ingestion/ingest-declaration.ts';
import { upsertInvoice } from '../../core/ingestion/ingest-invoice.ts';
import { writeDuimpGroups } from './import-duimp-group.ts';
import { writeExpenseGroups } from './import-expense-group.ts';
import { refusedBy, type TGroupResult, type TGroupToWrite, type TWriteGroups } from './group-results.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TRowRefusal } from './import-tally.ts';
import type { TImportEnvironment, TSheetInput } from './import-environment.ts';
import { dataRows, pick, itemIndexOfIssue, readRowValues, refusalOfIssue } from './sheet-rows.ts';

/** Rows that make one object: an invoice with its instalments, a declaration with its items. */
type TGroup = {
  key: string;
  rows: { row: number; values: Record<string, unknown> | null }[];
  refused: { row: number; refusal: TRowRefusal } | null;
};

const INVOICE_FIELDS = [
  'currency',
  'invoiceDate',
  'estimatedInvoiceDate',
  'invoiceAmount',
  'exchangeRate',
  'vendorName',
  'paymentTerms',
  'invoiceDue',
] as const;
const INSTALLMENT_FIELDS = ['parcel', 'condition', 'term', 'dueDate', 'value', 'valueInBrl'] as const;

/** The row of an item an issue names (items[3] → the group's fourth row with an item), else the first. */
const rowOfIssue = (rows: readonly number[], error: z.ZodError): number =>
  rows[itemIndexOfIssue(error) ?? 0] ?? rows[0] ?? 1;

/** An invoice with its instalments: the invoice's own upsert (its transaction) per group. */
const writeInvoiceGroup = async (
  environment: TImportEnvironment,
  { identification, rows }: TGroupToWrite,
): Promise<TGroupResult> => {
  const [first] = rows;
  if (!first) return { outcome: 'unchanged' };
  const withParcel = rows.filter(({ values }) => values['parcel'] !== undefined);
  const number = ZIngestInvoiceParams.shape.invoiceNumber.safeParse(first.values['invoiceNumber']);
  if (!number.success)
    return { outcome: 'refused', row: first.row, refusal: refusalOfIssue('invoices', number.error) };
  const parsed = ZIngestInvoice.safeParse({
    ...pick(first.values, INVOICE_FIELDS),
    installments: withParcel.map(({ values }) => pick(values, INSTALLMENT_FIELDS)),
  });
  if (!parsed.success) {
    const issueRows =
      parsed.error.issues[0]?.path[0] === 'installments' ? withParcel.map(({ row }) => row) : [first.row];
    return {
      outcome: 'refused',
      row: rowOfIssue(issueRows, parsed.error),
      refusal: refusalOfIssue('invoices', parsed.error),
    };
  }
  try {
    const { result } = await upsertInvoice({
      db: environment.db,
      caller: environment.caller,
      identification,
      invoiceNumber: number.data,
      invoice: parsed.data,
      now: environment.now,
    });
    return { outcome: result };
  } catch (error: unknown) {
    if (!(error instanceof AppError)) environment.onError(error);
    return refusedBy(first.row, error);
  }
};

const writeInvoiceGroups =
  (environment: TImportEnvironment): TWriteGroups =>
  async (groups) => {
    const results: TGroupResult[] = [];
    for (const group of groups) results.push(await writeInvoiceGroup(environment, group));
    return results;
  };

const DECLARATION_ITEM_FIELDS = SPREADSHEET_COLUMNS.declarations
  .map((column) => column.field)
  .filter((field) => field !== 'identification' && field !== 'registryDate');

/** A declaration's rows as the ingestion API's body, or the refusal of the row at fault. */
const parseDeclaration = ({ rows }: TGroupToWrite): TIngestDeclaration | TGroupResult => {
  const parsed = ZIngestDeclaration.safeParse({
    registryDate: rows[0]?.values['registryDate'],
    items: rows.map(({ values }) => pick(values, DECLARATION_ITEM_FIELDS)),
  });
  if (parsed.success) return parsed.data;
  return {
    outcome: 'refused',
    row: rowOfIssue(
      rows.map(({ row }) => row),
      parsed.error,
    ),
    refusal: refusalOfIssue('declarations', parsed.error),
  };
};

/**
 * Declarations with their items: a batch in one upsertDeclarations (one transaction, a handful of
 * statements). Should the database refuse the batch, each declaration is written alone, so only
 * the one at fault is refused.
 */
const writeDeclarationGroups =
  (environment: TImportEnvironment, stalePeriods: TAnalyticsPeriod[]): TWriteGroups =>
  async (groups) => {
    const parsed = groups.map(parseDeclaration);
    const writes: TDeclarationWrite[] = [];
    const positions: number[] = [];
    parsed.forEach((declaration, index) => {
      const group = groups[index];
      if ('outcome' in declaration || !group) return;
      writes.push({ identification: group.identification, declaration });
      positions.push(index);
    });
    const upsert = (batch: readonly TDeclarationWrite[]) =>
      upsertDeclarations({
        db: environment.db,
        caller: environment.caller,
        declarations: batch,
        countryCodes: environment.ingestContext.countryCodes,
      });
    let outcomes: (TDeclarationOutcome | { failure: unknown })[];
    try {
      outcomes = await upsert(writes);
    } catch {
      outcomes = [];
      for (const write of writes) {
        outcomes.push(...(await upsert([write]).catch((failure: unknown) => [{ failure }])));
      }
    }
    const results = parsed.map((declaration) =>
      'outcome' in declaration ? declaration : ({ outcome: 'unchanged' } as TGroupResult),
    );
    outcomes.forEach((outcome, index) => {
      const position = positions[index] ?? 0;
      const row = groups[position]?.rows[0]?.row ?? 1;
      if ('failure' in outcome) {
        if (!(outcome.failure instanceof AppError)) environment.onError(outcome.failure);
        results[position] = refusedBy(row, outcome.failure);
      } else if ('error' in outcome) {
        results[position] = refusedBy(row, outcome.error);
      } else {
        if (outcome.stalePeriod) stalePeriods.push(outcome.stalePeriod);
        results[position] = { outcome: outcome.response.result };
      }
    });
    return results;
  };

/** Groups written at once: a batch of declarations of about this many items. */
const BATCH_ROWS: Readonly<Record<TGroupedKind, number>> = {
  invoices: 1,
  declarations: 4000,
  expenses: 1,
  duimps: 1,
};

const KEY_FIELDS: Readonly<Record<TGroupedKind, readonly string[]>> = {
  invoices: ['identification', 'invoiceNumber'],
  declarations: ['identification'],
  expenses: ['identification'],
  duimps: ['identification', 'number', 'version'],
};

/** How a group's refusals name it: its rows not written, its rows apart. */
const GROUP_TEXTS: Readonly<Record<TGroupedKind, { notWritten: string; apart: string }>> = {
  invoices: {
    notWritten: 'a invoice desta linha não foi gravada',
    apart: 'as linhas da invoice devem vir seguidas',
  },
  declarations: {
    notWritten: 'a declaração desta linha não foi gravada',
    apart: 'as linhas da declaração devem vir seguidas',
  },
  expenses: {
    notWritten: 'as despesas do processo desta linha não foram gravadas',
    apart: 'as linhas das despesas de um processo devem vir seguidas',
  },
  duimps: {
    notWritten: 'a DUIMP desta linha não foi gravada',
    apart: 'as linhas da DUIMP devem vir seguidas',
  },
};

const writerOf = (
  environment: TImportEnvironment,
  kind: TGroupedKind,
  stalePeriods: TAnalyticsPeriod[],
): TWriteGroups => {
  switch (kind) {
    case 'invoices':
      return writeInvoiceGroups(environment);
    case 'declarations':
      return writeDeclarationGroups(environment, stalePeriods);
    case 'expenses':
      return writeExpenseGroups(environment);
    case 'duimps':
      return writeDuimpGroups(environment);
  }
};

/**
 * A sheet whose rows make objects of several rows (the invoices with their instalments, the
 * declarations with their items, a process's expenses), grouped by their key as they come: a group
 * ends when the key changes, and groups are written a batch at a time while the next batch is read.
 * One refused row refuses its whole object (the set replaces the stored one, so a part of it would
 * delete the rest); the object's other rows say which row it was.
 */
export const importGroupedSheet = async (
  environment: TImportEnvironment,
  input: TSheetInput & { kind: TGroupedKind },
  stalePeriods: TAnalyticsPeriod[],
): Promise<void> => {
  const { kind, sheet, indexes, tally } = input;
  const keyPositions = KEY_FIELDS[kind].map((field) =>
    SPREADSHEET_COLUMNS[kind].findIndex((column) => column.field === field),
  );
  const write = writerOf(environment, kind, stalePeriods);
  const seen = new Set<string>();
  let group: TGroup | null = null;
  let batch: TGroup[] = [];
  let batchRows = 0;
  // The batch being written while the next one is read (the reader's work overlaps the database's).
  let writing: Promise<void> = Promise.resolve();

  const mark = (current: TGroup, result: TGroupResult) => {
    const refusedRow = current.refused?.row;
    for (const { row } of current.rows) {
      if (result.outcome !== 'refused') {
        tally.mark(sheet, row, result.outcome);
      } else if (row === (refusedRow ?? result.row)) {
        tally.mark(sheet, row, 'refused', result.refusal);
      } else {
        tally.mark(sheet, row, 'refused', {
          column: null,
          reason: `${GROUP_TEXTS[kind].notWritten}: a linha ${refusedRow ?? result.row} foi recusada`,
        });
      }
    }
  };

  const writeBatch = async (groups: readonly TGroup[]) => {
    const toWrite = groups.flatMap((current) =>
      current.refused
        ? []
        : [
            {
              identification: Number(current.rows[0]?.values?.['identification']),
              rows: current.rows.flatMap(({ row, values }) => (values ? [{ row, values }] : [])),
            },
          ],
    );
    const results = await write(toWrite);
    let next = 0;
    for (const current of groups) {
      if (current.refused) {
        mark(current, { outcome: 'refused', row: current.refused.row, refusal: current.refused.refusal });
        continue;
      }
      mark(current, results[next] ?? { outcome: 'unchanged' });
      next += 1;
    }
    await environment.onRows(groups.reduce((sum, current) => sum + current.rows.length, 0));
  };

  const close = async (current: TGroup) => {
    batch.push(current);
    batchRows += current.rows.length;
    if (batchRows < BATCH_ROWS[kind]) return;
    const full = batch;
    batch = [];
    batchRows = 0;
    await writing;
    writing = writeBatch(full);
  };

  try {
    for await (const { row, cells } of dataRows(input)) {
      const key = keyPositions
        .map((position) => String(cells[indexes[position] ?? -1] ?? '').trim())
        .join('|');
      if (group && group.key !== key) {
        await close(group);
        group = null;
      }
      if (!group && seen.has(key)) {
        tally.mark(sheet, row, 'refused', {
          column: null,
          reason: `${GROUP_TEXTS[kind].apart}: esta chave já apareceu em linhas anteriores`,
        });
        continue;
      }
      if (!group) {
        seen.add(key);
        group = { key, rows: [], refused: null };
      }
      const read = readRowValues({ kind, indexes, cells, context: environment.cellContext });
      const refusal =
        'refusal' in read ? read.refusal : await environment.references.check({ kind, ...read });
      if (refusal) {
        group.rows.push({ row, values: null });
        group.refused ??= { row, refusal };
        continue;
      }
      if ('refusal' in read) continue;
      group.rows.push({ row, values: read.values });
    }
    if (group) batch.push(group);
  } finally {
    // A reading failure still waits for the write under way (its transaction must end first).
    await writing.catch(() => undefined);
  }
  await writing;
  if (batch.length > 0) await writeBatch(batch);
};

export type TGroupedKind = Extract<TSpreadsheetKind, 'invoices' | 'declarations' | 'expenses' | 'duimps'>;
