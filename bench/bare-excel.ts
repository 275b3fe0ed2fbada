import type ExcelJS from 'exceljs';

const BARE_STYLE: Partial<ExcelJS.Style> = {};
const BARE_DATE_STYLE: Partial<ExcelJS.Style> = {};

/**
 * A bare baseline's row: the values as they are, one style object per value type, so ExcelJS
 * looks each style id up once, as the app's writer does (a fresh style per cell would make the
 * baseline pay a per-cell XML render the app does not).
 */
export const addBareRow = (sheet: ExcelJS.Worksheet, values: unknown[]): void => {
  const row = sheet.addRow(values);
  row.eachCell((cell) => {
    cell.style = cell.value instanceof Date ? BARE_DATE_STYLE : BARE_STYLE;
  });
  row.commit();
};
