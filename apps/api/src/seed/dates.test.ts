import { describe, expect, it } from 'vitest';
import { addMonths, brtInstant, formatBr, toDayNumber, toIsoDate, weekday } from './dates.ts';

describe('dates', () => {
  it('round-trips ISO dates through day numbers', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toIsoDate(toDayNumber('2026-02-28') + 1)).toBe('2026-03-01');
    expect(formatBr(toDayNumber('2026-07-04'))).toBe('04/07/2026');
    expect(() => toDayNumber('04/07/2026')).toThrow();
  });

  it('knows the weekday (0 = Sunday)', () => {
    expect(weekday(toDayNumber('2026-11-22'))).toBe(0);
    expect(weekday(toDayNumber('2026-11-20'))).toBe(5);
  });

  it('adds months clamping to the end of the month', () => {
    expect(toIsoDate(addMonths(toDayNumber('2026-03-31'), -1))).toBe('2026-02-28');
    expect(toIsoDate(addMonths(toDayNumber('2026-06-15'), -27))).toBe('2024-03-15');
  });

  it('builds Brasília instants', () => {
    expect(brtInstant(toDayNumber('2026-01-10'), 9, 30).toISOString()).toBe('2026-01-10T12:30:00.000Z');
  });
});
