import { describe, expect, it } from 'vitest';
import type { TProductImport } from '@pc/contract/products';
import type { TProductTotal } from '../../core/analytics/analytics-types.ts';
import { compareSuppliers, toProductListRow } from './product-figures.ts';

const total = (overrides: Partial<TProductTotal>): TProductTotal => ({
  productCode: 'NB-14',
  description: 'Notebook 14"',
  ncm: '84713012',
  units: 1,
  unit: 'UN',
  lastImportDate: '2026-11-20',
  imports: 2,
  quantity: 150,
  grossCost: 123905.02,
  costedGross: 123905.02,
  costedQuantity: 150,
  costedCredits: 40000,
  costedWithoutRegime: 0,
  ...overrides,
});

describe('a product’s row of the list', () => {
  it('takes the weighted mean (Σ cost ÷ Σ quantity) gross and net, and its change on the previous', () => {
    const row = toProductListRow(total({}), total({ costedGross: 34730, costedQuantity: 50 }));
    expect(row.meanUnitCost).toBe(826.0335);
    expect(row.meanUnitNetCost).toBe(559.3668);
    expect(row.previousMeanUnitCost).toBe(694.6);
    expect(row.change).toBeCloseTo((826.0335 - 694.6) / 694.6, 12);
  });

  it('takes no mean across units, no net without every regime, no change without a previous mean', () => {
    const mixed = toProductListRow(total({ units: 2 }), undefined);
    expect(mixed).toMatchObject({ hasMixedUnits: true, unit: null, quantity: null, meanUnitCost: null });
    expect(toProductListRow(total({ costedWithoutRegime: 1 }), undefined).meanUnitNetCost).toBeNull();
    const other = toProductListRow(total({}), total({ unit: 'CX' }));
    expect(other.previousMeanUnitCost).toBeNull();
    expect(other.change).toBeNull();
    expect(toProductListRow(total({ costedQuantity: 0, costedGross: 0 }), undefined).meanUnitCost).toBeNull();
  });
});

const line = (
  exporterName: string,
  processId: number,
  quantity: number,
  grossCost: number,
): TProductImport => ({
  processId,
  processNumber: null,
  companyId: 3,
  companyName: 'Hércules',
  registryDate: `2026-11-${String(processId).padStart(2, '0')}`,
  exporterName,
  originCountry: '160',
  originCountryName: 'China',
  quantity,
  unit: 'UN',
  grossCost,
  credits: null,
  taxRegime: null,
  unitComponents: null,
  unitCost: Math.round((grossCost / quantity) * 10_000) / 10_000,
  unitNetCost: null,
});

describe('the suppliers compared', () => {
  it('weigh each supplier’s mean by quantity, cheapest first, with the lowest and highest', () => {
    const suppliers = compareSuppliers([
      line('Ningbo', 1, 100, 90000),
      line('Ningbo', 2, 50, 40000),
      line('Shenzhen', 3, 10, 7000),
    ]);
    expect(suppliers).toEqual([
      {
        exporterName: 'Shenzhen',
        originCountryName: 'China',
        imports: 1,
        quantity: 10,
        meanUnitCost: 700,
        minUnitCost: 700,
        maxUnitCost: 700,
        lastImportDate: '2026-11-03',
      },
      {
        exporterName: 'Ningbo',
        originCountryName: 'China',
        imports: 2,
        quantity: 150,
        meanUnitCost: 866.6667,
        minUnitCost: 800,
        maxUnitCost: 900,
        lastImportDate: '2026-11-02',
      },
    ]);
  });
});
