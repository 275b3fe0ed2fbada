import { and, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { inIdList } from '../../db/id-list.ts';
import { indicatorFacts } from '../../db/schema/indicator-facts.ts';
import type { TDayRange } from '../../lib/business-day.ts';

/** The facts migration 0011 keeps (see `indicator_facts_of` there for what each one is). */
export const INDICATOR_METRICS = [
  'step.open',
  'step.opened',
  'step.closed',
  'boarding.open',
  'boarding.opened',
  'boarding.closed',
  'boarding.created',
  'registry',
  'storage',
  'lead.importDeclaration',
  'lead.loading',
  'lead.delivery',
  'lead.closing',
  'lead.goodsReadinesDateXCustomerDeliverDate',
] as const;
export type TIndicatorMetric = (typeof INDICATOR_METRICS)[number];

/** Which days of a metric to sum: all of them, after a day, from a day on, or a range. */
export type TFactDays = 'all' | { after: string } | { from: string } | TDayRange;

export type TFactTerm = { metric: TIndicatorMetric; days: TFactDays };

export type TFactSum = { metric: TIndicatorMetric; key: string; n: number; total: number };

const daysCondition = (days: TFactDays): SQL | undefined => {
  if (days === 'all') return undefined;
  if ('after' in days) return gt(indicatorFacts.day, days.after);
  if ('from' in days) return gte(indicatorFacts.day, days.from);
  return and(gte(indicatorFacts.day, days.fromDay), lte(indicatorFacts.day, days.toDay));
};

/**
 * The companies' facts summed per metric and key over each term's days: a few hundred rows of
 * `indicator_facts` for a month, however many processes the companies have.
 */
export const buildFactSumsQuery = (
  db: TDbExecutor,
  { companyIds, terms }: { companyIds: readonly number[]; terms: readonly TFactTerm[] },
) =>
  db
    .select({
      metric: sql<TIndicatorMetric>`${indicatorFacts.metric}`,
      key: indicatorFacts.key,
      n: sql<number>`sum(${indicatorFacts.n})`.mapWith(Number),
      total: sql<number>`sum(${indicatorFacts.total})`.mapWith(Number),
    })
    .from(indicatorFacts)
    .where(
      and(
        inIdList(indicatorFacts.companyId, companyIds),
        or(...terms.map(({ metric, days }) => and(eq(indicatorFacts.metric, metric), daysCondition(days)))),
      ),
    )
    .groupBy(indicatorFacts.metric, indicatorFacts.key);

export const sumIndicatorFacts = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; terms: readonly TFactTerm[] },
): Promise<TFactSum[]> => buildFactSumsQuery(db, options);
