import type { TLandedCost, TLandedCostExpense } from '@pc/contract/landed-cost';
import {
  DEFAULT_LANDED_COST_ALLOCATION,
  EXPENSE_CATEGORIES,
  LANDED_COST_ALLOCATIONS,
  TAX_REGIMES,
  type TExpenseCategory,
  type TLandedCostAllocation,
  type TTaxRegime,
} from '@pc/contract/landed-cost-rules';
import type { TDbExecutor } from '../../db/client.ts';
import { findProcessExpenses } from '../../db/repositories/process-expenses.ts';
import { computeLandedCost, type TCostItemInput } from './compute-landed-cost.ts';
import { findCostItemRows, type TCostItemRow } from './landed-cost-repository.ts';

/** The company's settings as stored (findLandedCostSettings). */
export type TStoredLandedCostSettings = { allocation: string; taxRegime: string | null };

const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (values as readonly string[]).includes(value);

/**
 * The company's settings as the arithmetic takes them. Stored values come from the contract's enums;
 * anything else (a hand-edited row) reads as the default basis, or as no regime.
 */
export const parseStoredSettings = (settings: {
  allocation: string | null;
  taxRegime: string | null;
}): { allocation: TLandedCostAllocation; taxRegime: TTaxRegime | null } => ({
  allocation: isOneOf(LANDED_COST_ALLOCATIONS, settings.allocation)
    ? settings.allocation
    : DEFAULT_LANDED_COST_ALLOCATION,
  taxRegime: isOneOf(TAX_REGIMES, settings.taxRegime) ? settings.taxRegime : null,
});

export const toCostItemInput = (row: TCostItemRow): TCostItemInput => ({
  itemNumber: row.itemNumber,
  ncm: row.ncm,
  productCode: row.productCode,
  productDescription: row.productDescription,
  quantity: row.quantity === null ? null : Number(row.quantity),
  unit: row.unit,
  grossWeight: Number(row.grossWeight),
  amounts: {
    vmld: Number(row.vmld),
    ii: Number(row.ii),
    ipi: Number(row.ipi),
    pis: Number(row.pis),
    cofins: Number(row.cofins),
    antidumping: Number(row.antidumping),
    siscomexFee: Number(row.siscomexFee),
    icms: Number(row.icms),
  },
});

/**
 * The landed cost of one process of a company, read from the database (its declaration items and its
 * expenses) with the company's settings, and computed by computeLandedCost. null without items.
 */
export const loadLandedCost = async (options: {
  db: TDbExecutor;
  companyId: number;
  processId: number;
  settings: TStoredLandedCostSettings;
}): Promise<TLandedCost | null> => {
  const { db, companyId, processId, settings } = options;
  const key = { companyId, processId };
  const [items, expenses] = await Promise.all([findCostItemRows(db, key), findProcessExpenses(db, key)]);
  const { allocation, taxRegime } = parseStoredSettings(settings);
  return computeLandedCost({
    items: items.map(toCostItemInput),
    expenses: expenses.map((row): TLandedCostExpense => ({
      category: isOneOf<TExpenseCategory>(EXPENSE_CATEGORIES, row.category) ? row.category : 'outros',
      description: row.description,
      amount: Number(row.amount),
      date: row.spentOn,
      isTaxDeductible: row.isTaxDeductible,
      cashRequest: row.cashRequest,
    })),
    allocation,
    taxRegime,
  });
};
