import type { TDayRange } from '../../lib/business-day.ts';
import type { TFactSum, TFactTerm, TIndicatorMetric } from './indicator-facts-repository.ts';

type TOpenFamily = 'step' | 'boarding';

/**
 * What to sum for the processes open at some moment of the period (opened before its end, not
 * concluded before its start), or open now without a period:
 * open now − opened after the end + concluded from the start on.
 */
export const openTerms = (family: TOpenFamily, period: TDayRange | null): TFactTerm[] =>
  period
    ? [
        { metric: `${family}.open`, days: 'all' },
        { metric: `${family}.opened`, days: { after: period.toDay } },
        { metric: `${family}.closed`, days: { from: period.fromDay } },
      ]
    : [{ metric: `${family}.open`, days: 'all' }];

/** The lead-time metric of each figure of the lead-times indicator. */
export const LEAD_METRICS = {
  importDeclaration: 'lead.importDeclaration',
  loading: 'lead.loading',
  delivery: 'lead.delivery',
  closing: 'lead.closing',
  goodsReadinesDateXCustomerDeliverDate: 'lead.goodsReadinesDateXCustomerDeliverDate',
} as const;

/** What each Home indicator sums (the bench runs the same terms bare). */
export const INDICATOR_TERMS = {
  steps: (): TFactTerm[] => openTerms('step', null),
  leadtimes: (period: TDayRange): TFactTerm[] =>
    Object.values(LEAD_METRICS).map((metric) => ({ metric, days: period })),
  registroDi: (period: TDayRange): TFactTerm[] => [{ metric: 'registry', days: period }],
  movimentacao: (period: TDayRange, isOpeningOnly: boolean): TFactTerm[] =>
    isOpeningOnly ? [{ metric: 'boarding.created', days: period }] : openTerms('boarding', period),
  storage: (period: TDayRange): TFactTerm[] => [{ metric: 'storage', days: period }],
} as const;

const signOf = (metric: TIndicatorMetric): 1 | -1 => (metric.endsWith('.opened') ? -1 : 1);

/** Processes per key from the sums of {@link openTerms} (the "opened after the end" ones subtract). */
export const countOpenByKey = (sums: readonly TFactSum[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const { metric, key, n } of sums) counts.set(key, (counts.get(key) ?? 0) + signOf(metric) * n);
  return counts;
};

/** Processes per key of one metric. */
export const countByKey = (sums: readonly TFactSum[], metric: TIndicatorMetric): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const sum of sums) if (sum.metric === metric) counts.set(sum.key, (counts.get(sum.key) ?? 0) + sum.n);
  return counts;
};

/** Counts per key as an indicator reads them: the total of every key, and one key's count (0 if none). */
export const tallyOf = (counts: ReadonlyMap<string, number>) => {
  let total = 0;
  for (const count of counts.values()) total += count;
  return { total, countOf: (key: string) => counts.get(key) ?? 0 };
};

/**
 * The mean length in days of one lead-time metric, rounded to one decimal half away from zero
 * (as PostgreSQL's `round(numeric, 1)`), in integers so no binary fraction tips it; null with no
 * process. Lengths are never negative (a stage that ends before it starts is not counted).
 */
export const meanDaysOf = (sums: readonly TFactSum[], metric: TIndicatorMetric): number | null => {
  let days = 0;
  let count = 0;
  for (const sum of sums) {
    if (sum.metric !== metric) continue;
    days += sum.total;
    count += sum.n;
  }
  if (count === 0) return null;
  return Math.floor((20 * days + count) / (2 * count)) / 10;
};
