import type { TProductImport } from '@pc/contract/products';

export type TPoint = { month: string; label: string; unitCost: number };

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'nov/26' of a yyyy-MM month. */
const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(2, 4)}`;

/**
 * The weighted mean unit cost of each month with imports (Σ line cost ÷ Σ quantity, as the list's
 * mean), oldest first; imports without a quantity are left out, as from the mean.
 */
export const monthlyUnitCosts = (imports: readonly TProductImport[]): TPoint[] => {
  const months = new Map<string, { cost: number; quantity: number }>();
  for (const row of imports) {
    if (row.quantity === null || row.quantity <= 0) continue;
    const month = row.registryDate.slice(0, 7);
    const sums = months.get(month) ?? { cost: 0, quantity: 0 };
    months.set(month, { cost: sums.cost + row.grossCost, quantity: sums.quantity + row.quantity });
  }
  return [...months]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([month, sums]) => ({
      month,
      label: monthLabel(month),
      unitCost: Math.round((sums.cost / sums.quantity) * 10_000) / 10_000,
    }));
};
