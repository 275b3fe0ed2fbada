import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';

export type TCell = { value: ExcelJS.CellValue; numFmt?: string };
export type TSheetColumn<T> = { header: string; width: number; cell: (row: T) => TCell };

/**
 * Streams a one-sheet .xlsx (ExcelJS streaming writer) with a bold header: rows leave as they are
 * written, so memory stays flat however many batches `rows` yields.
 */
export const streamSheet = <T>({
  sheetName,
  columns,
  rows,
  logger,
}: {
  sheetName: string;
  columns: readonly TSheetColumn<T>[];
  rows: AsyncIterable<readonly T[]>;
  logger: FastifyBaseLogger;
}): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const batch of rows) {
      for (const row of batch) {
        const sheetRow = sheet.addRow([]);
        columns.forEach((column, index) => {
          const cell = sheetRow.getCell(index + 1);
          const { value, numFmt } = column.cell(row);
          cell.value = value;
          if (numFmt) cell.numFmt = numFmt;
        });
        sheetRow.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // Headers are already sent: all we can do is cut the download short and log why.
    logger.error({ err: error, sheet: sheetName }, 'spreadsheet export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
