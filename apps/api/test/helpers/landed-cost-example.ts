import type { TIngestDeclarationItem } from '@pc/contract/integration';
import type { TIngestExpense } from '@pc/contract/landed-cost';

// The landed cost's worked example, shared by the API tests of the Custo tab and of Produtos.

/**
 * The worked example of docs/decisions/0120-landed-cost-arithmetic.md (and of
 * compute-landed-cost.test.ts): two items with different tax rates and three expenses.
 */
export const NOTEBOOKS: TIngestDeclarationItem = {
  itemNumber: 1,
  ncm: '84713012',
  vmle: 45000,
  vmld: 50000,
  freight: 4000,
  insurance: 1000,
  ii: 8000,
  ipi: 8700,
  pis: 1050,
  cofins: 4825,
  antidumping: 0,
  siscomexFee: 100,
  icms: 14000,
  grossWeight: 800,
  netWeight: 760,
  productCode: 'NB-14',
  productDescription: 'Notebook 14"',
  quantity: 100,
  unit: 'UN',
};
export const PRESSES: TIngestDeclarationItem = {
  itemNumber: 2,
  ncm: '84629100',
  vmle: 27000,
  vmld: 30000,
  freight: 2400,
  insurance: 600,
  ii: 5400,
  ipi: 1770,
  pis: 630,
  cofins: 2895,
  antidumping: 1500,
  siscomexFee: 100,
  icms: 8000,
  grossWeight: 1200,
  netWeight: 1100,
  productCode: 'PR-200',
  productDescription: 'Prensa hidráulica',
  quantity: 3,
  unit: 'UN',
};
export const WORKED_DECLARATION = { registryDate: '2026-11-20', items: [NOTEBOOKS, PRESSES] };

export const WORKED_EXPENSES: TIngestExpense[] = [
  {
    category: 'afrmm',
    amount: 1000,
    date: '2026-11-21',
    isTaxDeductible: true,
    cashRequest: 'NUM-2026-0142',
  },
  {
    category: 'armazenagem',
    description: 'Armazenagem Santos (1º período)',
    amount: 2000.04,
    date: '2026-11-24',
    isTaxDeductible: true,
  },
  {
    category: 'honorarios',
    description: 'Honorários de despacho',
    amount: 1000,
    date: '2026-11-25',
    isTaxDeductible: false,
  },
];
