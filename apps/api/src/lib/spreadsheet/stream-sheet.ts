import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';

export type TCell = { value: ExcelJS.CellValue; numFmt?: string; isBold?: boolean };
export type TSheetColumn<T> = { header: string; width: number; cell: (row: T) => TCell };

export type TSheet<T> = {
  sheetName: string;
  columns: readonly TSheetColumn<T>[];
  rows: AsyncIterable<readonly T[]> | Iterable<readonly T[]>;
  /** The header row stays in view while the sheet scrolls. */
  isHeaderFrozen?: boolean;
};

type TStyle = Partial<ExcelJS.Style>;

/** ExcelJS picks a default format by the value's type: a date, a number, or anything else. */
const kindOf = (value: ExcelJS.CellValue): number =>
  value instanceof Date ? 0 : typeof value === 'number' ? 1 : 2;

const createStyle = (numFmt: string | undefined, isBold: boolean): TStyle =>
  // Frozen: shared by every such cell, so a write to one cell's style must fail, not spread.
  Object.freeze({
    ...(numFmt ? { numFmt } : {}),
    ...(isBold ? { font: Object.freeze({ bold: true }) } : {}),
  });

/**
 * One style object per look of a cell. ExcelJS renders a cell's style to XML to find its id unless
 * it has seen that very object before (a WeakMap), and a fresh object per cell made the styles
 * most of a big export's time. Its id also depends on the value's type (a date without a format
 * gets a date format), so the type is part of the key.
 */
/** Per format: the style of each value kind, plain and bold (index kind * 2 + bold). */
const sharedStyles = new Map<string, TStyle[]>();

const sharedStyle = ({ value, numFmt, isBold = false }: TCell): TStyle => {
  const byKind = sharedStyles.get(numFmt ?? '') ?? [];
  if (byKind.length === 0) sharedStyles.set(numFmt ?? '', byKind);
  const index = kindOf(value) * 2 + (isBold ? 1 : 0);
  const known = byKind[index];
  if (known) return known;
  const style = createStyle(numFmt, isBold);
  byKind[index] = style;
  return style;
};

/**
 * The batches of `rows` with the next one already asked for: an export's next query runs on the
 * database (PostgreSQL's process, or PGlite's thread) while this thread writes the current batch,
 * so reading and writing overlap instead of taking turns. At most two batches are held.
 */
export async function* readAhead<T>(rows: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  if (!(Symbol.asyncIterator in rows)) {
    yield* rows;
    return;
  }
  const iterator = rows[Symbol.asyncIterator]();
  const askNext = () => {
    const next = iterator.next();
    // Handled from the start: it may fail while the consumer awaits something else, and it is
    // awaited below, where its error is thrown to the consumer.
    next.catch(() => undefined);
    return next;
  };
  let pending = askNext();
  try {
    for (let result = await pending; result.done !== true; result = await pending) {
      pending = askNext();
      yield result.value;
    }
  } finally {
    // Left early (a download cut short): the source is closed once the batch already asked for has
    // answered, which releases its cursors.
    await iterator.return?.();
  }
}

/**
 * Streams an .xlsx (ExcelJS streaming writer) of one or more sheets, each with a bold header: rows
 * leave as they are written, so memory stays flat however many batches a sheet yields.
 */
export const streamWorkbook = ({
  sheets,
  logger,
}: {
  // Each sheet has its own row type; the writer only hands each row back to its own columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sheets: readonly TSheet<any>[];
  logger: FastifyBaseLogger;
}): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const writeSheet = async <T>({ sheetName, columns, rows, isHeaderFrozen = false }: TSheet<T>) => {
    const sheet = workbook.addWorksheet(
      sheetName,
      isHeaderFrozen ? { views: [{ state: 'frozen', ySplit: 1 }] } : {},
    );
    sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const batch of readAhead(rows)) {
      // A download cut short: leaving the loop closes the rows' source (an export's cursors).
      if (stream.destroyed) return false;
      for (const row of batch) {
        const cells = columns.map((column) => column.cell(row));
        // The values in one call, then a style for each cell that has a value: ExcelJS looking
        // each cell up by its address was a tenth of an export. An empty cell is not written at
        // all (undefined), so it has no style of its own to render.
        const sheetRow = sheet.addRow(cells.map((cell) => cell.value ?? undefined));
        sheetRow.eachCell((cell, columnNumber) => {
          const look = cells[columnNumber - 1];
          if (look) cell.style = sharedStyle(look);
        });
        sheetRow.commit();
      }
    }
    sheet.commit();
    return true;
  };
  const write = async () => {
    for (const sheet of sheets) {
      if (!(await writeSheet(sheet))) return;
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // Headers are already sent: all we can do is cut the download short and log why.
    logger.error({ err: error, sheets: sheets.map((sheet) => sheet.sheetName) }, 'spreadsheet export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};

/** A one-sheet workbook: see {@link streamWorkbook}. */
export const streamSheet = <T>({ logger, ...sheet }: TSheet<T> & { logger: FastifyBaseLogger }): Readable =>
  streamWorkbook({ sheets: [sheet], logger });
