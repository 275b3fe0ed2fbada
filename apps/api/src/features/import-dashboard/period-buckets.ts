const DAY_MS = 86_400_000;

export type TMonthBucket = { year: number; month: number };
export type TDayBucket = TMonthBucket & { day: number };

const parts = (day: string): TDayBucket => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

/** The calendar months a period touches, in order (both ends yyyy-MM-dd). */
export const eachMonth = (fromDay: string, toDay: string): TMonthBucket[] => {
  const from = parts(fromDay);
  const to = parts(toDay);
  const months: TMonthBucket[] = [];
  for (let index = from.year * 12 + from.month - 1; index <= to.year * 12 + to.month - 1; index += 1) {
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
};

/** The calendar days of a period, in order (both ends yyyy-MM-dd). */
export const eachDay = (fromDay: string, toDay: string): TDayBucket[] => {
  const days: TDayBucket[] = [];
  const end = Date.parse(`${toDay}T00:00:00Z`);
  for (let time = Date.parse(`${fromDay}T00:00:00Z`); time <= end; time += DAY_MS) {
    days.push(parts(new Date(time).toISOString().slice(0, 10)));
  }
  return days;
};
