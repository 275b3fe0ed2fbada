// By path, not from 'date-fns': the signed-in chunk takes what the Home's modules import, and the
// package's index imports all of date-fns (apps/web/chunk-groups.ts).
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { typeOfProcessPrefix } from '@pc/contract/process';

import { NOT_INFORMED } from './not-informed.ts';

export { NOT_INFORMED };

type TDateInput = string | number | Date | null | undefined;
type TNumberInput = number | string | null | undefined;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** 'N/I' for null, undefined or blank text; anything else as text (0 stays '0'). */
export const orNI = (value: string | number | null | undefined): string =>
  isBlank(value) ? NOT_INFORMED : String(value);

// parseISO reads 'yyyy-MM-dd' and zone-less 'yyyy-MM-ddTHH:mm:ss' as LOCAL time, so a date-only
// value never moves a day back in Brazil (new Date('2024-03-01') would be UTC midnight).
const toDate = (value: TDateInput): Date | null => {
  if (isBlank(value)) return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value as string);
  return isValid(date) ? date : null;
};

// The few patterns the screens use, written out: date-fns' format() and its locales were most of
// the date code on the Home's path (phone speed). Same output as format(date, pattern, { locale: ptBR }).
const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** 'yyyy' of date-fns: the year of the era, so year 0 reads 0001 (1 BC). */
const yearOf = (date: Date): number => {
  const year = date.getFullYear();
  return year > 0 ? year : 1 - year;
};

const monthName = (date: Date): string => MONTH_NAMES[date.getMonth()] ?? '';

const dayText = (date: Date): string =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(yearOf(date), 4)}`;

const timeText = (date: Date): string => `${date.getHours()}:${pad(date.getMinutes())}`;

const formatWith = (value: TDateInput, toText: (date: Date) => string): string => {
  const date = toDate(value);
  return date ? toText(date) : '';
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Dez': a month in three letters (spec part 2 §5), capitalised as a label, without a dot. */
export const formatMonthAbbr = (month: Date): string => capitalise(monthName(month).slice(0, 3));

/**
 * 'Dez/25': the one short form of a month on every screen (the dashboard's and Analytics' bars,
 * the exchange-rate cards): the three-letter month and the year's last two digits.
 */
export const formatMonthShort = (month: Date): string =>
  `${formatMonthAbbr(month)}/${pad(yearOf(month) % 100)}`;

/** 'dezembro de 2025': a month read aloud (accessible names, captions); a title capitalises it. */
export const formatMonthName = (month: Date): string => `${monthName(month)} de ${pad(yearOf(month), 4)}`;

/** `yyyy-MM-dd` of a local date: the day keys and period bounds the calls use. */
export const toIsoDay = (date: Date): string =>
  `${pad(yearOf(date), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** DD/MM/YYYY; '' when absent or invalid (combine with orNI where the screen shows N/I). */
export const formatDate = (value: TDateInput): string => formatWith(value, dayText);

/** H:mm (no leading zero on the hour, spec §1). */
export const formatTime = (value: TDateInput): string => formatWith(value, timeText);

/** DD/MM/YYYY H:mm. */
export const formatDateTime = (value: TDateInput): string =>
  formatWith(value, (date) => `${dayText(date)} ${timeText(date)}`);

const toNumber = (value: TNumberInput): number | null => {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
// Intl.NumberFormat construction is slow; tables format thousands of cells.
const getNumberFormat = (options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = JSON.stringify(options);
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', options);
    numberFormats.set(key, formatter);
  }
  return formatter;
};

/**
 * `R$ 1.234,56`. Intl separates the symbol with a NO-BREAK SPACE (U+00A0), kept on purpose so the
 * symbol never wraps away from the amount. Tests compare with '\u00a0'; Playwright's toHaveText
 * normalises it to a plain space.
 */
export const formatBRL = (value: TNumberInput): string => {
  const number = toNumber(value);
  return number === null ? '' : getNumberFormat({ style: 'currency', currency: 'BRL' }).format(number);
};

/** Decimal comma, thousands dot. Defaults to at most 2 decimals. */
export const formatNumber = (value: TNumberInput, options: Intl.NumberFormatOptions = {}): string => {
  const number = toNumber(value);
  return number === null ? '' : getNumberFormat({ maximumFractionDigits: 2, ...options }).format(number);
};

/**
 * '16.554.705,174 KG': imported weights in KG (spec part 2 §2.5) with 3 decimals, the gram the
 * declarations and the analytics store keep (DECIMAL(18,3)) and the spreadsheets write (#,##0.000).
 */
export const formatWeight = (value: TNumberInput): string => {
  const number = toNumber(value);
  return number === null
    ? ''
    : `${getNumberFormat({ minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(number)} KG`;
};

/** Exchange rates: always 4 decimals (spec §9). */
export const formatRate = (value: TNumberInput): string =>
  formatNumber(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** Foreign amounts with their symbol, 2 decimals: USD → 'US$ 1.234,56', EUR → '€ 1.234,56', CNY → 'CN¥ 1.234,56'. */
export const formatCurrency = (value: TNumberInput, currencyCode: string | null | undefined): string => {
  const number = toNumber(value);
  if (number === null) return '';
  const code = (currencyCode ?? '').trim().toUpperCase();
  const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (!/^[A-Z]{3}$/.test(code)) return getNumberFormat(decimals).format(number);
  try {
    return getNumberFormat({ style: 'currency', currency: code, ...decimals }).format(number);
  } catch {
    return `${code} ${getNumberFormat(decimals).format(number)}`;
  }
};

/** '84713012' → '8471.30.12'; 'N/I' when absent; other lengths are shown as received. */
export const formatNcm = (value: string | number | null | undefined): string => {
  if (isBlank(value)) return NOT_INFORMED;
  const digits = String(value).replace(/\D/g, '');
  if (digits.length !== 8) return String(value).trim();
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
};

/** Prefix plus the identification padded to 5 digits (spec §9): 'PRI00042'. */
export const formatProcessReference = (
  typeOfProcess: string | null | undefined,
  identification: string | number | null | undefined,
): string => {
  if (isBlank(identification)) return NOT_INFORMED;
  return `${typeOfProcessPrefix(typeOfProcess)}${String(identification).trim().padStart(5, '0')}`;
};

/** CNPJ as 00.000.000/0000-00; other lengths (e.g. a CPF or a partial value) are returned as given. */
export const formatCnpj = (value: string | null | undefined): string => {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14) return value;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
};
