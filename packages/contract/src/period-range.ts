import type { z } from 'zod';
import { END_BEFORE_START_MESSAGE } from './primitives.ts';
import { withRuleNote } from './schema-notes.ts';

/**
 * The longest period of a call that answers the figures of a period (totals, counts, averages
 * from the analytics facts): Analytics' BI calls (its period import and spreadsheet too) and the
 * import dashboard (its options, drill-down and spreadsheets too). Two years, leap day included:
 * the dashboard compares it with the previous period and charts every day of it, and the
 * spreadsheet of a screen must never refuse the period the screen accepted.
 */
export const FIGURES_PERIOD_MAX_DAYS = 731;

/**
 * The longest period of a call that lists entries one by one: the financial and operational
 * calendars and their exports (EXCEL, TXT). A year, leap day included: a screen asks for a month
 * or a week, an export writes a row per entry (a month of every company is already 18,000 processes).
 */
export const ENTRIES_PERIOD_MAX_DAYS = 366;

/** The one text of a period that is too long, on the server (400) and on the web before sending. */
export const periodTooLongMessage = (maxDays: number): string =>
  `O período pode ter no máximo ${maxDays} dias.`;

const ZONED = /(Z|[+-]\d{2}:\d{2})$/;

// Business days are Brazilian: an instant with a zone counts on its São Paulo day (as the API's scope).
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (`yyyy-MM-dd`) of a period bound as the calls send it: a day, a local date-time
 * (its own date part) or an instant with a zone (its São Paulo day).
 */
export const periodBoundDay = (value: string): string =>
  ZONED.test(value) ? SAO_PAULO_DAY.format(new Date(value)) : value.slice(0, 10);

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole calendar days of a period, both ends included (1 for a single day). */
export const periodDayCount = (start: string, end: string): number =>
  dayNumber(periodBoundDay(end)) - dayNumber(periodBoundDay(start)) + 1;

// Local bounds of one format compare as text; an instant only as an instant.
const isEndBeforeStart = (start: string, end: string): boolean =>
  ZONED.test(start) || ZONED.test(end) ? Date.parse(end) < Date.parse(start) : end < start;

/**
 * The one check of a period (valid bounds assumed): null when the call may be sent, else its
 * pt-BR message: the end before the start, or more days than the kind of call allows.
 */
export const checkPeriod = (period: { start: string; end: string }, maxDays: number): string | null => {
  if (isEndBeforeStart(period.start, period.end)) return END_BEFORE_START_MESSAGE;
  if (periodDayCount(period.start, period.end) > maxDays) return periodTooLongMessage(maxDays);
  return null;
};

export type TPeriodRule<K extends string> = {
  /** The query fields of the period's bounds; the issue names the end field. */
  start: K;
  end: K;
  maxDays: number;
};

// Only a period of two valid bounds is checked: a malformed one already has its own message.
const whenBoundsAreValid = (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0;

/**
 * A call's query with its period rule: the end not before the start, and at most `maxDays` days,
 * each with the message of {@link checkPeriod} on the end field (so the API's 400 and the web's
 * toast say the same thing).
 */
export const withPeriodRule = <K extends string, T extends z.ZodType<Record<K, string>>>(
  schema: T,
  rule: TPeriodRule<K>,
): T =>
  withRuleNote(
    schema
      .refine((query) => !isEndBeforeStart(query[rule.start], query[rule.end]), {
        path: [rule.end],
        message: END_BEFORE_START_MESSAGE,
        when: whenBoundsAreValid,
      })
      .refine((query) => periodDayCount(query[rule.start], query[rule.end]) <= rule.maxDays, {
        path: [rule.end],
        message: periodTooLongMessage(rule.maxDays),
        when: whenBoundsAreValid,
      }),
    `${rule.start} to ${rule.end}: the end not before the start (400 “${END_BEFORE_START_MESSAGE}”), at most ${rule.maxDays} days (400 “${periodTooLongMessage(rule.maxDays)}”).`,
  );
