import { describe, expect, it } from 'vitest';
import {
  FINANCIAL_DAY_LIMIT,
  OPERATIONAL_DAY_LIMIT,
  groupByDay,
  splitOverflow,
  sumValues,
} from './card-overflow.ts';

const items = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('splitOverflow', () => {
  it('financial: up to 4 all shown; more than 4 shows 3 and N−3 hidden (spec §9)', () => {
    expect(splitOverflow(items(3), FINANCIAL_DAY_LIMIT)).toEqual({ visible: items(3), hiddenCount: 0 });
    expect(splitOverflow(items(4), FINANCIAL_DAY_LIMIT)).toEqual({ visible: items(4), hiddenCount: 0 });
    expect(splitOverflow(items(5), FINANCIAL_DAY_LIMIT)).toEqual({ visible: items(3), hiddenCount: 2 });
    expect(splitOverflow(items(12), FINANCIAL_DAY_LIMIT).hiddenCount).toBe(9);
  });

  it('operational: up to 5 all shown; more than 5 shows 4 and N−4 hidden', () => {
    expect(splitOverflow(items(5), OPERATIONAL_DAY_LIMIT)).toEqual({ visible: items(5), hiddenCount: 0 });
    expect(splitOverflow(items(6), OPERATIONAL_DAY_LIMIT)).toEqual({ visible: items(4), hiddenCount: 2 });
  });

  it('an unlimited day shows everything', () => {
    expect(splitOverflow(items(40), Number.POSITIVE_INFINITY).hiddenCount).toBe(0);
  });
});

describe('sumValues and groupByDay', () => {
  it('sums to the cent without float noise', () => {
    expect(sumValues([0.1, 0.2, 1000.005], (value) => value)).toBe(1000.31);
    expect(sumValues([], (value: number) => value)).toBe(0);
  });

  it('groups by day keeping the order', () => {
    const byDay = groupByDay([
      { day: '2026-11-02', id: 1 },
      { day: '2026-11-01', id: 2 },
      { day: '2026-11-02', id: 3 },
    ]);
    expect(byDay.get('2026-11-02')?.map((entry) => entry.id)).toEqual([1, 3]);
    expect(byDay.get('2026-11-01')?.map((entry) => entry.id)).toEqual([2]);
  });
});
