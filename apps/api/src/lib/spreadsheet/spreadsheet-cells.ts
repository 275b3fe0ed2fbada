import type { CellRichTextValue, CellValue } from 'exceljs';
import { businessDayOf } from '../business-day.ts';

/** The spec's text for a missing value. */
export const NOT_INFORMED = 'N/I';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const MONEY_FORMAT = '#,##0.00';

/** Text a spreadsheet (or a CSV made from it) could read as a formula: = + - @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell value. Risky text is written as an inline rich-text string (`t="inlineStr"`), which
 * Excel and LibreOffice always show as the plain text (no apostrophe, never evaluated); plain text
 * stays a normal string.
 */
export const textCell = (value: string | null | undefined): CellValue => {
  if (value === null || value === undefined || value.trim() === '') return NOT_INFORMED;
  if (!FORMULA_START.test(value)) return value;
  const richText: CellRichTextValue = { richText: [{ text: value }] };
  return richText;
};

/**
 * A calendar day as an Excel date: 'yyyy-MM-dd' becomes UTC midnight, so the serial is the whole
 * day whatever the server's zone; instants are first moved to their São Paulo calendar day.
 */
export const toExcelDate = (value: string): Date | null => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : saoPauloDay(value);
  if (day === null) return null;
  const known = excelDays.get(day);
  if (known) return known;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  // A big export has a few hundred distinct days over many rows; the writer only reads the date.
  if (excelDays.size >= EXCEL_DAYS_KEPT) excelDays.clear();
  excelDays.set(day, date);
  return date;
};

const EXCEL_DAYS_KEPT = 20_000;
const excelDays = new Map<string, Date>();

const saoPauloDay = (instant: string): string | null => {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : businessDayOf(date);
};
