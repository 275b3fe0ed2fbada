import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCostComponents, TLandedCost } from '@pc/contract/landed-cost';
import { createQueryClient } from '../../lib/query-client.ts';
import { formatUnitBRL, quantityText } from '../../lib/format-cost.ts';
import { CostTab } from './cost-tab.tsx';

const components = (values: Partial<TCostComponents>): TCostComponents => ({
  vmld: 0,
  ii: 0,
  ipi: 0,
  pis: 0,
  cofins: 0,
  antidumping: 0,
  siscomexFee: 0,
  icms: 0,
  expenses: 0,
  ...values,
});

// The worked example of docs/decisions/0120-landed-cost-arithmetic.md (Lucro Real, spread by VMLD),
// as GET …/landed-cost answers it.
const WORKED_EXAMPLE: TLandedCost = {
  allocation: 'vmld',
  appliedAllocation: 'vmld',
  taxRegime: 'lucroReal',
  creditedComponents: ['ipi', 'pis', 'cofins', 'icms'],
  components: components({
    vmld: 80000,
    ii: 13400,
    ipi: 10470,
    pis: 1680,
    cofins: 7720,
    antidumping: 1500,
    siscomexFee: 200,
    icms: 22000,
    expenses: 4000.04,
  }),
  totals: { gross: 140970.04, credits: 41870, net: 99100.04 },
  expensesTotal: 4000.04,
  items: [
    {
      itemNumber: 1,
      ncm: '84713012',
      productCode: 'NB-14',
      productDescription: 'Notebook 14"',
      quantity: 100,
      unit: 'UN',
      components: components({
        vmld: 50000,
        ii: 8000,
        ipi: 8700,
        pis: 1050,
        cofins: 4825,
        siscomexFee: 100,
        icms: 14000,
        expenses: 2500.02,
      }),
      totals: { gross: 89175.02, credits: 28575, net: 60600.02 },
      unitComponents: components({
        vmld: 500,
        ii: 80,
        ipi: 87,
        pis: 10.5,
        cofins: 48.25,
        siscomexFee: 1,
        icms: 140,
        expenses: 25.0002,
      }),
      unitTotals: { gross: 891.7502, credits: 285.75, net: 606.0002 },
    },
    {
      itemNumber: 2,
      ncm: '84629100',
      productCode: 'PR-200',
      productDescription: 'Prensa hidráulica',
      quantity: null,
      unit: null,
      components: components({
        vmld: 30000,
        ii: 5400,
        ipi: 1770,
        pis: 630,
        cofins: 2895,
        antidumping: 1500,
        siscomexFee: 100,
        icms: 8000,
        expenses: 1500.02,
      }),
      totals: { gross: 51795.02, credits: 13295, net: 38500.02 },
      unitComponents: null,
      unitTotals: null,
    },
  ],
  expenses: [
    {
      category: 'afrmm',
      description: null,
      amount: 1000,
      date: '2026-11-21',
      isTaxDeductible: true,
      cashRequest: null,
    },
    {
      category: 'armazenagem',
      description: null,
      amount: 2000.04,
      date: '2026-11-24',
      isTaxDeductible: true,
      cashRequest: 'NUM-2026-0142',
    },
    {
      category: 'honorarios',
      description: 'Honorários de despacho',
      amount: 1000,
      date: '2026-11-25',
      isTaxDeductible: false,
      cashRequest: null,
    },
  ],
};

const renderTab = (cost: TLandedCost = WORKED_EXAMPLE) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CostTab cost={cost} processId={42} />
    </QueryClientProvider>,
  );

/** 'R$ 14.465,06' → 1446506 cents. */
const centsOf = (text: string | null | undefined): number =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

describe('<CostTab />', () => {
  it('breaks the process down by component, and the components add up to the gross cost', () => {
    renderTab();
    const composition = screen.getByRole('region', { name: 'Composição do custo' });
    const rows = within(composition).getAllByRole('row');
    const componentCells = rows.slice(0, 9).map((row) => row.querySelector('td')?.textContent);
    expect(componentCells.reduce((sum, text) => sum + centsOf(text), 0)).toBe(
      centsOf(screen.getByTestId('cost-gross').textContent),
    );
    expect(screen.getByTestId('cost-gross').textContent).toBe('Custo brutoR$\u00a0140.970,04');
    expect(screen.getByTestId('cost-credits').textContent).toBe('Créditos (Lucro Real)− R$\u00a041.870,00');
    expect(screen.getByTestId('cost-net').textContent).toBe('Custo líquidoR$\u00a099.100,04');
    expect(within(composition).getAllByText('crédito')).toHaveLength(4);
  });

  it('states the allocation, the regime’s rule and the rounding', () => {
    renderTab();
    const notes = screen.getByRole('list', { name: 'Regras do cálculo' });
    expect(notes.textContent).toContain('Despesas rateadas entre as adições proporcional ao VMLD.');
    expect(notes.textContent).toContain('Lucro Real: IPI, PIS, COFINS e ICMS da importação são créditos');
  });

  it('without a regime shows no credit and no net cost, and says why', () => {
    renderTab({ ...WORKED_EXAMPLE, taxRegime: null, creditedComponents: [] });
    expect(screen.queryByTestId('cost-net')).toBeNull();
    expect(screen.queryByText('crédito')).toBeNull();
    expect(
      screen.getByText('Regime tributário não informado pelo despachante: o custo líquido não é calculado.'),
    ).toBeTruthy();
  });

  it('lists each item per unit, N/I without a quantity, and the items’ totals add up to the gross', () => {
    renderTab();
    const [notebooks, presses] = screen.getAllByTestId('cost-item');
    expect(within(notebooks as HTMLElement).getByText('R$ 891,7502')).toBeTruthy();
    expect(within(notebooks as HTMLElement).getByText('R$ 606,0002')).toBeTruthy();
    expect(within(presses as HTMLElement).getAllByText('N/I').length).toBeGreaterThan(0);
    expect(screen.getByTestId('cost-items-total').textContent).toBe('Total (2 adições)R$\u00a0140.970,04');
  });

  it('lists the expenses with their total', () => {
    renderTab();
    const expenses = screen.getAllByTestId('cost-expense');
    expect(expenses).toHaveLength(3);
    expect(expenses[1]?.textContent).toContain('Armazenagem');
    expect(expenses[1]?.textContent).toContain('NUM-2026-0142');
    const total = expenses.reduce((sum, row) => sum + centsOf(row.querySelectorAll('td')[3]?.textContent), 0);
    expect(total).toBe(centsOf(screen.getByTestId('cost-expenses-total').textContent));
  });

  it('formats units to 4 places and quantities with their unit', () => {
    expect(formatUnitBRL(0.0123)).toBe('R$\u00a00,0123');
    expect(quantityText({ quantity: 1250.5, unit: 'KG' })).toBe('1.250,5 KG');
    expect(quantityText({ quantity: null, unit: 'UN' })).toBe('N/I');
  });
});
