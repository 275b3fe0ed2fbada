/** A closed period of calendar days, both ends `yyyy-MM-dd`. */
export type TPeriod = { from: string; to: string };

const DAY_MS = 86_400_000;
const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => toDay(new Date(toDate(day).getTime() + days * DAY_MS));
const lastDayOfMonth = (year: number, monthIndex: number): Date =>
  new Date(Date.UTC(year, monthIndex + 1, 0));

/** True when the period is exactly one calendar month, from its 1st to its last day. */
export const isWholeMonth = ({ from, to }: TPeriod): boolean => {
  const start = toDate(from);
  return (
    start.getUTCDate() === 1 &&
    from.slice(0, 7) === to.slice(0, 7) &&
    to === toDay(lastDayOfMonth(start.getUTCFullYear(), start.getUTCMonth()))
  );
};

/**
 * Spec part 1 §2 (Home) and the import dashboard: the previous month when a whole month is
 * selected, otherwise the period of the same number of days that ends the day before it starts.
 * Calendar-day arithmetic in UTC, so no daylight-saving change moves a day.
 */
export const comparisonPeriod = (period: TPeriod): TPeriod => {
  const start = toDate(period.from);
  if (isWholeMonth(period)) {
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth();
    return {
      from: toDay(new Date(Date.UTC(year, month - 1, 1))),
      to: toDay(lastDayOfMonth(year, month - 1)),
    };
  }
  const days = Math.round((toDate(period.to).getTime() - start.getTime()) / DAY_MS) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
};
