import type { TFreightQuotation } from '@pc/contract/quotation';

const nullsLast = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
};

/**
 * Ranking of docs/decisions/0039-quotation-ranking-and-approval.md: lowest total first (absent last),
 * then transit time, then id.
 */
export const rankQuotations = (quotations: readonly TFreightQuotation[]): TFreightQuotation[] =>
  [...quotations].sort(
    (a, b) => nullsLast(a.total, b.total) || nullsLast(a.transitTime, b.transitTime) || a.id - b.id,
  );
