import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  brDay,
  calendarDay,
  e2eToday,
  isoDay,
  parseDay,
  saoPauloDayOf,
  weekdayOf,
} from './sao-paulo-day.ts';

// 22:30 of 23 November in São Paulo; already 24 November in UTC and east of it.
const LATE_EVENING_IN_SAO_PAULO = new Date('2026-11-24T01:30:00Z');
const originalTz = process.env.TZ;

describe.each(['Asia/Tokyo', 'Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago', 'America/Sao_Paulo'])(
  'the São Paulo day, with the runner in %s',
  (zone) => {
    afterEach(() => {
      vi.useRealTimers();
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });

    it('is 2026-11-23 at 2026-11-24T01:30:00Z', () => {
      process.env.TZ = zone;
      vi.useFakeTimers({ now: LATE_EVENING_IN_SAO_PAULO, toFake: ['Date'] });
      const expectedLocalDay = { 'Asia/Tokyo': 24, 'Pacific/Kiritimati': 24, UTC: 24 }[zone] ?? 23;
      expect(new Date().getDate()).toBe(expectedLocalDay);

      expect(isoDay(saoPauloDayOf(new Date()))).toBe('2026-11-23');
      expect(isoDay(e2eToday({}))).toBe('2026-11-23');
      expect(isoDay(e2eToday({ E2E_TODAY: '2026-11-23' }))).toBe('2026-11-23');
    });

    it('counts days, months and weekdays the same way', () => {
      process.env.TZ = zone;
      const today = parseDay('2026-11-23');
      expect(weekdayOf(today)).toBe(1);
      expect(isoDay(addDays(today, -today.day + 1))).toBe('2026-11-01');
      expect(isoDay(addDays(today, 8))).toBe('2026-12-01');
      expect(isoDay(calendarDay(today.year, today.month + 1, 0))).toBe('2026-11-30');
      expect(isoDay(calendarDay(today.year, today.month + 2, 15))).toBe('2027-01-15');
      expect(isoDay(calendarDay(2028, 3, 0))).toBe('2028-02-29');
      expect(brDay(calendarDay(2026, 1, 5))).toBe('05/01/2026');
    });
  },
);

describe('e2eToday', () => {
  it('stops when the São Paulo day is no longer the one the run fixed for the seed', () => {
    expect(() => e2eToday({ E2E_TODAY: '2026-11-22' }, LATE_EVENING_IN_SAO_PAULO)).toThrow(
      'E2E_TODAY is 2026-11-22, but it is 2026-11-23 in São Paulo',
    );
  });
});

describe('parseDay', () => {
  it('refuses what is not a day', () => {
    expect(() => parseDay('23/11/2026')).toThrow('not a yyyy-MM-dd day');
    expect(() => parseDay('2026-02-30')).toThrow('no such day');
  });
});
