import { describe, expect, it } from 'vitest';
import type { TLandedCostExpense } from '@pc/contract/landed-cost';
import { COST_COMPONENTS } from '@pc/contract/landed-cost-rules';
import {
  chooseAllocationWeights,
  computeLandedCost,
  spreadAmount,
  type TCostItemInput,
} from './compute-landed-cost.ts';

// The worked example of docs/decisions/0120-landed-cost-arithmetic.md, reproduced by hand there: two
// items with different tax rates, three expenses, each tax regime.
const NOTEBOOKS: TCostItemInput = {
  itemNumber: 1,
  ncm: '84713012',
  productCode: 'NB-14',
  productDescription: 'Notebook 14"',
  quantity: 100,
  unit: 'UN',
  grossWeight: 800,
  amounts: {
    vmld: 50000,
    ii: 8000,
    ipi: 8700,
    pis: 1050,
    cofins: 4825,
    antidumping: 0,
    siscomexFee: 100,
    icms: 14000,
  },
};
const PRESSES: TCostItemInput = {
  itemNumber: 2,
  ncm: '84629100',
  productCode: 'PR-200',
  productDescription: 'Prensa hidráulica',
  quantity: 3,
  unit: 'UN',
  grossWeight: 1200,
  amounts: {
    vmld: 30000,
    ii: 5400,
    ipi: 1770,
    pis: 630,
    cofins: 2895,
    antidumping: 1500,
    siscomexFee: 100,
    icms: 8000,
  },
};
const expense = (category: TLandedCostExpense['category'], amount: number): TLandedCostExpense => ({
  category,
  description: null,
  amount,
  date: '2026-11-25',
  isTaxDeductible: true,
  cashRequest: null,
});
const EXPENSES = [expense('afrmm', 1000), expense('armazenagem', 2000.04), expense('honorarios', 1000)];

const example = (overrides: Partial<Parameters<typeof computeLandedCost>[0]> = {}) => {
  const cost = computeLandedCost({
    items: [NOTEBOOKS, PRESSES],
    expenses: EXPENSES,
    allocation: 'vmld',
    taxRegime: 'lucroReal',
    ...overrides,
  });
  if (!cost) throw new Error('no landed cost');
  return cost;
};

const sumOf = (values: readonly number[]) =>
  Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;

describe('spreadAmount', () => {
  it('rounds each part to the cent and puts the difference on the largest item', () => {
    // 200 004 cents × 5/8 = 125 002,5 → 125 003 and × 3/8 = 75 001,5 → 75 002: one cent too many,
    // taken back from the largest item.
    expect(spreadAmount(200_004n, [5_000_000n, 3_000_000n])).toEqual([125_002n, 75_002n]);
    expect(spreadAmount(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
  });

  it('never takes a part below zero: a few cents over many equal items round down first', () => {
    const parts = spreadAmount(
      5n,
      Array.from({ length: 10 }, () => 1n),
    );
    expect(parts.every((part) => part >= 0n)).toBe(true);
    expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(5n);
  });

  it('gives nothing to items of no weight, and the whole to the only one that has some', () => {
    expect(spreadAmount(999n, [0n, 7n, 0n])).toEqual([0n, 999n, 0n]);
  });
});

describe('chooseAllocationWeights', () => {
  it('uses the chosen basis when every item carries it', () => {
    expect(chooseAllocationWeights('weight', [NOTEBOOKS, PRESSES]).applied).toBe('weight');
    expect(chooseAllocationWeights('quantity', [NOTEBOOKS, PRESSES]).applied).toBe('quantity');
  });

  it('falls back to VMLD when an item lacks a quantity or no item has a weight, then to equal parts', () => {
    const noQuantity = { ...PRESSES, quantity: null };
    expect(chooseAllocationWeights('quantity', [NOTEBOOKS, noQuantity]).applied).toBe('vmld');
    const weightless = [NOTEBOOKS, PRESSES].map((item) => ({ ...item, grossWeight: 0 }));
    expect(chooseAllocationWeights('weight', weightless).applied).toBe('vmld');
    const free = weightless.map((item) => ({ ...item, amounts: { ...item.amounts, vmld: 0 } }));
    expect(chooseAllocationWeights('vmld', free)).toEqual({ applied: 'equal', weights: [1n, 1n] });
  });
});

describe('computeLandedCost: the worked example', () => {
  it('spreads the three expenses by VMLD (5 : 3), the armazenagem’s cent on the notebooks', () => {
    const cost = example();
    expect(cost.appliedAllocation).toBe('vmld');
    expect(cost.items.map((item) => item.components.expenses)).toEqual([2500.02, 1500.02]);
    expect(cost.expensesTotal).toBe(4000.04);
    expect(cost.components.expenses).toBe(4000.04);
  });

  it('adds each item up to its gross cost, and the items up to the process’s', () => {
    const cost = example();
    expect(cost.items.map((item) => item.totals.gross)).toEqual([89175.02, 51795.02]);
    expect(cost.totals.gross).toBe(140970.04);
    for (const component of COST_COMPONENTS) {
      expect(cost.components[component]).toBe(sumOf(cost.items.map((item) => item.components[component])));
    }
    expect(sumOf(COST_COMPONENTS.map((component) => cost.components[component]))).toBe(cost.totals.gross);
  });

  it('Lucro Real: IPI, PIS, COFINS and ICMS are credits', () => {
    const cost = example({ taxRegime: 'lucroReal' });
    expect(cost.creditedComponents).toEqual(['ipi', 'pis', 'cofins', 'icms']);
    expect(cost.items.map((item) => item.totals)).toEqual([
      { gross: 89175.02, credits: 28575, net: 60600.02 },
      { gross: 51795.02, credits: 13295, net: 38500.02 },
    ]);
    expect(cost.totals).toEqual({ gross: 140970.04, credits: 41870, net: 99100.04 });
  });

  it('Lucro Presumido: IPI and ICMS are credits, PIS and COFINS stay in the cost', () => {
    const cost = example({ taxRegime: 'lucroPresumido' });
    expect(cost.items.map((item) => item.totals.net)).toEqual([66475.02, 42025.02]);
    expect(cost.totals).toEqual({ gross: 140970.04, credits: 32470, net: 108500.04 });
  });

  it('Simples Nacional: no credit, the net cost is the gross', () => {
    const cost = example({ taxRegime: 'simplesNacional' });
    expect(cost.creditedComponents).toEqual([]);
    expect(cost.totals).toEqual({ gross: 140970.04, credits: 0, net: 140970.04 });
  });

  it('without a known regime there is no credit and no net cost', () => {
    const cost = example({ taxRegime: null });
    expect(cost.totals).toEqual({ gross: 140970.04, credits: null, net: null });
    expect(cost.items[0]?.totals.net).toBeNull();
  });

  it('per unit: each component ÷ the quantity to 4 places, the unit gross their sum', () => {
    const cost = example();
    const [notebooks, presses] = cost.items;
    expect(notebooks?.unitTotals).toEqual({ gross: 891.7502, credits: 285.75, net: 606.0002 });
    expect(presses?.unitComponents).toMatchObject({
      siscomexFee: 33.3333,
      icms: 2666.6667,
      expenses: 500.0067,
    });
    expect(presses?.unitTotals?.gross).toBe(17265.0067);
  });

  it('spreads by gross weight (2 : 3) when the company chose it', () => {
    const cost = example({ allocation: 'weight' });
    expect(cost.appliedAllocation).toBe('weight');
    expect(cost.items.map((item) => item.components.expenses)).toEqual([1600.02, 2400.02]);
  });

  it('an item without a quantity has no unit cost, and the process none without items', () => {
    const cost = example({ items: [NOTEBOOKS, { ...PRESSES, quantity: null }] });
    expect(cost.items[1]?.unitTotals).toBeNull();
    expect(
      computeLandedCost({ items: [], expenses: EXPENSES, allocation: 'vmld', taxRegime: null }),
    ).toBeNull();
  });
});
