import { createRequire } from 'node:module';
import type ExcelJSType from 'exceljs';

// exceljs is CommonJS: a plain `import` goes through Playwright's ESM loader, which fails to link
// one of its dependencies ("module is not linked"); Node's own require loads it fine.
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSType;

/** Rows of the first sheet as plain values (row 1 = header); index 0 of each row is the first column. */
export const readXlsxRows = async (file: string): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`no sheet in ${file}`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};
