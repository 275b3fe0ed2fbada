import { describe, expect, it } from 'vitest';
import {
  calendarWeeks,
  dayKeyOf,
  periodLabel,
  shiftAnchor,
  toDayKey,
  toPeriodQuery,
  viewRange,
} from './calendar-dates.ts';

// 2026-11-22 is a Sunday.
const SUNDAY = new Date(2026, 10, 22, 15, 30);
const WEDNESDAY = new Date(2026, 10, 25);

describe('viewRange', () => {
  it('month: first to last day of the month', () => {
    const range = viewRange('month', WEDNESDAY);
    expect(toDayKey(range.start)).toBe('2026-11-01');
    expect(toDayKey(range.end)).toBe('2026-11-30');
  });

  it('week: Sunday to Saturday (spec §9), also when the anchor is the Sunday itself', () => {
    for (const anchor of [SUNDAY, WEDNESDAY, new Date(2026, 10, 28)]) {
      const range = viewRange('week', anchor);
      expect(toDayKey(range.start)).toBe('2026-11-22');
      expect(toDayKey(range.end)).toBe('2026-11-28');
    }
  });

  it('a week across months and years', () => {
    const range = viewRange('week', new Date(2026, 11, 31));
    expect(toDayKey(range.start)).toBe('2026-12-27');
    expect(toDayKey(range.end)).toBe('2027-01-02');
  });
});

describe('toPeriodQuery', () => {
  it('sends the bounds 00:00:00 to 23:59:59 (spec §7)', () => {
    expect(toPeriodQuery(viewRange('month', WEDNESDAY))).toEqual({
      startDate: '2026-11-01T00:00:00',
      endDate: '2026-11-30T23:59:59',
    });
  });
});

describe('shiftAnchor', () => {
  it('moves by one month from the first day (31 Jan → February, not March)', () => {
    expect(toDayKey(shiftAnchor('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(toDayKey(shiftAnchor('month', new Date(2026, 0, 31), -1))).toBe('2025-12-01');
  });

  it('moves by seven days in week view', () => {
    expect(toDayKey(shiftAnchor('week', WEDNESDAY, 1))).toBe('2026-12-02');
    expect(toDayKey(shiftAnchor('week', WEDNESDAY, -1))).toBe('2026-11-18');
  });
});

describe('calendarWeeks', () => {
  it('month: whole weeks from Sunday, days of other months out of view', () => {
    const weeks = calendarWeeks('month', WEDNESDAY);
    // November 2026 starts on a Sunday and ends on a Monday: 5 rows.
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.key).toBe('2026-11-01');
    expect(weeks[4]?.[1]?.key).toBe('2026-11-30');
    expect(weeks[4]?.[2]).toMatchObject({ key: '2026-12-01', isInView: false });
    expect(weeks.flat().filter((day) => day.isInView)).toHaveLength(30);
  });

  it('month starting mid-week fills the first row with the previous month', () => {
    const weeks = calendarWeeks('month', new Date(2026, 9, 10));
    expect(weeks[0]?.map((day) => day.key)).toEqual([
      '2026-09-27',
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ]);
    expect(weeks[0]?.filter((day) => !day.isInView)).toHaveLength(4);
  });

  it('week: one row of seven days, all in view', () => {
    const weeks = calendarWeeks('week', WEDNESDAY);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]?.every((day) => day.isInView)).toBe(true);
    expect(weeks[0]?.[0]?.date.getDay()).toBe(0);
  });
});

describe('dayKeyOf', () => {
  it('keeps business dates and reads local timestamps on their day', () => {
    expect(dayKeyOf('2026-11-05')).toBe('2026-11-05');
    expect(dayKeyOf('2026-11-05T10:00:00')).toBe('2026-11-05');
    expect(dayKeyOf(null)).toBeNull();
    expect(dayKeyOf('not a date')).toBeNull();
  });
});

describe('labels', () => {
  it('month label in Portuguese, week label with both ends', () => {
    expect(periodLabel('month', WEDNESDAY)).toBe('Novembro de 2026');
    expect(periodLabel('week', WEDNESDAY)).toBe('22/11/2026 a 28/11/2026');
  });
});
