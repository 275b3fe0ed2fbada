import type { TProductMonth } from '@pc/contract/products';

export type TPoint = { month: string; label: string; unitCost: number };

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'nov/26' of a yyyy-MM month. */
export const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(2, 4)}`;

/** The chart's points: the months with a weighted mean (the server's), oldest first. */
export const unitCostPoints = (months: readonly TProductMonth[]): TPoint[] =>
  months
    .filter((month): month is TProductMonth & { meanUnitCost: number } => month.meanUnitCost !== null)
    .map((month) => ({ month: month.month, label: monthLabel(month.month), unitCost: month.meanUnitCost }));
