import type { z } from 'zod';
import { SPREADSHEET_COLUMNS, type TSpreadsheetKind } from '@pc/contract/admin-spreadsheet';
import { ZIngestDeclaration, ZIngestInvoice, ZIngestInvoiceParams } from '@pc/contract/integration';
import type { TAnalyticsPeriod } from '../../core/analytics/analytics-types.ts';
import { upsertDeclaration } from '../../core/ingestion/ingest-declaration.ts';
import { upsertInvoice } from '../../core/ingestion/ingest-invoice.ts';
import { reasonOf } from './import-tally.ts';
import type { TImportEnvironment, TSheetInput } from './run-import.ts';
import {
  isBlankRow,
  isNotesRow,
  itemIndexOfIssue,
  readRowValues,
  refusalOfIssue,
  type TRowRefusal,
} from './sheet-rows.ts';

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

const pick = (values: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])),
  );

/** The row of an item an issue names (items[3] → the group's fourth row with an item), else the first. */
const rowOfIssue = (rows: readonly number[], error: z.ZodError): number =>
  rows[itemIndexOfIssue(error) ?? 0] ?? rows[0] ?? 1;

type TWriteGroup = (group: {
  identification: number;
  rows: { row: number; values: Record<string, unknown> }[];
}) => Promise<
  { outcome: 'created' | 'updated' | 'unchanged' } | { outcome: 'refused'; row: number; refusal: TRowRefusal }
>;

const writeInvoiceGroup =
  (environment: TImportEnvironment): TWriteGroup =>
  async ({ identification, rows }) => {
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
      return { outcome: 'refused', row: first.row, refusal: { column: null, reason: reasonOf(error) } };
    }
  };

const writeDeclarationGroup =
  (environment: TImportEnvironment, stalePeriods: TAnalyticsPeriod[]): TWriteGroup =>
  async ({ identification, rows }) => {
    const [first] = rows;
    if (!first) return { outcome: 'unchanged' };
    const itemFields = SPREADSHEET_COLUMNS.declarations
      .map((column) => column.field)
      .filter((field) => field !== 'identification' && field !== 'registryDate');
    const parsed = ZIngestDeclaration.safeParse({
      registryDate: first.values['registryDate'],
      items: rows.map(({ values }) => pick(values, itemFields)),
    });
    if (!parsed.success) {
      return {
        outcome: 'refused',
        row: rowOfIssue(
          rows.map(({ row }) => row),
          parsed.error,
        ),
        refusal: refusalOfIssue('declarations', parsed.error),
      };
    }
    try {
      const { response, stalePeriod } = await upsertDeclaration({
        db: environment.db,
        caller: environment.caller,
        identification,
        declaration: parsed.data,
        countryCodes: environment.countryCodes,
      });
      if (stalePeriod) stalePeriods.push(stalePeriod);
      return { outcome: response.result };
    } catch (error: unknown) {
      return { outcome: 'refused', row: first.row, refusal: { column: null, reason: reasonOf(error) } };
    }
  };

const KEY_FIELDS: Readonly<Record<'invoices' | 'declarations', readonly string[]>> = {
  invoices: ['identification', 'invoiceNumber'],
  declarations: ['identification'],
};

const GROUP_NAMES = { invoices: 'a invoice', declarations: 'a declaração' } as const;

/**
 * A sheet whose rows make objects of several rows (the invoices with their instalments, the
 * declarations with their items), grouped by their key as they come: one object is written when
 * the key changes. One refused row refuses its whole object (the set replaces the stored one, so a
 * part of it would delete the rest); the object's other rows say which row it was.
 */
export const importGroupedSheet = async (
  environment: TImportEnvironment,
  input: TSheetInput & { kind: 'invoices' | 'declarations' },
  stalePeriods: TAnalyticsPeriod[],
): Promise<void> => {
  const { kind, sheet, indexes, rows, tally } = input;
  const keyPositions = KEY_FIELDS[kind].map((field) =>
    SPREADSHEET_COLUMNS[kind].findIndex((column) => column.field === field),
  );
  const write =
    kind === 'invoices' ? writeInvoiceGroup(environment) : writeDeclarationGroup(environment, stalePeriods);
  const written = new Set<string>();
  let group: TGroup | null = null;

  const flush = async (current: TGroup) => {
    written.add(current.key);
    const refusedRow = current.refused?.row;
    const result: Awaited<ReturnType<TWriteGroup>> = current.refused
      ? { outcome: 'refused', row: current.refused.row, refusal: current.refused.refusal }
      : await write({
          identification: Number(current.rows[0]?.values?.['identification']),
          rows: current.rows.flatMap(({ row, values }) => (values ? [{ row, values }] : [])),
        });
    for (const { row } of current.rows) {
      if (result.outcome !== 'refused') {
        tally.mark(sheet, row, result.outcome);
      } else if (row === (refusedRow ?? result.row)) {
        tally.mark(sheet, row, 'refused', result.refusal);
      } else {
        tally.mark(sheet, row, 'refused', {
          column: null,
          reason: `${GROUP_NAMES[kind]} desta linha não foi gravada: a linha ${refusedRow ?? result.row} foi recusada`,
        });
      }
    }
    await environment.onRows(current.rows.length);
  };

  for await (const { row, cells } of rows) {
    if (isBlankRow(cells) || (row <= 2 && isNotesRow(kind, indexes, cells))) continue;
    const key = keyPositions.map((position) => String(cells[indexes[position] ?? -1] ?? '').trim()).join('|');
    if (group && group.key !== key) {
      await flush(group);
      group = null;
    }
    if (!group && written.has(key)) {
      tally.mark(sheet, row, 'refused', {
        column: null,
        reason: `as linhas d${GROUP_NAMES[kind]} devem vir seguidas: esta chave já apareceu em linhas anteriores`,
      });
      continue;
    }
    group ??= { key, rows: [], refused: null };
    const read = readRowValues({ kind, indexes, cells, context: environment.cellContext });
    if ('refusal' in read) {
      group.rows.push({ row, values: null });
      group.refused ??= { row, refusal: read.refusal };
      continue;
    }
    group.rows.push({ row, values: read.values });
  }
  if (group) await flush(group);
};

export type TGroupedKind = Extract<TSpreadsheetKind, 'invoices' | 'declarations'>;
