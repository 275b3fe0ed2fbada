import { BUSINESS_TIME_ZONE } from './business-day.ts';

/** yyyy-MM-dd → DD/MM/YYYY; anything else as it is. */
export const formatBrDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** '1 dia', '3 dias': a count with its noun in the right number. */
export const countOf = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in São Paulo time. */
export const formatBrDateTime = (instant: Date): string => DATE_TIME.format(instant).replace(', ', ' ');

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' (Intl puts a no-break space after the symbol, so the amount never wraps apart). */
export const formatBrl = (value: number): string => BRL.format(value);

const AMOUNT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12.000,00': an amount in a foreign currency, written after its code. */
export const formatAmount = (value: number): string => AMOUNT.format(value);
