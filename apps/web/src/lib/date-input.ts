import { checkPeriod } from '@pc/contract/period-range';

/** A period field that is not a whole DD/MM/AAAA date (list and Home filters). */
export const INVALID_DATE_MESSAGE = 'Informe as datas no formato DD/MM/AAAA.';

/** Keeps digits and inserts the slashes while typing: '01022025' → '01/02/2025'. */
export const maskDateText = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
};

/**
 * 'DD/MM/YYYY' → 'yyyy-MM-dd', or null when incomplete or not a real calendar day: 31/02/2025 is
 * refused, not rolled over to March as Date would, and so is year 0000.
 */
export const parseDateText = (text: string): string | null => {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const [dayText = '', monthText = '', yearText = ''] = text.split('/');
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: it reads years 0-99 as such, not as 1900-1999.
  date.setFullYear(year, month - 1, day);
  const isCalendarDay =
    year > 0 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isCalendarDay ? `${yearText}-${monthText}-${dayText}` : null;
};

/**
 * A date box that is filled but holds no day of the calendar (31/02/2026, 99/99/9999, 12/0): said as
 * such, never as a missing date.
 */
export const invalidDateMessage = (text: string): string =>
  `Data inválida: ${text}. Informe uma data que exista, no formato DD/MM/AAAA.`;

/** A period's two date boxes, as typed (DD/MM/YYYY). */
export type TDatePeriodText = { from: string; to: string };

/** 'missing': a box is empty (each screen has its own answer); 'refused': the message to show. */
export type TDatePeriodReading =
  | { status: 'missing' }
  | { status: 'refused'; message: string }
  | { status: 'valid'; period: { from: string; to: string } };

/**
 * Reads a period before it is sent: both boxes filled, each a real day, then the contract's rule of
 * the call (the end not before the start, at most `maxDays` days) with the text the server answers.
 */
export const readDatePeriod = (text: TDatePeriodText, maxDays: number): TDatePeriodReading => {
  const fromText = text.from.trim();
  const toText = text.to.trim();
  if (fromText === '' || toText === '') return { status: 'missing' };
  const from = parseDateText(fromText);
  if (from === null) return { status: 'refused', message: invalidDateMessage(fromText) };
  const to = parseDateText(toText);
  if (to === null) return { status: 'refused', message: invalidDateMessage(toText) };
  const message = checkPeriod({ start: from, end: to }, maxDays);
  return message === null ? { status: 'valid', period: { from, to } } : { status: 'refused', message };
};
