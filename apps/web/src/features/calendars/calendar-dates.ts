import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatMonthName, toIsoDay } from '../../lib/format.ts';

export type TCalendarView = 'month' | 'week';

/** Spec part 2 §9: the week starts on Sunday. */
export const WEEK_OPTIONS = { locale: ptBR, weekStartsOn: 0 } as const;

export type TDateRange = { start: Date; end: Date };

/** First and last day of the month or week that holds `anchor` (local days). */
export const viewRange = (view: TCalendarView, anchor: Date): TDateRange =>
  view === 'month'
    ? { start: startOfMonth(anchor), end: endOfMonth(anchor) }
    : { start: startOfWeek(anchor, WEEK_OPTIONS), end: endOfWeek(anchor, WEEK_OPTIONS) };

/** The previous (-1) or next (+1) month or week. */
export const shiftAnchor = (view: TCalendarView, anchor: Date, step: -1 | 1): Date =>
  view === 'month' ? addMonths(startOfMonth(anchor), step) : addWeeks(anchor, step);

/** `yyyy-MM-dd`: the key of a day in the answers' maps. */
export const toDayKey = toIsoDay;

export type TPeriodQuery = { startDate: string; endDate: string };

/** Spec §7: `yyyy-MM-ddT00:00:00` … `yyyy-MM-ddT23:59:59` for the screen's period. */
export const toPeriodQuery = (range: TDateRange): TPeriodQuery => ({
  startDate: `${toDayKey(range.start)}T00:00:00`,
  endDate: `${toDayKey(range.end)}T23:59:59`,
});

/**
 * Day key of an answer's date: business dates come as `yyyy-MM-dd` and are kept as they are;
 * instants are read on their local day. Null when absent or unreadable.
 */
export const dayKeyOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = parseISO(value);
  return isValid(date) ? toDayKey(date) : null;
};

export type TCalendarDay = { key: string; date: Date; isInView: boolean };

/**
 * The rows of the grid: whole weeks (Sunday → Saturday) covering the range. In month view the
 * days of the neighbouring months fill the first and last rows and are marked out of view.
 */
export const calendarWeeks = (view: TCalendarView, anchor: Date): TCalendarDay[][] => {
  const range = viewRange(view, anchor);
  const first = startOfWeek(range.start, WEEK_OPTIONS);
  const last = endOfWeek(range.end, WEEK_OPTIONS);
  const startKey = toDayKey(range.start);
  const endKey = toDayKey(range.end);
  const weeks: TCalendarDay[][] = [];
  for (let weekStart = first; weekStart <= last; weekStart = addDays(weekStart, 7)) {
    const week: TCalendarDay[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(weekStart, offset);
      const key = toDayKey(date);
      week.push({ key, date, isInView: key >= startKey && key <= endKey });
    }
    weeks.push(week);
  }
  return weeks;
};

/** 'Dom', 'Seg', … 'Sáb' in the grid's order. */
export const WEEKDAY_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026' or '22/11/2026 a 28/11/2026'. */
export const periodLabel = (view: TCalendarView, anchor: Date): string => {
  if (view === 'month') return capitalize(formatMonthName(anchor));
  const { start, end } = viewRange('week', anchor);
  return `${format(start, 'dd/MM/yyyy')} a ${format(end, 'dd/MM/yyyy')}`;
};
