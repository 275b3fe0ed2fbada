import type { TDayRange } from './business-day.ts';

const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * `range` cut at month ends, in order: the first piece starts on `fromDay`, the last ends on
 * `toDay`, and every day falls in exactly one piece. Lets a long export read a month at a time.
 */
export const splitByMonth = ({ fromDay, toDay }: TDayRange): TDayRange[] => {
  if (toDay < fromDay) return [];
  const ranges: TDayRange[] = [];
  let year = Number(fromDay.slice(0, 4));
  let month = Number(fromDay.slice(5, 7));
  let start = fromDay;
  for (;;) {
    const monthEnd = `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`;
    if (monthEnd >= toDay) {
      ranges.push({ fromDay: start, toDay });
      return ranges;
    }
    ranges.push({ fromDay: start, toDay: monthEnd });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
    start = `${year}-${pad(month)}-01`;
  }
};

/** The range in pieces of `size` whole months (the first and last may be partial), in order. */
export const splitByMonths = (range: TDayRange, size: number): TDayRange[] => {
  const months = splitByMonth(range);
  const pieces: TDayRange[] = [];
  for (let index = 0; index < months.length; index += size) {
    const first = months[index];
    const last = months[Math.min(index + size, months.length) - 1];
    if (first && last) pieces.push({ fromDay: first.fromDay, toDay: last.toDay });
  }
  return pieces;
};
