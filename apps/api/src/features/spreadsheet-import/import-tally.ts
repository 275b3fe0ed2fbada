import {
  SPREADSHEET_REFUSALS_KEPT,
  type TSpreadsheetKind,
  type TSpreadsheetRowOutcome,
} from '@pc/contract/admin-spreadsheet';
import type { TStoredRefusal, TStoredSheetSummary } from '../../db/schema/spreadsheet-imports.ts';
import { AppError } from '../../lib/app-error.ts';

/** Why a row (or one of its cells) was refused: the column's header, null for the row as a whole. */
export type TRowRefusal = { column: string | null; reason: string };

/** One letter per outcome in the stored row outcomes ('-': not a data row). */
export const OUTCOME_LETTERS: Readonly<Record<TSpreadsheetRowOutcome, string>> = {
  created: 'C',
  updated: 'U',
  unchanged: 'N',
  refused: 'R',
};

export const outcomeOfLetter = (letter: string | undefined): TSpreadsheetRowOutcome | null => {
  const entry = Object.entries(OUTCOME_LETTERS).find(([, value]) => value === letter);
  return entry ? (entry[0] as TSpreadsheetRowOutcome) : null;
};

/** What an import did, or would do: per sheet, per row, and the refused rows with their reasons. */
export type TImportResult = {
  sheets: TStoredSheetSummary[];
  refusals: TStoredRefusal[];
  outcomes: Record<string, string>;
  /** Data rows read. */
  rows: number;
};

/** The pt-BR reason of a failed upsert: its own message, or the database's refusal of the row. */
export const reasonOf = (error: unknown): string => {
  if (error instanceof AppError) return error.message.replace(/\.$/, '');
  return 'o banco de dados recusou esta linha: confira os valores e as datas';
};

/** Counts each row's outcome as the sheets are read. */
export const createTally = () => {
  const summaries = new Map<string, TStoredSheetSummary>();
  const letters = new Map<string, string[]>();
  const refusals: TStoredRefusal[] = [];
  let rows = 0;

  const open = (kind: TSpreadsheetKind, sheet: string): void => {
    if (summaries.has(sheet)) return;
    summaries.set(sheet, { kind, sheet, created: 0, updated: 0, unchanged: 0, refused: 0 });
    letters.set(sheet, []);
  };

  const mark = (
    sheet: string,
    row: number,
    outcome: TSpreadsheetRowOutcome,
    refusal?: TRowRefusal | null,
  ): void => {
    const summary = summaries.get(sheet);
    const sheetLetters = letters.get(sheet);
    if (!summary || !sheetLetters) throw new Error(`sheet ${sheet} not opened`);
    summary[outcome] += 1;
    sheetLetters[row - 1] = OUTCOME_LETTERS[outcome];
    rows += 1;
    if (outcome === 'refused' && refusals.length < SPREADSHEET_REFUSALS_KEPT) {
      refusals.push({
        sheet,
        row,
        column: refusal?.column ?? null,
        reason: refusal?.reason ?? 'linha recusada',
      });
    }
  };

  const result = (): TImportResult => ({
    sheets: [...summaries.values()],
    refusals: [...refusals].sort((a, b) => {
      const order = [...summaries.keys()];
      return order.indexOf(a.sheet) - order.indexOf(b.sheet) || a.row - b.row;
    }),
    outcomes: Object.fromEntries(
      [...letters].map(([sheet, list]) => [sheet, Array.from(list, (letter) => letter ?? '-').join('')]),
    ),
    rows,
  });

  /** Rows created so far by the sheets of one kind. */
  const createdOf = (kind: TSpreadsheetKind): number =>
    [...summaries.values()].reduce((sum, summary) => sum + (summary.kind === kind ? summary.created : 0), 0);

  return { open, mark, result, createdOf, rowsMarked: () => rows };
};

export type TTally = ReturnType<typeof createTally>;
