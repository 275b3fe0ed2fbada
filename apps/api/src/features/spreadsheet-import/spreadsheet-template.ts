import ExcelJS from 'exceljs';
import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_KINDS,
  SPREADSHEET_LISTS_SHEET_NAME,
  SPREADSHEET_SHEET_NAMES,
  type TSpreadsheetColumn,
} from '@pc/contract/admin-spreadsheet';
import { DATE_FORMAT, MONEY_FORMAT } from '../../lib/spreadsheet/spreadsheet-cells.ts';

/** Rows of each sheet that carry the choice lists (the broker may add more; they are read all the same). */
export const TEMPLATE_VALIDATED_ROWS = 2_000;

type TValidations = { add: (address: string, validation: ExcelJS.DataValidation) => void };

const listOf = (column: TSpreadsheetColumn, stepsRange: string): string | null => {
  if (column.type === 'step') return stepsRange;
  if (!column.choices) return null;
  return `"${Object.keys(column.choices).join(',')}"`;
};

const formatOf = (column: TSpreadsheetColumn): string | undefined =>
  column.type === 'day' ? DATE_FORMAT : column.type === 'money' ? MONEY_FORMAT : undefined;

/**
 * The import template: one sheet per kind with its pt-BR headers (row 1), what each column takes
 * (row 2, the notes row the import skips), date and money formats, and a choice list where a
 * column takes a fixed set. The steps' names (too long for an inline list) sit on a hidden sheet.
 */
export const buildSpreadsheetTemplate = async ({
  stepNames,
}: {
  stepNames: readonly string[];
}): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal dos Clientes';
  const stepsRange = `${SPREADSHEET_LISTS_SHEET_NAME}!$A$1:$A$${Math.max(stepNames.length, 1)}`;
  for (const kind of SPREADSHEET_KINDS) {
    const columns = SPREADSHEET_COLUMNS[kind];
    const sheet = workbook.addWorksheet(SPREADSHEET_SHEET_NAMES[kind], {
      views: [{ state: 'frozen', ySplit: 2 }],
    });
    sheet.columns = columns.map((column) => {
      const numFmt = formatOf(column);
      return {
        header: column.header,
        width: Math.max(14, Math.min(column.header.length + 6, 40)),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle' };
    const notes = sheet.getRow(2);
    notes.values = columns.map((column) => column.note);
    notes.font = { italic: true, color: { argb: 'FF595959' } };
    notes.alignment = { wrapText: true, vertical: 'top' };
    notes.height = 48;
    const validations = (sheet as unknown as { dataValidations: TValidations }).dataValidations;
    columns.forEach((column, index) => {
      const list = listOf(column, stepsRange);
      if (!list) return;
      const letter = sheet.getColumn(index + 1).letter;
      validations.add(`${letter}3:${letter}${TEMPLATE_VALIDATED_ROWS}`, {
        type: 'list',
        allowBlank: true,
        formulae: [list],
        showErrorMessage: true,
        errorStyle: 'warning',
        errorTitle: column.header,
        error: column.note,
      });
    });
  }
  const lists = workbook.addWorksheet(SPREADSHEET_LISTS_SHEET_NAME, { state: 'hidden' });
  stepNames.forEach((name, index) => {
    lists.getCell(index + 1, 1).value = name;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
