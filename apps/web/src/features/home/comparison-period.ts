import {
  addDays,
  differenceInCalendarDays,
  endOfMonth,
  isLastDayOfMonth,
  isSameMonth,
  parseISO,
  startOfMonth,
  subMonths,
} from 'date-fns';
import { toIsoDay } from '../../lib/format.ts';

/** A closed period of calendar days, both ends `yyyy-MM-dd`. */
export type TPeriod = { from: string; to: string };

/** Spec part 1 §9: the first day of the current month to today. */
export const defaultPeriod = (today: Date): TPeriod => ({
  from: toIsoDay(startOfMonth(today)),
  to: toIsoDay(today),
});

/** True when the period is exactly one calendar month, from its 1st to its last day. */
export const isWholeMonth = ({ from, to }: TPeriod): boolean => {
  const start = parseISO(from);
  const end = parseISO(to);
  return start.getDate() === 1 && isSameMonth(start, end) && isLastDayOfMonth(end);
};

/**
 * Spec part 1 §2: the previous month when a whole month is selected, otherwise the period of the
 * same number of days that ends the day before the selection starts.
 */
export const comparisonPeriod = (period: TPeriod): TPeriod => {
  const start = parseISO(period.from);
  if (isWholeMonth(period)) {
    const previous = subMonths(start, 1);
    return { from: toIsoDay(startOfMonth(previous)), to: toIsoDay(endOfMonth(previous)) };
  }
  const days = differenceInCalendarDays(parseISO(period.to), start) + 1;
  return { from: toIsoDay(addDays(start, -days)), to: toIsoDay(addDays(start, -1)) };
};
