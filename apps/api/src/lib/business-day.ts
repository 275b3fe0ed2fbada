import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Calendar days `fromDay..toDay` (`yyyy-MM-dd`, both ends included). */
export type TDayRange = { fromDay: string; toDay: string };

/** Business days are Brazilian: an instant (`created`, `concluded_at`) counts on its São Paulo day. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day (`yyyy-MM-dd`) of a valid instant. */
export const businessDayOf = (instant: Date): string => BUSINESS_DAY.format(instant);

/** `yyyy-MM-dd` plus `days` calendar days (negative: before). */
export const shiftDay = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60_000;

const dayNumber = (day: string): number | null => {
  const match = DAY_PATTERN.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : null;
};

/** Calendar days from `fromDay` to `toDay` (`yyyy-MM-dd`; negative: before); null if either is not a day. */
export const daysBetween = (fromDay: string, toDay: string): number | null => {
  const from = dayNumber(fromDay);
  const to = dayNumber(toDay);
  return from === null || to === null ? null : to - from;
};

/** SQL: the instant the São Paulo day `day` starts. */
export const startOfBusinessDay = (day: string) =>
  sql`(${day}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;

/** SQL: the instant the São Paulo day after `day` starts (the exclusive end of `day`). */
export const startOfNextBusinessDay = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;

/** SQL: the instant `column` (a timestamptz) falls on one of the São Paulo days of `range`. */
export const onBusinessDays = (column: PgColumn, { fromDay, toDay }: TDayRange): SQL | undefined =>
  and(gte(column, startOfBusinessDay(fromDay)), lt(column, startOfNextBusinessDay(toDay)));
