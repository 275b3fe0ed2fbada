import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_SHEET_NAMES } from '@pc/contract/admin-spreadsheet';
import {
  assertDrivenReader,
  DRIVEN_READER_METHODS,
  readSpreadsheet,
} from '../../src/features/spreadsheet-import/read-spreadsheet.ts';
import { buildSpreadsheetTemplate } from '../../src/features/spreadsheet-import/spreadsheet-template.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');

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
 * The reader drives private methods of ExcelJS's WorkbookReader (its public reader fails on the
 * template's own zip order): this suite fails first, and says why, if an upgrade takes them away.
 */
describe('spreadsheet reader on ExcelJS', () => {
  it('runs on the ExcelJS version pinned in package.json, whose private reader methods it drives', async () => {
    const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const installed = JSON.parse(
      await readFile(path.join(apiRoot, '../../node_modules/exceljs/package.json'), 'utf8'),
    ) as { version: string };
    expect(manifest.dependencies['exceljs'], 'ExcelJS must stay pinned exactly').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed.version).toBe(manifest.dependencies['exceljs']);
    const prototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, unknown>;
    for (const name of DRIVEN_READER_METHODS) {
      expect(typeof prototype[name], `ExcelJS WorkbookReader.${name} is gone`).toBe('function');
    }
    expect(() => assertDrivenReader()).not.toThrow();
  });

  it("reads the template, whose sheets come before workbook.xml, where ExcelJS's public reader fails", async () => {
    const template = await buildSpreadsheetTemplate({ stepNames: ['Trânsito'] });
    const publicReader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([template]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    // Were this to pass one day, the public reader would do and the private calls could go.
    await expect(
      (async () => {
        for await (const sheet of publicReader) for await (const _row of sheet) void _row;
      })(),
    ).rejects.toThrow();
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
