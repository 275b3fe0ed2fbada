import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getReportColumn, type TReportColumn, type TReportColumnKey } from '@pc/contract/report-columns';
import type { TProcessResponse } from '@pc/contract/process';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { findProcessRowsByIds } from './process-repository.ts';
import { toProcessResponse } from './process-row.ts';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';

/** Ids fetched per query: bounded memory and parameter count whatever the export size. */
const EXPORT_CHUNK_SIZE = 2_000;

const cellOf = (
  column: TReportColumn,
  process: TProcessResponse,
): { value: ExcelJS.CellValue; numFmt?: string } => {
  const value = column.value(process);
  if (value === null || value === '') return { value: NOT_INFORMED };
  switch (column.type) {
    case 'text':
      return { value: textCell(String(value)) };
    case 'date': {
      const date = typeof value === 'string' ? toExcelDate(value) : null;
      return date ? { value: date, numFmt: DATE_FORMAT } : { value: NOT_INFORMED };
    }
    case 'money':
      return typeof value === 'number' ? { value, numFmt: MONEY_FORMAT } : { value: NOT_INFORMED };
    default: {
      const exhaustive: never = column.type;
      throw new Error(`Tipo de coluna desconhecido: ${String(exhaustive)}`);
    }
  }
};

const WIDTH: Record<TReportColumn['type'], number> = { text: 24, date: 14, money: 16 };

type TExportOptions = {
  db: TDatabase;
  companyIds: readonly number[];
  ids: readonly number[];
  columns: readonly TReportColumnKey[];
  logger: FastifyBaseLogger;
};

const writeRows = async (
  { db, companyIds, ids, columns }: TExportOptions,
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
): Promise<void> => {
  const catalogue = columns.map(getReportColumn);
  const sheet = workbook.addWorksheet('Processos');
  sheet.columns = catalogue.map((column) => ({
    header: column.label,
    key: column.key,
    width: WIDTH[column.type],
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  const uniqueIds = [...new Set(ids)];
  for (let start = 0; start < uniqueIds.length; start += EXPORT_CHUNK_SIZE) {
    const chunk = uniqueIds.slice(start, start + EXPORT_CHUNK_SIZE);
    // Ids of other companies (or unknown) are simply not found: they never reach the file.
    const rows = companyIds.length === 0 ? [] : await findProcessRowsByIds(db, { companyIds, ids: chunk });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of chunk) {
      const row = byId.get(id);
      if (!row) continue;
      const process = toProcessResponse(row);
      const sheetRow = sheet.addRow([]);
      catalogue.forEach((column, index) => {
        const cell = sheetRow.getCell(index + 1);
        const { value, numFmt } = cellOf(column, process);
        cell.value = value;
        if (numFmt) cell.numFmt = numFmt;
      });
      sheetRow.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
};

/**
 * Streams a real .xlsx (ExcelJS streaming writer) of the given processes and columns in the order
 * sent: rows leave as they are written, so memory stays flat for 100k rows.
 */
export const streamReportExport = (options: TExportOptions): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  writeRows(options, workbook).catch((error: unknown) => {
    // Headers are already sent: all we can do is cut the download short and log why.
    options.logger.error({ err: error }, 'report export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
