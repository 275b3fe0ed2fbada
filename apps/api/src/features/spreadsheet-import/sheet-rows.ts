import type { z } from 'zod';
import {
  SPREADSHEET_COLUMNS,
  type TSpreadsheetColumn,
  type TSpreadsheetKind,
} from '@pc/contract/admin-spreadsheet';
import {
  foldText,
  isBlank,
  readCell,
  readReference,
  type TCellContext,
  type TRawCell,
} from './cell-values.ts';
import type { TSheetInput } from './import-environment.ts';
import type { TRowRefusal } from './import-tally.ts';
import type { TSheetRow } from './read-spreadsheet.ts';

/** How the row named its process when it used a reference's prefix (PRI00812): checked against the type. */
export type TRowReference = { prefix: string; text: string };

/** A row's values by field (and its process's prefix, if it gave one), or its first refusal. */
export type TRowValues =
  { values: Record<string, unknown>; reference: TRowReference | null } | { refusal: TRowRefusal };

/** Where each column of the kind sits in the sheet (its header's index), -1 when the sheet lacks it. */
export const mapColumns = (kind: TSpreadsheetKind, header: readonly TRawCell[]): number[] => {
  const folded = header.map((cell) => foldText(String(cell ?? '')));
  return SPREADSHEET_COLUMNS[kind].map((column) => folded.indexOf(foldText(column.header)));
};

/** The template's notes row (row 2) is not data: its cells are the columns' notes. */
export const isNotesRow = (
  kind: TSpreadsheetKind,
  indexes: readonly number[],
  cells: readonly TRawCell[],
): boolean =>
  SPREADSHEET_COLUMNS[kind].some((column, position) => {
    const cell = cells[indexes[position] ?? -1];
    return typeof cell === 'string' && cell.trim() === column.note;
  });

export const isBlankRow = (cells: readonly TRawCell[]): boolean => cells.every(isBlank);

export const REQUIRED_REASON = 'preenchimento obrigatório';

/**
 * The row's cells read by their columns' types. An empty cell leaves its field out (an update keeps
 * the stored value); a required one refuses the row.
 */
export const readRowValues = (options: {
  kind: TSpreadsheetKind;
  indexes: readonly number[];
  cells: readonly TRawCell[];
  context: TCellContext;
}): TRowValues => {
  const { kind, indexes, cells, context } = options;
  const values: Record<string, unknown> = {};
  let reference: TRowReference | null = null;
  const columns = SPREADSHEET_COLUMNS[kind];
  for (const [position, column] of columns.entries()) {
    const cell = cells[indexes[position] ?? -1] ?? null;
    const result = readCell(column, cell, context);
    if ('error' in result) return { refusal: { column: column.header, reason: result.error } };
    if (result.value === undefined) {
      if (column.isRequired) return { refusal: { column: column.header, reason: REQUIRED_REASON } };
      continue;
    }
    values[column.field] = result.value;
    if (column.type === 'reference') {
      const read = readReference(cell);
      if ('prefix' in read && read.prefix) reference = { prefix: read.prefix, text: String(cell).trim() };
    }
  }
  return { values, reference };
};

const columnOfField = (kind: TSpreadsheetKind, field: string | undefined): TSpreadsheetColumn | undefined =>
  SPREADSHEET_COLUMNS[kind].find((column) => column.field === field);

/** The contract's first complaint about an object, told by the column it came from. */
export const refusalOfIssue = (kind: TSpreadsheetKind, error: z.ZodError): TRowRefusal => {
  const [issue] = error.issues;
  const field = [...(issue?.path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  const column = columnOfField(kind, field);
  const message = (issue?.message ?? 'valor inválido').replace(/\.$/, '');
  // The contract speaks to an API client ('Informe condition como …'): the sheet's reader knows the
  // column by its header ('Informe Condição como …').
  const reason =
    column && field ? message.replace(new RegExp(`\\b${field}\\b`, 'g'), column.header) : message;
  return { column: column?.header ?? null, reason };
};

/** The index of the item or rate an issue is about (path ['items', 3, 'ncm'] → 3). */
export const itemIndexOfIssue = (error: z.ZodError): number | null => {
  const index = error.issues[0]?.path[1];
  return typeof index === 'number' ? index : null;
};

/** The data rows of a sheet: not blank, not the template's notes row (each told to `onDataRow`). */
export async function* dataRows({ kind, indexes, rows, onDataRow }: TSheetInput): AsyncGenerator<TSheetRow> {
  for await (const row of rows) {
    if (isBlankRow(row.cells) || (row.row <= 2 && isNotesRow(kind, indexes, row.cells))) continue;
    onDataRow?.(row);
    yield row;
  }
}

/** The fields of a row that hold a value (an empty cell leaves the stored one as it is). */
export const pick = (values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])),
  );
