import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_SHEET_NAMES } from '@pc/contract/admin-spreadsheet';
import { readSpreadsheet } from '../../src/features/spreadsheet-import/read-spreadsheet.ts';
import { buildSpreadsheetTemplate } from '../../src/features/spreadsheet-import/spreadsheet-template.ts';

/** A workbook as ExcelJS's streaming writer stores it: every sheet before workbook.xml. */
const streamedWorkbook = async (sheets: Record<string, (string | number)[][]>): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
};

const readAll = async (content: Buffer) => {
  const read: { sheet: string; kind: string | null; rows: unknown[][] }[] = [];
  for await (const sheet of readSpreadsheet({ fileName: 'planilha.xlsx', content })) {
    const rows: unknown[][] = [];
    for await (const row of sheet.rows) rows.push(row.cells);
    read.push({ sheet: sheet.sheet, kind: sheet.kind, rows });
  }
  return read;
};

/**
 * ExcelJS's own pass over a zip takes the parts in stored order and, on current Node, loses
 * workbook.xml when the sheets come first, as ExcelJS writes them: the reader hands its public
 * streaming reader the parts in the order it needs.
 */
describe('spreadsheet reader on ExcelJS', () => {
  it('reads the template, whose sheets come before workbook.xml, by its sheets in their order', async () => {
    const template = await buildSpreadsheetTemplate({ stepNames: ['Trânsito'] });
    const sheets = await readAll(template);
    expect(sheets.filter((sheet) => sheet.kind !== null).map((sheet) => sheet.sheet)).toEqual(
      Object.values(SPREADSHEET_SHEET_NAMES),
    );
  });

  it("reads a workbook of ExcelJS's streaming writer by its sheets' names, row by row", async () => {
    const content = await streamedWorkbook({
      Notas: [['qualquer coisa']],
      Processos: [
        ['Processo', 'Status'],
        [4101, 'Em trânsito'],
        [4102, 'Atracado'],
      ],
    });
    expect(await readAll(content)).toEqual([
      { sheet: 'Notas', kind: null, rows: [] },
      {
        sheet: 'Processos',
        kind: 'processes',
        rows: [
          [4101, 'Em trânsito'],
          [4102, 'Atracado'],
        ],
      },
    ]);
  });
});
