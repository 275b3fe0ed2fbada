import type {
  TCashCalendarCategory,
  TCashCalendarCategoryFilter,
  TCashCalendarStatusFilter,
} from '@pc/contract/cash-calendar';
import type { TPaymentState } from '@pc/contract/payment-reports';
import { processReference } from '@pc/contract/process';
import { BUSINESS_TIME_ZONE, type TDayRange } from '../../lib/business-day.ts';
import { currencyOfEntry, type TCashEntry } from './cash-calendar-items.ts';

/**
 * calendario-financeiro.txt, the fixed-width layout of docs/txt-layout.md (keep both in step):
 * header '0', one detail '1' per calendar entry, trailer '9'; every record RECORD_LENGTH
 * characters of printable ASCII followed by CRLF.
 */
const RECORD_LENGTH = 250;
const LAYOUT_VERSION = '001';
const FILE_TITLE = 'CALENDARIO FINANCEIRO';
const CRLF = '\r\n';

/** The payment state as one ASCII letter (docs/txt-layout.md). */
const PAYMENT_STATE_CODE: Record<TPaymentState, string> = {
  A_PAGAR: 'A',
  INFORMADO: 'I',
  PAGO: 'P',
};

const CATEGORY_CODE: Record<TCashCalendarCategory, string> = {
  NUMERARIO: 'NU',
  NUMERARIO_PREVISTO: 'NP',
  PARCELA_INVOICE: 'PI',
};

/** Printable ASCII only: accents dropped (São → Sao), anything else outside 0x20–0x7E becomes '?'. */
const toAscii = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

/** Alphanumeric field: left-aligned, space-padded, cut to the width. */
const alpha = (value: string | null | undefined, width: number): string =>
  toAscii(value ?? '')
    .slice(0, width)
    .padEnd(width, ' ');

/** Numeric field: right-aligned, zero-padded. */
const numeric = (value: number, width: number): string => {
  const text = String(Math.trunc(Math.abs(value)));
  if (text.length > width) throw new Error(`Valor ${value} não cabe em ${width} posições.`);
  return text.padStart(width, '0');
};

/** Signed amount with implied decimals: sign ('+' / '-') then the digits, e.g. -1234.5 → '-' + '000000000123450'. */
const signedDecimal = (value: number, width: number, decimals: number): string =>
  `${value < 0 ? '-' : '+'}${numeric(Math.round(Math.abs(value) * 10 ** decimals), width)}`;

/** Unsigned amount with implied decimals; zeros when absent. */
const decimal = (value: number | null, width: number, decimals: number): string =>
  numeric(value === null ? 0 : Math.round(Math.abs(value) * 10 ** decimals), width);

/** yyyy-MM-dd → AAAAMMDD. */
const compactDay = (day: string): string => day.replaceAll('-', '');

const SAO_PAULO = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as São Paulo AAAAMMDD and HHMMSS. */
const saoPauloParts = (instant: Date): { day: string; time: string } => {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}${parts.month}${parts.day}`,
    time: `${parts.hour}${parts.minute}${parts.second}`,
  };
};

const record = (fields: string[]): string => {
  const line = fields.join('');
  if (line.length > RECORD_LENGTH) throw new Error(`Registro com ${line.length} posições.`);
  return line.padEnd(RECORD_LENGTH, ' ') + CRLF;
};

type TTxtOptions = {
  entries: readonly TCashEntry[];
  companyById: ReadonlyMap<number, { federalId: string }>;
  range: TDayRange;
  category: TCashCalendarCategoryFilter;
  status: TCashCalendarStatusFilter;
  now: Date;
};

const headerRecord = ({ range, category, status, now }: TTxtOptions): string => {
  const generated = saoPauloParts(now);
  return record([
    '0',
    alpha(FILE_TITLE, 21),
    LAYOUT_VERSION,
    generated.day,
    generated.time,
    compactDay(range.fromDay),
    compactDay(range.toDay),
    alpha(category.toUpperCase(), 10),
    alpha(status, 7),
  ]);
};

const detailRecord = (
  entry: TCashEntry,
  sequence: number,
  companyById: TTxtOptions['companyById'],
): string => {
  const { day, companyId, item } = entry;
  const { currency, amountInCurrency, exchangeRate } = currencyOfEntry(entry);
  return record([
    '1',
    numeric(sequence, 6),
    compactDay(day),
    CATEGORY_CODE[item.category],
    alpha((companyById.get(companyId)?.federalId ?? '').replace(/\D/g, ''), 14),
    numeric(companyId, 10),
    alpha(processReference(item.typeOfProcess, item.identification), 10),
    numeric(item.id, 10),
    alpha(item.customerReference, 30),
    alpha(item.invoiceNumber, 30),
    alpha(currency, 3),
    signedDecimal(amountInCurrency ?? 0, 15, 2),
    decimal(exchangeRate, 12, 6),
    signedDecimal(item.value, 15, 2),
    PAYMENT_STATE_CODE[item.paymentState],
    item.lastExchangeUpdate ? saoPauloParts(new Date(item.lastExchangeUpdate)).day : alpha('', 8),
  ]);
};

const trailerRecord = (entries: readonly TCashEntry[]): string => {
  const totalCents = entries.reduce((sum, { item }) => sum + Math.round(item.value * 100), 0);
  return record([
    '9',
    numeric(entries.length, 6),
    signedDecimal(totalCents / 100, 17, 2),
    numeric(entries.length + 2, 6),
  ]);
};

/** The whole file as ASCII bytes. */
export const buildCashCalendarTxt = (options: TTxtOptions): Buffer => {
  const lines = [
    headerRecord(options),
    ...options.entries.map((entry, index) => detailRecord(entry, index + 1, options.companyById)),
    trailerRecord(options.entries),
  ];
  return Buffer.from(lines.join(''), 'ascii');
};
