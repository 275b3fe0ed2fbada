import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_CSV_UNKNOWN_MESSAGE,
  SPREADSHEET_KINDS,
  SPREADSHEET_SHEET_NAMES,
  SPREADSHEET_UNREADABLE_MESSAGE,
  type TSpreadsheetKind,
} from '@pc/contract/admin-spreadsheet';
import { AppError } from '../../lib/app-error.ts';
import { foldText, toRawCell, type TRawCell } from './cell-values.ts';
import { decodeCsvText, parseCsvRecords } from './csv-text.ts';
import { readZipEntries } from './zip-entries.ts';

export type TSheetRow = { row: number; cells: TRawCell[] };

/** One sheet as read: its name, its header row, then its rows one at a time. */
export type TReadSheet = {
  sheet: string;
  /** The template's kind the sheet is (by name, or a CSV by its header); null: not the template's. */
  kind: TSpreadsheetKind | null;
  header: TRawCell[];
  rows: AsyncIterable<TSheetRow>;
};

export type TSpreadsheetFile = { fileName: string; content: Buffer };

const KIND_BY_SHEET = new Map(
  SPREADSHEET_KINDS.map((kind) => [foldText(SPREADSHEET_SHEET_NAMES[kind]), kind]),
);

export const isCsvFile = (fileName: string): boolean => /\.csv$/i.test(fileName);

const isZip = (content: Buffer): boolean =>
  content.length > 4 &&
  content[0] === 0x50 &&
  content[1] === 0x4b &&
  content[2] === 0x03 &&
  content[3] === 0x04;

/** The kind whose headers a CSV's header row matches best (one sheet per CSV file). */
const kindOfHeader = (header: readonly TRawCell[]): TSpreadsheetKind | null => {
  const present = new Set(header.map((cell) => foldText(String(cell ?? ''))));
  let best: { kind: TSpreadsheetKind; score: number } | null = null;
  for (const kind of SPREADSHEET_KINDS) {
    const columns = SPREADSHEET_COLUMNS[kind];
    const score = columns.filter((column) => present.has(foldText(column.header))).length;
    const isComplete = columns.every((column) => !column.isRequired || present.has(foldText(column.header)));
    if (score > 0 && isComplete && (!best || score > best.score)) best = { kind, score };
  }
  return best?.kind ?? null;
};

async function* csvSheets(file: TSpreadsheetFile): AsyncGenerator<TReadSheet> {
  const records = parseCsvRecords(decodeCsvText(file.content));
  const first = records.next();
  if (first.done) return;
  const header = first.value;
  const kind = kindOfHeader(header);
  if (!kind) throw new AppError('BAD_REQUEST', SPREADSHEET_CSV_UNKNOWN_MESSAGE);
  async function* rows(): AsyncGenerator<TSheetRow> {
    let row = 1;
    for (const cells of records) {
      row += 1;
      yield { row, cells };
    }
  }
  yield { sheet: SPREADSHEET_SHEET_NAMES[kind], kind, header, rows: rows() };
}

/**
 * ExcelJS's streaming reader, driven entry by entry: its own pass over the zip takes the entries in
 * stored order and loses the workbook (and so every sheet's name) when many sheets come before
 * workbook.xml, as ExcelJS itself writes them. The entries are read from the central directory
 * instead, in the order the reader needs: relations, workbook, shared strings, styles, then sheets.
 */
type TDrivenReader = {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels: (entry: Readable) => Promise<void>;
  _parseWorkbook: (entry: Readable) => Promise<void>;
  _parseSharedStrings: (entry: Readable) => AsyncIterable<unknown>;
  _parseStyles: (entry: Readable) => Promise<void>;
  _parseWorksheet: (
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ) => Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> & { name: string } }>;
};

/**
 * The private methods of ExcelJS's WorkbookReader this reader drives (ExcelJS is pinned exactly in
 * package.json). Its public reader takes the zip in stored order and fails on the template itself
 * (sheets before the shared strings and workbook.xml): a sheet's name read as undefined.sheets.
 */
export const DRIVEN_READER_METHODS = [
  '_parseRels',
  '_parseWorkbook',
  '_parseSharedStrings',
  '_parseStyles',
  '_parseWorksheet',
] as const;

/** Fails loudly (a server error, logged), not as the user's unreadable file, if ExcelJS changed. */
export const assertDrivenReader = (): void => {
  const prototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, unknown>;
  const missing = DRIVEN_READER_METHODS.filter((name) => typeof prototype[name] !== 'function');
  if (missing.length > 0) {
    throw new Error(`ExcelJS's WorkbookReader lacks ${missing.join(', ')}: read-spreadsheet.ts must change`);
  }
};

const openWorkbook = async (content: Buffer) => {
  const entries = readZipEntries(content);
  const workbookEntry = entries?.get('xl/workbook.xml');
  if (!entries || !workbookEntry) throw new AppError('BAD_REQUEST', SPREADSHEET_UNREADABLE_MESSAGE);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as TDrivenReader;
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels.open());
  await reader._parseWorkbook(workbookEntry.open());
  const sharedStrings = entries.get('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _event of reader._parseSharedStrings(sharedStrings.open())) void _event;
  const styles = entries.get('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.open());
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  const sheets = (reader.model?.sheets ?? []).flatMap((sheet) => {
    const target = (targets.get(sheet.rId) ?? '').replace(/^\/?(xl\/)?/, '');
    const entry = entries.get(`xl/${target}`);
    const sheetNo = /sheet(\d+)\.xml$/.exec(target)?.[1];
    return entry && sheetNo ? [{ entry, sheetNo }] : [];
  });
  return { reader, sheets };
};

/**
 * The sheets of an .xlsx as streams (ExcelJS's streaming sheet reader): rows are handed on as they
 * are parsed, so a workbook of 100,000 rows never sits in memory whole. A sheet's rows must be read
 * before the next sheet is asked for.
 */
async function* xlsxSheets(file: TSpreadsheetFile): AsyncGenerator<TReadSheet> {
  if (!isZip(file.content)) throw new AppError('BAD_REQUEST', SPREADSHEET_UNREADABLE_MESSAGE);
  assertDrivenReader();
  const { reader, sheets } = await openWorkbook(file.content).catch((error: unknown) => {
    throw error instanceof AppError ? error : new AppError('BAD_REQUEST', SPREADSHEET_UNREADABLE_MESSAGE);
  });
  const cellsOf = (row: ExcelJS.Row): TRawCell[] => {
    const values = row.values as unknown[];
    return Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => toRawCell(values[index + 1]));
  };
  const unreadable = () => new AppError('BAD_REQUEST', SPREADSHEET_UNREADABLE_MESSAGE);
  for (const { entry, sheetNo } of sheets) {
    for (const { eventType, value: worksheet } of reader._parseWorksheet(entry.open(), sheetNo)) {
      if (eventType !== 'worksheet') continue;
      const iterator = worksheet[Symbol.asyncIterator]();
      const next = async () => iterator.next().catch(() => Promise.reject(unreadable()));
      // The header is the first row that has anything (row 1 in the template).
      let headerRow = await next();
      while (!headerRow.done && cellsOf(headerRow.value).every((cell) => cell === null))
        headerRow = await next();
      const header = headerRow.done ? [] : cellsOf(headerRow.value);
      async function* rows(): AsyncGenerator<TSheetRow> {
        for (let row = await next(); !row.done; row = await next()) {
          yield { row: row.value.number, cells: cellsOf(row.value) };
        }
      }
      yield {
        sheet: worksheet.name,
        kind: KIND_BY_SHEET.get(foldText(worksheet.name)) ?? null,
        header,
        rows: rows(),
      };
    }
  }
}

/** The sheets of an uploaded .xlsx or .csv, in the file's order. */
export const readSpreadsheet = (file: TSpreadsheetFile): AsyncGenerator<TReadSheet> =>
  isCsvFile(file.fileName) ? csvSheets(file) : xlsxSheets(file);
