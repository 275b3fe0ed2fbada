import type { TProductImport } from '@pc/contract/products';
import { describe, expect, it } from 'vitest';
import { changeText } from './product-columns.tsx';
import { monthlyUnitCosts } from './unit-cost-points.ts';

const row = (registryDate: string, grossCost: number, quantity: number | null): TProductImport => ({
  processId: 1,
  processNumber: 'PRI00001',
  companyId: 3,
  companyName: 'Hércules',
  registryDate,
  exporterName: null,
  originCountry: null,
  originCountryName: null,
  quantity,
  unit: 'UN',
  grossCost,
  credits: null,
  taxRegime: null,
  unitComponents: null,
  unitCost: quantity ? grossCost / quantity : null,
  unitNetCost: null,
});

describe('the unit cost over time', () => {
  it('is each month’s weighted mean, oldest first, without the imports lacking a quantity', () => {
    expect(
      monthlyUnitCosts([
        row('2026-11-20', 89175.02, 100),
        row('2026-10-10', 34730, 50),
        row('2026-11-02', 1000, 10),
        row('2026-11-03', 5000, null),
      ]),
    ).toEqual([
      { month: '2026-10', label: 'out/26', unitCost: 694.6 },
      // (89.175,02 + 1.000) ÷ 110, to 4 places.
      { month: '2026-11', label: 'nov/26', unitCost: 819.7729 },
    ]);
  });

  it('states a change with its sign, and a dash without a previous mean', () => {
    expect(changeText(0.1234)).toBe('+12,3%');
    expect(changeText(-0.04)).toBe('−4,0%');
    expect(changeText(0.00001)).toBe('0,0%');
    expect(changeText(null)).toBe('—');
  });
});
