import { PassThrough } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_UNREADABLE_MESSAGE } from '@pc/contract/admin-spreadsheet';
import { AppError } from '../../lib/app-error.ts';
import { readSpreadsheet, SPREADSHEET_LIMITS, type TSpreadsheetLimits } from './read-spreadsheet.ts';

type TRead = {
  sheet: string;
  kind: string | null;
  header: unknown[];
  rows: { row: number; cells: unknown[] }[];
};

const readAll = async (content: Buffer, limits?: TSpreadsheetLimits): Promise<TRead[]> => {
  const read: TRead[] = [];
  for await (const sheet of readSpreadsheet({ fileName: 'planilha.xlsx', content }, limits)) {
    const rows: TRead['rows'] = [];
    for await (const row of sheet.rows) rows.push(row);
    read.push({ sheet: sheet.sheet, kind: sheet.kind, header: sheet.header, rows });
  }
  return read;
};

const failureOf = (content: Buffer, limits?: TSpreadsheetLimits): Promise<unknown> =>
  readAll(content, limits).then(
    () => null,
    (error: unknown) => error,
  );

/** A workbook of ExcelJS's writer: every text in the shared strings. */
const sharedStringsWorkbook = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const companies = workbook.addWorksheet('Empresas');
  companies.addRow(['CNPJ', 'Nome', 'Abertura', 'Capital']);
  companies.addRow(['11222333000181', 'Açúcar & Café', new Date(Date.UTC(2026, 2, 2)), 1234.5]);
  companies.getCell('C2').numFmt = 'dd/mm/yyyy';
  companies.addRow([]);
  companies.addRow(['44555666000199', null, null, 7]);
  const notes = workbook.addWorksheet('Notas');
  notes.addRow([{ richText: [{ text: 'Negrito', font: { bold: true } }, { text: ' e normal' }] }]);
  notes.addRow([45_000, true]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A workbook of ExcelJS's streaming writer without shared strings: texts inline in the sheets. */
const inlineStringsWorkbook = async (): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Processos');
  sheet.addRow(['Processo', 'Status', 'ETA']).commit();
  const row = sheet.addRow([4101, { richText: [{ text: 'Em trânsito' }] }, new Date(Date.UTC(2026, 4, 18))]);
  row.getCell(3).numFmt = 'dd/mm/yyyy';
  row.commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook written part by part: its sheets stored before workbook.xml and out of the tabs'
 * order, one at an absolute target (as openpyxl writes them) and a path of its own, no shared
 * strings and no styles.
 */
const handWrittenWorkbook = (): Buffer =>
  Buffer.from(
    zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>só notas</t></is></c></row></sheetData></worksheet>`,
      ),
      'xl/worksheets/dados.xml': strToU8(
        `<worksheet xmlns="${MAIN_NS}"><sheetData>` +
          `<row r="2"><c r="A2" t="inlineStr"><is><t>Processo</t></is></c><c r="B2" t="str"><v>Status</v></c></row>` +
          `<row r="3"><c r="A3"><v>4101</v></c><c r="C3" t="b"><v>1</v></c></row>` +
          `</sheetData></worksheet>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${RELATIONS_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${RELATIONS_NS}/worksheet" Target="/xl/worksheets/dados.xml"/>` +
          `</Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<x:workbook xmlns:x="${MAIN_NS}" xmlns:rel="${RELATIONS_NS}"><x:sheets>` +
          `<x:sheet name="Processos" sheetId="2" rel:id="rId2"/><x:sheet name="Notas &amp; avisos" sheetId="1" rel:id="rId1"/>` +
          `</x:sheets></x:workbook>`,
      ),
    }),
  );

const refusalMessage = (error: unknown): string | null =>
  error instanceof AppError && error.code === 'BAD_REQUEST' ? error.message : null;

describe('readSpreadsheet (.xlsx)', () => {
  it('reads shared strings, rich text, dates, numbers, flags and empty cells, sheet by sheet', async () => {
    expect(await readAll(await sharedStringsWorkbook())).toEqual([
      {
        sheet: 'Empresas',
        kind: 'companies',
        header: ['CNPJ', 'Nome', 'Abertura', 'Capital'],
        rows: [
          { row: 2, cells: ['11222333000181', 'Açúcar & Café', new Date('2026-03-02T00:00:00Z'), 1234.5] },
          { row: 4, cells: ['44555666000199', null, null, 7] },
        ],
      },
      { sheet: 'Notas', kind: null, header: ['Negrito e normal'], rows: [{ row: 2, cells: [45_000, true] }] },
    ]);
  });

  it('hands on every sheet to a reader that takes its time over each row (as the import does)', async () => {
    const names: string[] = [];
    for await (const sheet of readSpreadsheet({
      fileName: 'a.xlsx',
      content: await sharedStringsWorkbook(),
    })) {
      for await (const _row of sheet.rows) await setTimeout(20);
      names.push(sheet.sheet);
    }
    expect(names).toEqual(['Empresas', 'Notas']);
  });

  it('reads inline strings as the streaming writer stores them', async () => {
    expect(await readAll(await inlineStringsWorkbook())).toEqual([
      {
        sheet: 'Processos',
        kind: 'processes',
        header: ['Processo', 'Status', 'ETA'],
        rows: [{ row: 2, cells: [4101, 'Em trânsito', new Date('2026-05-18T00:00:00Z')] }],
      },
    ]);
  });

  it("reads a date by the workbook's date system (a Mac's 1904 one)", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = true;
    const sheet = workbook.addWorksheet('Câmbio');
    sheet.addRow(['Data', 'Moeda']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 27)), 'USD']);
    sheet.getCell('A2').numFmt = 'dd/mm/yyyy';
    const [read] = await readAll(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read?.rows).toEqual([{ row: 2, cells: [new Date('2026-11-27T00:00:00Z'), 'USD'] }]);
  });

  it("takes the sheets in the tabs' order and by their names, wherever and however the zip stores them", async () => {
    expect(await readAll(handWrittenWorkbook())).toEqual([
      {
        sheet: 'Processos',
        kind: 'processes',
        header: ['Processo', 'Status'],
        rows: [{ row: 3, cells: [4101, null, true] }],
      },
      { sheet: 'Notas & avisos', kind: null, header: ['só notas'], rows: [] },
    ]);
  });

  it('refuses bytes that are not an .xlsx as unreadable', async () => {
    const failure = await failureOf(Buffer.from('not a zip at all'));
    expect(refusalMessage(failure)).toBe(SPREADSHEET_UNREADABLE_MESSAGE);
    const noWorkbook = Buffer.from(zipSync({ 'xl/styles.xml': strToU8('<styleSheet/>') }));
    expect(refusalMessage(await failureOf(noWorkbook))).toBe(SPREADSHEET_UNREADABLE_MESSAGE);
  });

  it('refuses a zip bomb (shared strings that expand a thousand times) before inflating it', async () => {
    // 4 MB of one repeated string compress to about 4 KB: the shape of a 2 GB sharedStrings.xml in 5 MB.
    const bomb = Buffer.from(
      zipSync({
        'xl/sharedStrings.xml': strToU8(
          `<sst xmlns="${MAIN_NS}">${'<si><t>a</t></si>'.repeat(250_000)}</sst>`,
        ),
        'xl/workbook.xml': strToU8(`<workbook xmlns="${MAIN_NS}"/>`),
      }),
    );
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusalMessage(await failureOf(bomb))).toMatch(
      /^Não foi possível ler a planilha: xl\/sharedStrings\.xml se expande \d+ vezes ao descompactar\. Divida-a em arquivos menores\.$/,
    );
  });

  it('refuses shared strings or styles past their limits, and a workbook past its cells', async () => {
    const content = await sharedStringsWorkbook();
    const sharedStrings = await failureOf(content, { ...SPREADSHEET_LIMITS, maxSharedStringsBytes: 100 });
    expect(refusalMessage(sharedStrings)).toMatch(
      /^Não foi possível ler a planilha: os textos da planilha passam de/,
    );
    const styles = await failureOf(content, { ...SPREADSHEET_LIMITS, maxStylesBytes: 100 });
    expect(refusalMessage(styles)).toMatch(
      /^Não foi possível ler a planilha: os estilos da planilha passam de/,
    );
    const cells = await failureOf(content, { ...SPREADSHEET_LIMITS, maxCells: 10 });
    expect(refusalMessage(cells)).toBe(
      'Não foi possível ler a planilha: passa de 10 células. Divida-a em arquivos menores.',
    );
    expect(await readAll(content, { ...SPREADSHEET_LIMITS, maxCells: 16 })).toHaveLength(2);
  });

  it('fails a sheet whose declared size lies, midway through its rows, as unreadable, without waiting for ever', async () => {
    const rows = Array.from(
      { length: 5_000 },
      (_, index) => `<row r="${index + 1}"><c r="A${index + 1}"><v>${index}</v></c></row>`,
    );
    const sheet = strToU8(
      `<worksheet xmlns="${MAIN_NS}"><sheetData>${rows.join('')}</sheetData></worksheet>`,
    );
    const zip = Buffer.from(
      zipSync({
        'xl/worksheets/sheet1.xml': sheet,
        'xl/_rels/workbook.xml.rels': strToU8(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
        'xl/workbook.xml': strToU8(
          `<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONS_NS}"><sheets><sheet name="Processos" r:id="rId1"/></sheets></workbook>`,
        ),
      }),
    );
    // The central directory declares half the sheet: yauzl stops it there.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    for (let offset = zip.length - 46; offset >= 0; offset -= 1) {
      const isEntry = zip.readUInt32LE(offset) === 0x02014b50;
      if (isEntry && zip.subarray(offset + 46, offset + 46 + name.length).equals(name)) {
        zip.writeUInt32LE(Math.floor(sheet.length / 2), offset + 24);
      }
    }
    let rowsRead = 0;
    const failure = await (async () => {
      for await (const read of readSpreadsheet({ fileName: 'a.xlsx', content: zip })) {
        for await (const _row of read.rows) rowsRead += 1;
      }
    })().then(
      () => null,
      (error: unknown) => error,
    );
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThan(5_000);
    expect(refusalMessage(failure)).toBe(SPREADSHEET_UNREADABLE_MESSAGE);
  });
});
