import { describe, expect, it } from 'vitest';
import type { TProductSupplierTotal, TProductTotal } from '../../core/analytics/analytics-types.ts';
import { compareSuppliers, toProductListRow } from './product-figures.ts';

const total = (overrides: Partial<TProductTotal>): TProductTotal => ({
  productCode: 'NB-14',
  description: 'Notebook 14"',
  ncm: '84713012',
  units: 1,
  unit: 'UN',
  lastImportDate: '2026-11-20',
  imports: 2,
  items: 2,
  quantity: 150,
  grossCost: 123905.02,
  costedGross: 123905.02,
  costedQuantity: 150,
  costedCredits: 40000,
  costedWithoutRegime: 0,
  previous: null,
  ...overrides,
});

describe('a product’s row of the list', () => {
  it('takes the weighted mean (Σ cost ÷ Σ quantity) gross and net, and its change on the previous', () => {
    const row = toProductListRow(
      total({ previous: { units: 1, unit: 'UN', costedGross: 34730, costedQuantity: 50 } }),
    );
    expect(row.meanUnitCost).toBe(826.0335);
    expect(row.meanUnitNetCost).toBe(559.3668);
    expect(row.previousMeanUnitCost).toBe(694.6);
    expect(row.change).toBeCloseTo((826.0335 - 694.6) / 694.6, 12);
  });

  it('takes no mean across units, no net without every regime, no change without a previous mean', () => {
    const mixed = toProductListRow(total({ units: 2 }));
    expect(mixed).toMatchObject({ hasMixedUnits: true, unit: null, quantity: null, meanUnitCost: null });
    expect(toProductListRow(total({ costedWithoutRegime: 1 })).meanUnitNetCost).toBeNull();
    const other = toProductListRow(
      total({ previous: { units: 1, unit: 'CX', costedGross: 100, costedQuantity: 1 } }),
    );
    expect(other.previousMeanUnitCost).toBeNull();
    expect(other.change).toBeNull();
    expect(toProductListRow(total({ costedQuantity: 0, costedGross: 0 })).meanUnitCost).toBeNull();
  });
});

describe('the suppliers compared', () => {
  it('take each supplier’s weighted mean, cheapest first, and no mean across units', () => {
    const supplier = (overrides: Partial<TProductSupplierTotal>): TProductSupplierTotal => ({
      exporterName: 'Ningbo',
      originCountry: '160',
      imports: 2,
      units: 1,
      quantity: 150,
      costedGross: 130000,
      costedQuantity: 150,
      minUnitCost: 800,
      maxUnitCost: 900,
      lastImportDate: '2026-11-02',
      ...overrides,
    });
    const suppliers = compareSuppliers(
      [
        supplier({}),
        supplier({ exporterName: 'Mixed', units: 2 }),
        supplier({
          exporterName: 'Shenzhen',
          imports: 1,
          quantity: 10,
          costedGross: 7000,
          costedQuantity: 10,
          minUnitCost: 700,
          maxUnitCost: 700,
          lastImportDate: '2026-11-03',
        }),
      ],
      new Map([['160', 'China']]),
    );
    expect(
      suppliers.map((row) => [row.exporterName, row.meanUnitCost, row.minUnitCost, row.maxUnitCost]),
    ).toEqual([
      ['Shenzhen', 700, 700, 700],
      ['Ningbo', 866.6667, 800, 900],
      ['Mixed', null, null, null],
    ]);
    expect(suppliers[0]?.originCountryName).toBe('China');
    expect(suppliers[2]?.quantity).toBeNull();
  });
});
