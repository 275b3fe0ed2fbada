import { describe, expect, it } from 'vitest';
import { eachDay, eachMonth } from './period-buckets.ts';

describe('period buckets', () => {
  it('lists the months a period touches, across a year', () => {
    expect(eachMonth('2025-11-15', '2026-02-03')).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(eachMonth('2026-03-01', '2026-03-31')).toEqual([{ year: 2026, month: 3 }]);
  });

  it('lists every day, leap day included', () => {
    expect(eachDay('2028-02-27', '2028-03-01')).toEqual([
      { year: 2028, month: 2, day: 27 },
      { year: 2028, month: 2, day: 28 },
      { year: 2028, month: 2, day: 29 },
      { year: 2028, month: 3, day: 1 },
    ]);
    expect(eachDay('2026-01-01', '2026-12-31')).toHaveLength(365);
  });
});
