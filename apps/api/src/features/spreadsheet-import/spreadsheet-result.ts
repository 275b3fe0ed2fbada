import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import {
  SPREADSHEET_OUTCOME_LABELS,
  SPREADSHEET_STATUS_HEADER,
  spreadsheetRefusalText,
} from '@pc/contract/admin-spreadsheet';
import type { TStoredRefusal } from '../../db/schema/spreadsheet-imports.ts';
import { DATE_FORMAT } from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { outcomeOfLetter } from './import-tally.ts';
import { readSpreadsheet, type TSpreadsheetFile } from './read-spreadsheet.ts';

const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: DATE_FORMAT });

/** What the status column says of a row: its outcome, and a refused row's reason. */
const statusText = (letter: string | undefined, refusal: TStoredRefusal | undefined): string | null => {
  const outcome = outcomeOfLetter(letter);
  if (!outcome) return null;
  const label = SPREADSHEET_OUTCOME_LABELS[outcome];
  return refusal ? `${label}: ${spreadsheetRefusalText(refusal)}` : label;
};

/**
 * The uploaded workbook again, each sheet of the template with a status column at its end: what
 * the import did with each row (or would do, before the confirmation). Read and written as
 * streams, like the import itself.
 */
export const streamResultWorkbook = ({
  file,
  outcomes,
  refusals,
  logger,
}: {
  file: TSpreadsheetFile;
  outcomes: Readonly<Record<string, string>>;
  refusals: readonly TStoredRefusal[];
  logger: FastifyBaseLogger;
}): Readable => {
  const stream = new PassThrough();
  const refusalByRow = new Map(refusals.map((refusal) => [`${refusal.sheet}|${refusal.row}`, refusal]));
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    for await (const read of readSpreadsheet(file)) {
      if (!read.kind) {
        for await (const _row of read.rows) void _row;
        continue;
      }
      const letters = outcomes[read.sheet] ?? '';
      const sheet = workbook.addWorksheet(read.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
      const width = read.header.length;
      const header = sheet.addRow([
        ...read.header.map((cell) => cell ?? undefined),
        SPREADSHEET_STATUS_HEADER,
      ]);
      header.font = { bold: true };
      header.commit();
      for await (const { row, cells } of read.rows) {
        const values = Array.from({ length: width }, (_, index) => cells[index] ?? undefined);
        const status = statusText(letters[row - 1], refusalByRow.get(`${read.sheet}|${row}`));
        const sheetRow = sheet.addRow([...values, status ?? undefined]);
        sheetRow.eachCell((cell) => {
          if (cell.value instanceof Date) cell.style = DATE_STYLE;
        });
        sheetRow.commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    logger.error({ err: error }, 'resultado da importação de planilha');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
