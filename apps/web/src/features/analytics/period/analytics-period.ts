import { differenceInCalendarDays, parseISO, subDays, subMonths } from 'date-fns';
import { FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { readDatePeriod, type TDatePeriodReading } from '../../../lib/date-input.ts';
import { formatDate, toIsoDay } from '../../../lib/format.ts';

/** A period in the API's yyyy-MM-dd. */
export type TIsoPeriod = { from: string; to: string };

/** The two date boxes, in dd/MM/yyyy. */
export type TPeriodText = { from: string; to: string };

export type TQuickRange = '30d' | '3m' | '6m' | '12m';

export const QUICK_RANGES: readonly { value: TQuickRange; label: string }[] = [
  { value: '30d', label: '30 dias' },
  { value: '3m', label: '3 meses' },
  { value: '6m', label: '6 meses' },
  { value: '12m', label: '12 meses' },
];

/** The quick range ending today. */
export const quickRangePeriod = (range: TQuickRange, today: Date): TIsoPeriod => {
  const from = {
    '30d': () => subDays(today, 30),
    '3m': () => subMonths(today, 3),
    '6m': () => subMonths(today, 6),
    '12m': () => subMonths(today, 12),
  }[range]();
  return { from: toIsoDay(from), to: toIsoDay(today) };
};

/** Spec part 2 §2.6, §9: one period (a month) back from today, up to today. */
export const defaultAnalyticsPeriod = (today: Date): TIsoPeriod => ({
  from: toIsoDay(subMonths(today, 1)),
  to: toIsoDay(today),
});

export const toPeriodText = (period: TIsoPeriod): TPeriodText => ({
  from: formatDate(period.from),
  to: formatDate(period.to),
});

export type TPeriodReading = TDatePeriodReading;

/**
 * Spec part 2 §5: both dates required (nothing happens while one is empty); a filled date that is
 * not a day says it is invalid; then the figures' rule of the contract, with the server's texts:
 * 'Data final não pode ser menor que data inicial.', at most 731 days.
 */
export const readPeriodText = (text: TPeriodText): TPeriodReading =>
  readDatePeriod(text, FIGURES_PERIOD_MAX_DAYS);

/** Spec part 2 §4, §9: daily figures when the days differ by 30 or fewer, else monthly. */
export const isDailyPeriod = (period: TIsoPeriod): boolean =>
  differenceInCalendarDays(parseISO(period.to), parseISO(period.from)) <= 30;

export const formatIsoPeriod = (period: TIsoPeriod): string =>
  `${formatDate(period.from)} a ${formatDate(period.to)}`;
