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
import { indexWorkbook, type TWorkbookIndex } from './workbook-index.ts';
import { openZipArchive, ZipBoundsError, type TZipArchive, type TZipBounds } from './zip-entries.ts';
import { zipInOrder, type TZipPart } from './zip-in-order.ts';

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
  const first = await records.next();
  if (first.done) return;
  const header = first.value;
  const kind = kindOfHeader(header);
  if (!kind) throw new AppError('BAD_REQUEST', SPREADSHEET_CSV_UNKNOWN_MESSAGE);
  async function* rows(): AsyncGenerator<TSheetRow> {
    let row = 1;
    for await (const cells of records) {
      row += 1;
      yield { row, cells };
    }
  }
  yield { sheet: SPREADSHEET_SHEET_NAMES[kind], kind, header, rows: rows() };
}

const MEGABYTE = 1024 * 1024;

const megabytes = (bytes: number): string => `${Math.round(bytes / MEGABYTE).toLocaleString('pt-BR')} MB`;

/** How far an uploaded .xlsx may go before it is refused (it is at most MAX_SPREADSHEET_BYTES zipped). */
export type TSpreadsheetLimits = {
  zip: TZipBounds;
  /** ExcelJS holds the shared strings in memory while the sheets are read. */
  maxSharedStringsBytes: number;
  /** …and the styles (what tells a date cell). */
  maxStylesBytes: number;
  /** workbook.xml and its relations are read whole. */
  maxManifestBytes: number;
  /** Cells handed on, each row counted up to its last cell (a lone cell in column XFD counts 16,384). */
  maxCells: number;
};

/**
 * Ordinary sheets inflate about tenfold (the bench's 7 MB workbook of 100,000 rows holds 63 MB of
 * XML; its 900,000-row one some 600 MB); a zip bomb inflates hundreds or a thousand times.
 */
export const SPREADSHEET_LIMITS: TSpreadsheetLimits = {
  zip: {
    maxEntries: 10_000,
    maxTotalBytes: 1024 * MEGABYTE,
    maxEntryBytes: 1024 * MEGABYTE,
    maxRatio: 200,
    ratioFloorBytes: MEGABYTE,
  },
  maxSharedStringsBytes: 64 * MEGABYTE,
  maxStylesBytes: 16 * MEGABYTE,
  maxManifestBytes: 8 * MEGABYTE,
  maxCells: 50_000_000,
};

const unreadable = () => new AppError('BAD_REQUEST', SPREADSHEET_UNREADABLE_MESSAGE);

/** A workbook past a limit, refused before (or instead of) being read: what passed it, in pt-BR. */
const refusalOfSize = (detail: string) =>
  new AppError('BAD_REQUEST', `Não foi possível ler a planilha: ${detail}. Divida-a em arquivos menores.`);

const WORKBOOK = 'xl/workbook.xml';
const RELATIONS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

const MAIN_NAMESPACE = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/**
 * ExcelJS reads each sheet as it comes only once it holds shared strings and workbook relations:
 * an empty table when the file has none, and no relations (the sheets' names are read here, so
 * ExcelJS never resolves them, nor trips on a workbook.xml whose tags carry a prefix).
 */
const NO_SHARED_STRINGS = Buffer.from(
  `${XML_DECLARATION}<sst xmlns="${MAIN_NAMESPACE}" count="0" uniqueCount="0"/>`,
);
const NO_RELATIONS = Buffer.from(
  `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`,
);

/** The workbook as ExcelJS needs it: its date system only (a date cell's day depends on it). */
const workbookPart = (isDate1904: boolean): Buffer =>
  Buffer.from(
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NAMESPACE}"><workbookPr${isDate1904 ? ' date1904="1"' : ''}/><sheets/></workbook>`,
  );

/** The workbook's index (workbook.xml and its relations, both small, read whole), its sheets present. */
const readIndex = async (archive: TZipArchive, limits: TSpreadsheetLimits): Promise<TWorkbookIndex> => {
  const workbookSize = archive.sizeOf(WORKBOOK);
  const relationsSize = archive.sizeOf(RELATIONS);
  if (workbookSize === undefined) throw unreadable();
  if (Math.max(workbookSize, relationsSize ?? 0) > limits.maxManifestBytes) {
    throw refusalOfSize(`o índice das abas passa de ${megabytes(limits.maxManifestBytes)}`);
  }
  if ((archive.sizeOf(SHARED_STRINGS) ?? 0) > limits.maxSharedStringsBytes) {
    throw refusalOfSize(`os textos da planilha passam de ${megabytes(limits.maxSharedStringsBytes)}`);
  }
  if ((archive.sizeOf(STYLES) ?? 0) > limits.maxStylesBytes) {
    throw refusalOfSize(`os estilos da planilha passam de ${megabytes(limits.maxStylesBytes)}`);
  }
  try {
    const workbook = (await archive.read(WORKBOOK)).toString('utf8');
    // Without relations no sheet is found: the caller tells the workbook has none of the template's.
    const relations = relationsSize === undefined ? '' : (await archive.read(RELATIONS)).toString('utf8');
    const index = indexWorkbook(workbook, relations || '<Relationships/>');
    return { ...index, sheets: index.sheets.filter((sheet) => archive.sizeOf(sheet.path) !== undefined) };
  } catch {
    throw unreadable();
  }
};

/**
 * ExcelJS's public streaming reader, handed a zip of only the parts it reads, in the order it needs
 * them: relations, workbook, shared strings, styles, then the sheets in the tabs' order. Given the
 * zip as writers store it (sheets first, workbook.xml last, as ExcelJS itself writes), its own pass
 * puts the sheets aside in temporary files, and its unzipper ends the pass once it holds the whole
 * zip, losing the parts it had read ahead (workbook.xml among them: undefined.sheets). Rows are
 * handed on as they are parsed, so a workbook of 100,000 rows never sits in memory whole. A
 * sheet's rows must be read before the next sheet is asked for.
 */
async function* workbookSheets(archive: TZipArchive, limits: TSpreadsheetLimits): AsyncGenerator<TReadSheet> {
  const { sheets, isDate1904 } = await readIndex(archive, limits);
  if (sheets.length === 0) return;
  const parts: TZipPart[] = [
    { path: RELATIONS, content: NO_RELATIONS },
    { path: WORKBOOK, content: workbookPart(isDate1904) },
    {
      path: SHARED_STRINGS,
      content:
        archive.sizeOf(SHARED_STRINGS) === undefined ? NO_SHARED_STRINGS : () => archive.open(SHARED_STRINGS),
    },
    ...(archive.sizeOf(STYLES) === undefined ? [] : [{ path: STYLES, content: () => archive.open(STYLES) }]),
    // Named as ExcelJS recognises a sheet; their names are the ones read from workbook.xml.
    ...sheets.map((sheet, index) => ({
      path: `xl/worksheets/sheet${index + 1}.xml`,
      content: () => archive.open(sheet.path),
    })),
  ];
  const lastSheetHandedOn = Promise.withResolvers<undefined>();
  let hasFailed = false;
  // The one read under way (reads are one at a time), told to stop when the zip fails.
  let stopWaiting: (() => void) | null = null;
  const zip = zipInOrder(parts, {
    end: lastSheetHandedOn.promise,
    onFailure: () => {
      hasFailed = true;
      stopWaiting?.();
    },
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(zip, { objectMode: false }), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // ExcelJS's errors (bad XML, a zip cut short by a part that failed) are the file's.
  const next = <T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> =>
    new Promise((resolve, reject) => {
      if (hasFailed) {
        reject(unreadable());
        return;
      }
      stopWaiting = () => reject(unreadable());
      iterator.next().then(
        (result) => (result.done && hasFailed ? reject(unreadable()) : resolve(result)),
        () => reject(unreadable()),
      );
    });
  let cellCount = 0;
  const cellsOf = (row: ExcelJS.Row): TRawCell[] => {
    const values = row.values as unknown[];
    const length = Math.max(values.length - 1, 0);
    cellCount += length;
    if (cellCount > limits.maxCells) {
      throw refusalOfSize(`passa de ${limits.maxCells.toLocaleString('pt-BR')} células`);
    }
    return Array.from({ length }, (_, index) => toRawCell(values[index + 1]));
  };
  const worksheets = reader[Symbol.asyncIterator]();
  try {
    for (const [position, sheet] of sheets.entries()) {
      const worksheet = await next(worksheets);
      if (worksheet.done) throw unreadable();
      if (position === sheets.length - 1) lastSheetHandedOn.resolve(undefined);
      const iterator = worksheet.value[Symbol.asyncIterator]();
      // The header is the first row that has anything (row 1 in the template).
      let header: TRawCell[] = [];
      for (let row = await next(iterator); !row.done; row = await next(iterator)) {
        const cells = cellsOf(row.value);
        if (cells.some((cell) => cell !== null)) {
          header = cells;
          break;
        }
      }
      async function* rows(): AsyncGenerator<TSheetRow> {
        for (let row = await next(iterator); !row.done; row = await next(iterator)) {
          yield { row: row.value.number, cells: cellsOf(row.value) };
        }
      }
      yield {
        sheet: sheet.name,
        kind: KIND_BY_SHEET.get(foldText(sheet.name)) ?? null,
        header,
        rows: rows(),
      };
    }
  } finally {
    // A reading stopped early: the zip's writer is left to end and be collected.
    lastSheetHandedOn.resolve(undefined);
  }
}

/** The sheets of an .xlsx, its zip read by yauzl within `limits`. */
async function* xlsxSheets(file: TSpreadsheetFile, limits: TSpreadsheetLimits): AsyncGenerator<TReadSheet> {
  if (!isZip(file.content)) throw unreadable();
  const archive = await openZipArchive({ content: file.content, bounds: limits.zip }).catch(
    (error: unknown) => {
      throw error instanceof ZipBoundsError ? refusalOfSize(error.message) : unreadable();
    },
  );
  if (!archive) throw unreadable();
  try {
    yield* workbookSheets(archive, limits);
  } finally {
    archive.close();
  }
}

/** The sheets of an uploaded .xlsx or .csv, in the file's order. */
export const readSpreadsheet = (
  file: TSpreadsheetFile,
  limits: TSpreadsheetLimits = SPREADSHEET_LIMITS,
): AsyncGenerator<TReadSheet> => (isCsvFile(file.fileName) ? csvSheets(file) : xlsxSheets(file, limits));
