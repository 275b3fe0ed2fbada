import { differenceInCalendarDays, parseISO } from 'date-fns';
import { FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { readDatePeriod, type TDatePeriodReading } from '../../../lib/date-input.ts';
import { formatDate } from '../../../lib/format.ts';

/** A period in the API's yyyy-MM-dd. */
export type TIsoPeriod = { from: string; to: string };

/** The two date boxes, in dd/MM/yyyy. */
export type TPeriodText = { from: string; to: string };

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
