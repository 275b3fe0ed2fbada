import { describe, expect, it } from 'vitest';
import { splitByMonth, splitByMonths } from './month-ranges.ts';

describe('splitByMonth', () => {
  it('keeps a range inside one month whole', () => {
    expect(splitByMonth({ fromDay: '2026-11-03', toDay: '2026-11-20' })).toEqual([
      { fromDay: '2026-11-03', toDay: '2026-11-20' },
    ]);
  });

  it('cuts at month ends across a year, February of a leap year included', () => {
    expect(splitByMonth({ fromDay: '2027-12-15', toDay: '2028-03-01' })).toEqual([
      { fromDay: '2027-12-15', toDay: '2027-12-31' },
      { fromDay: '2028-01-01', toDay: '2028-01-31' },
      { fromDay: '2028-02-01', toDay: '2028-02-29' },
      { fromDay: '2028-03-01', toDay: '2028-03-01' },
    ]);
  });

  it('gives twelve pieces for a calendar year and none for a reversed range', () => {
    const year = splitByMonth({ fromDay: '2026-01-01', toDay: '2026-12-31' });
    expect(year).toHaveLength(12);
    expect(year.at(-1)).toEqual({ fromDay: '2026-12-01', toDay: '2026-12-31' });
    expect(splitByMonth({ fromDay: '2026-02-01', toDay: '2026-01-31' })).toEqual([]);
  });
});

describe('splitByMonths', () => {
  it('joins whole months in pieces of the given size, the partial ends kept', () => {
    expect(splitByMonths({ fromDay: '2026-01-15', toDay: '2026-07-10' }, 3)).toEqual([
      { fromDay: '2026-01-15', toDay: '2026-03-31' },
      { fromDay: '2026-04-01', toDay: '2026-06-30' },
      { fromDay: '2026-07-01', toDay: '2026-07-10' },
    ]);
    expect(splitByMonths({ fromDay: '2026-01-01', toDay: '2026-12-31' }, 3)).toHaveLength(4);
    expect(splitByMonths({ fromDay: '2026-02-01', toDay: '2026-01-31' }, 3)).toEqual([]);
  });
});
