import { describe, expect, it } from 'vitest';
import { comparisonPeriod, isWholeMonth } from './comparison-period.ts';

describe('comparisonPeriod', () => {
  it('takes the previous whole month when one whole month is selected', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // March (31 days) compares with February of a leap year (29 days), not 31 days back.
    expect(comparisonPeriod({ from: '2028-03-01', to: '2028-03-31' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    // January crosses the year.
    expect(comparisonPeriod({ from: '2027-01-01', to: '2027-01-31' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('takes the equal-length period just before otherwise', () => {
    // The default period (1st to today, 22 days) compares with the 22 days before it.
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-22' })).toEqual({
      from: '2026-10-10',
      to: '2026-10-31',
    });
    expect(comparisonPeriod({ from: '2026-11-10', to: '2026-11-10' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-09',
    });
    // Two whole months are not "a whole month": 61 days back.
    expect(comparisonPeriod({ from: '2026-09-01', to: '2026-10-31' })).toEqual({
      from: '2026-07-02',
      to: '2026-08-31',
    });
    // Across a daylight-saving or year boundary the count stays in calendar days.
    expect(comparisonPeriod({ from: '2027-01-01', to: '2027-01-15' })).toEqual({
      from: '2026-12-17',
      to: '2026-12-31',
    });
  });

  it('tells a whole month apart', () => {
    expect(isWholeMonth({ from: '2026-02-01', to: '2026-02-28' })).toBe(true);
    expect(isWholeMonth({ from: '2026-02-01', to: '2026-02-27' })).toBe(false);
    expect(isWholeMonth({ from: '2026-02-02', to: '2026-02-28' })).toBe(false);
    expect(isWholeMonth({ from: '2026-01-01', to: '2026-02-28' })).toBe(false);
  });
});
