import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type ExcelJSType from 'exceljs';
import { expect, type Page } from '@playwright/test';
import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_KINDS,
  SPREADSHEET_SHEET_NAMES,
  type TSpreadsheetKind,
} from '@pc/contract/admin-spreadsheet';

// exceljs is CommonJS: through Playwright's ESM loader one of its dependencies fails to link
// ("module is not linked"); Node's own require loads it (as support/read-xlsx.ts does).
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSType;

/** A cell as a person types it into the template. */
export type TCellValue = string | number | null;
/** Rows per sheet, each by the contract's field names (the template's column order is looked up). */
export type TSheetRows = Partial<Record<TSpreadsheetKind, Record<string, TCellValue>[]>>;

/** Header (row 1) and notes (row 2) come first: the data starts at row 3. */
export const FIRST_DATA_ROW = 3;

/** The downloaded template with the rows written into its sheets, as a person would fill it. */
export const fillSpreadsheetTemplate = async (template: Buffer, rows: TSheetRows): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  for (const kind of SPREADSHEET_KINDS) {
    const sheetRows = rows[kind] ?? [];
    if (sheetRows.length === 0) continue;
    const sheet = workbook.getWorksheet(SPREADSHEET_SHEET_NAMES[kind]);
    if (!sheet) throw new Error(`the template has no sheet ${SPREADSHEET_SHEET_NAMES[kind]}`);
    sheetRows.forEach((values, index) => {
      const row = sheet.getRow(FIRST_DATA_ROW + index);
      SPREADSHEET_COLUMNS[kind].forEach((column, columnIndex) => {
        const value = values[column.field];
        if (value !== undefined && value !== null) row.getCell(columnIndex + 1).value = value;
      });
      row.commit();
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Clicks "Baixar modelo" and answers the saved file's bytes and name. */
export const downloadTemplate = async (page: Page): Promise<{ content: Buffer; fileName: string }> => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const download = await downloading;
  const filePath = await download.path();
  return { content: await readFile(filePath), fileName: download.suggestedFilename() };
};

/** Sends a workbook through the screen's file button, as the admin picks it. */
export const uploadWorkbook = async (page: Page, name: string, content: Buffer): Promise<void> => {
  await page.getByLabel('Planilha preenchida (.xlsx ou .csv)').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
};

/** The preview's counts of one sheet ('Processos' → [criadas, atualizadas, sem mudança, recusadas]). */
export const sheetCounts = async (page: Page, sheet: string): Promise<string[]> => {
  const table = page.getByRole('table', { name: /por aba$/ });
  await expect(table).toBeVisible({ timeout: 60_000 });
  return table
    .getByRole('row', { name: new RegExp(`^${sheet}\\b`) })
    .getByRole('cell')
    .allTextContents();
};
