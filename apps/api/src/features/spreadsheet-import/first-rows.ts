import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_FIRST_ROWS,
  type TSpreadsheetColumn,
  type TSpreadsheetFirstRow,
  type TSpreadsheetFirstRows,
  type TSpreadsheetKind,
} from '@pc/contract/admin-spreadsheet';
import { processReference } from '@pc/contract/process';
import type { TDbExecutor } from '../../db/client.ts';
import { formatAmount, formatBrDay } from '../../lib/format-br.ts';
import { isBlank, type TCellContext, type TRawCell } from './cell-values.ts';
import { outcomeOfLetter, type TImportResult } from './import-tally.ts';
import type { TSheetRow } from './read-spreadsheet.ts';
import { readRowValues } from './sheet-rows.ts';
import { findProcessTypes } from './spreadsheet-import-repository.ts';

const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

const formatCnpj = (digits: string): string =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** A cell as the file has it, for a refused row: its text, a date cell as DD/MM/AAAA. */
const fileText = (cell: TRawCell): string | null => {
  if (isBlank(cell)) return null;
  if (cell instanceof Date) return formatBrDay(cell.toISOString().slice(0, 10));
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return String(cell).trim();
};

type TWritten = {
  types: ReadonlyMap<number, string>;
  stepNames: ReadonlyMap<number, string>;
  values: Record<string, unknown>;
};

/** A value as it will be written, told in pt-BR as the portal shows it (a process as its reference). */
const writtenText = (column: TSpreadsheetColumn, { types, stepNames, values }: TWritten): string | null => {
  const value = values[column.field];
  if (value === undefined || value === null) return null;
  switch (column.type) {
    case 'reference': {
      const id = Number(value);
      const given = typeof values['typeOfProcess'] === 'string' ? values['typeOfProcess'] : null;
      return processReference(types.get(id) ?? given, id);
    }
    case 'day':
      return formatBrDay(String(value));
    case 'money':
      return formatAmount(Number(value));
    case 'decimal':
      return DECIMAL.format(Number(value));
    case 'flag':
      return value === true ? 'Sim' : 'Não';
    case 'cnpj':
      return formatCnpj(String(value));
    case 'cnpjs':
      return (value as string[]).map(formatCnpj).join(', ');
    case 'step':
      return stepNames.get(Number(value)) ?? String(value);
    case 'choice':
      return (
        Object.entries(column.choices ?? {}).find(([, choice]) => choice === value)?.[0] ?? String(value)
      );
    case 'integer':
    case 'text':
    case 'email':
      return String(value);
  }
};

type TKeptSheet = { kind: TSpreadsheetKind; indexes: readonly number[]; rows: TSheetRow[] };

/**
 * The first rows of each sheet, kept as they are read and told, once the run has written them, as
 * they were (or will be) written: so the preview shows what a confirmation does to each value, and
 * a refused row as the file has it, never as a value read into it (decision 0098).
 */
export const createFirstRows = () => {
  const sheets = new Map<string, TKeptSheet>();

  /** Keeps the first rows of a sheet: the answer is the reader's `onDataRow`. */
  const keep = (sheet: string, kind: TSpreadsheetKind, indexes: readonly number[]) => {
    const kept = sheets.get(sheet) ?? { kind, indexes, rows: [] };
    sheets.set(sheet, kept);
    return (row: TSheetRow) => {
      if (kept.rows.length < SPREADSHEET_FIRST_ROWS) kept.rows.push({ row: row.row, cells: [...row.cells] });
    };
  };

  /** After the writes (in the preview's transaction): each kept row with its outcome and values. */
  const build = async (options: {
    db: TDbExecutor;
    result: TImportResult;
    context: TCellContext;
    stepNames: ReadonlyMap<number, string>;
  }): Promise<TSpreadsheetFirstRows[]> => {
    const { result, context } = options;
    const read = new Map<string, ReturnType<typeof readRowValues>[]>();
    for (const [sheet, { kind, indexes, rows }] of sheets) {
      read.set(
        sheet,
        rows.map(({ cells }) => readRowValues({ kind, indexes, cells, context })),
      );
    }
    const identifications = [...read.values()]
      .flat()
      .flatMap((row) =>
        'values' in row && typeof row.values['identification'] === 'number'
          ? [row.values['identification']]
          : [],
      );
    const types = await findProcessTypes(options.db, [...new Set(identifications)]);
    // A sheet with no data row (the template's untouched ones) has nothing to show.
    return [...sheets].flatMap(([sheet, { kind, indexes, rows }]) => {
      if (rows.length === 0) return [];
      const letters = result.outcomes[sheet] ?? '';
      const present = SPREADSHEET_COLUMNS[kind].flatMap((column, position) => {
        const index = indexes[position] ?? -1;
        return index >= 0 && rows.some(({ cells }) => !isBlank(cells[index] ?? null))
          ? [{ column, index }]
          : [];
      });
      const firstRows: TSpreadsheetFirstRow[] = rows.map(({ row, cells }, position) => {
        const outcome = outcomeOfLetter(letters[row - 1]) ?? 'refused';
        const values = read.get(sheet)?.[position];
        if (outcome === 'refused' || !values || 'refusal' in values) {
          const refusal = result.refusals.find(
            (candidate) => candidate.sheet === sheet && candidate.row === row,
          );
          return {
            row,
            outcome: 'refused',
            cells: present.map(({ index }) => fileText(cells[index] ?? null)),
            reason: refusal?.reason ?? null,
          };
        }
        const written = { types, stepNames: options.stepNames, values: values.values };
        return {
          row,
          outcome,
          cells: present.map(({ column }) => writtenText(column, written)),
          reason: null,
        };
      });
      return [{ sheet, kind, columns: present.map(({ column }) => column.header), rows: firstRows }];
    });
  };

  return { keep, build };
};
