import { describe, expect, it } from 'vitest';
import { changeText } from './product-columns.tsx';
import { monthLabel, unitCostPoints } from './unit-cost-points.ts';

describe('the unit cost over time', () => {
  it('draws the months with a mean, oldest first, named in pt-BR', () => {
    expect(
      unitCostPoints([
        { month: '2026-10', meanUnitCost: 694.6, quantity: 50, imports: 1 },
        { month: '2026-11', meanUnitCost: null, quantity: null, imports: 2 },
        { month: '2026-12', meanUnitCost: 819.7729, quantity: 110, imports: 2 },
      ]),
    ).toEqual([
      { month: '2026-10', label: 'out/26', unitCost: 694.6 },
      { month: '2026-12', label: 'dez/26', unitCost: 819.7729 },
    ]);
    expect(monthLabel('2027-01')).toBe('jan/27');
  });

  it('states a change with its sign, and a dash without a previous mean', () => {
    expect(changeText(0.1234)).toBe('+12,3%');
    expect(changeText(-0.04)).toBe('−4,0%');
    expect(changeText(0.00001)).toBe('0,0%');
    expect(changeText(null)).toBe('—');
  });
});
