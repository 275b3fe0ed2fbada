import { describe, expect, it } from 'vitest';
import { openRequirementCount, saoPauloToday, taxTotals, toCents } from './duimp-model.ts';
import { makeDuimp } from './test-fixtures.ts';

describe('duimp-model', () => {
  it('takes today in São Paulo, not in UTC', () => {
    expect(saoPauloToday(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-27');
    expect(saoPauloToday(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
  });

  it('rounds amounts to the cent on their decimal digits', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(14465.06)).toBe(1446506);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBe(0);
  });

  it('totals each tax column over the amounts it has, null when none', () => {
    expect(
      taxTotals([
        { tax: 'II', calculated: 0.1, due: 0.2, suspended: null, paid: null, status: null },
        { tax: 'IPI', calculated: 0.2, due: null, suspended: null, paid: null, status: null },
      ]),
    ).toEqual({ calculated: 0.3, due: 0.2, suspended: null, paid: null });
  });

  it('counts the open requirements', () => {
    expect(openRequirementCount(null)).toBe(0);
    expect(openRequirementCount(makeDuimp())).toBe(1);
  });
});
