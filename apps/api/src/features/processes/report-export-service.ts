import type { Readable } from 'node:stream';
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
import { streamSheet, type TCell } from '../../lib/spreadsheet/stream-sheet.ts';

/** Ids fetched per query: bounded memory and parameter count whatever the export size. */
const EXPORT_CHUNK_SIZE = 2_000;

const cellOf = (column: TReportColumn, process: TProcessResponse): TCell => {
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

/** The processes of `ids` in the order sent, a chunk at a time; other companies' ids are never found. */
async function* processBatches({ db, companyIds, ids }: TExportOptions): AsyncIterable<TProcessResponse[]> {
  const uniqueIds = [...new Set(ids)];
  for (let start = 0; start < uniqueIds.length; start += EXPORT_CHUNK_SIZE) {
    const chunk = uniqueIds.slice(start, start + EXPORT_CHUNK_SIZE);
    const rows = companyIds.length === 0 ? [] : await findProcessRowsByIds(db, { companyIds, ids: chunk });
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield chunk.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProcessResponse(row)] : [];
    });
  }
}

/** A real .xlsx of the given processes and columns in the order sent, streamed. */
export const streamReportExport = (options: TExportOptions): Readable =>
  streamSheet({
    sheetName: 'Processos',
    columns: options.columns.map(getReportColumn).map((column) => ({
      header: column.label,
      width: WIDTH[column.type],
      cell: (process: TProcessResponse) => cellOf(column, process),
    })),
    rows: processBatches(options),
    logger: options.logger,
  });
