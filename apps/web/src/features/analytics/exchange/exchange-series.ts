import type { TBiExchangeAverage, TBiExchangeAverages, TBiExchangeQuote } from '@pc/contract/bi';
import { addMonths, parseISO } from 'date-fns';
import { formatDate, formatNumber, formatRate } from '../../../lib/format.ts';
import { dayLabel, monthLabel } from '../period-chart/period-bars.ts';

export type TCurrencyKey = keyof TBiExchangeAverages;

/** Spec part 2 §2.6: the fixed list of cards. */
export const CURRENCIES: readonly { key: TCurrencyKey; name: string; symbol: string; code: string }[] = [
  { key: 'dolar', name: 'Dólar', symbol: 'U$', code: 'USD' },
  { key: 'euro', name: 'Euro', symbol: '€', code: 'EUR' },
  { key: 'libra', name: 'Libra', symbol: '£', code: 'GBP' },
  { key: 'real', name: 'Real', symbol: 'R$', code: 'BRL' },
];

/** Spec part 2 §9: the monthly grid shows 12 months. */
export const EXCHANGE_MONTHS = 12;

export type TExchangeEntry = { key: string; label: string; value: string; isFilled: boolean };

const monthDate = (month: string): Date => parseISO(`${month}-01`);

/**
 * Spec part 2 §2.6: the months as 'Out/26' labels, oldest first; with fewer than 12, the following
 * months up to 12 repeat the last value, marked as filled (faded). With more, the last 12.
 */
export const monthlyEntries = (periodos: Record<string, number>): TExchangeEntry[] => {
  const months = Object.keys(periodos)
    .filter((month) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    .sort()
    .slice(-EXCHANGE_MONTHS);
  const entries: TExchangeEntry[] = months.map((month) => ({
    key: month,
    label: monthLabel(monthDate(month)),
    value: formatRate(periodos[month]),
    isFilled: false,
  }));
  const lastMonth = months.at(-1);
  if (lastMonth === undefined) return entries;
  const lastValue = formatRate(periodos[lastMonth]);
  for (let index = 1; entries.length < EXCHANGE_MONTHS; index += 1) {
    const date = addMonths(monthDate(lastMonth), index);
    entries.push({ key: `filled-${index}`, label: monthLabel(date), value: lastValue, isFilled: true });
  }
  return entries;
};

/** Spec part 2 §2.6: each daily quote as 'dd/MM' and its buy value with 2 decimals. */
export const dailyEntries = (cotacoes: readonly TBiExchangeQuote[]): TExchangeEntry[] =>
  [...cotacoes]
    .sort((a, b) => a.data_referencia.localeCompare(b.data_referencia))
    .map((quote) => ({
      key: quote.data_referencia,
      label: dayLabel(parseISO(quote.data_referencia)),
      value: formatNumber(quote.valor_compra, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      isFilled: false,
    }));

export const currencyEntries = (average: TBiExchangeAverage): TExchangeEntry[] =>
  average.cotacoes.length > 0 ? dailyEntries(average.cotacoes) : monthlyEntries(average.periodos);

/** Spec part 2 §9: the period average with a decimal comma ('5.1234' → '5,1234'). */
export const formatAverage = (mediaPeriodo: string): string => mediaPeriodo.replace('.', ',');

/** The card's range: the first and last day quoted, else the first and last month, else the period. */
export const averageRange = (average: TBiExchangeAverage, fallback: string): string => {
  const days = average.cotacoes.map((quote) => quote.data_referencia).sort();
  const firstDay = days[0];
  const lastDay = days.at(-1);
  if (firstDay && lastDay) return `${formatDate(firstDay)} a ${formatDate(lastDay)}`;
  const months = Object.keys(average.periodos).sort();
  const firstMonth = months[0];
  const lastMonth = months.at(-1);
  if (firstMonth && lastMonth)
    return `${monthLabel(monthDate(firstMonth))} a ${monthLabel(monthDate(lastMonth))}`;
  return fallback;
};
