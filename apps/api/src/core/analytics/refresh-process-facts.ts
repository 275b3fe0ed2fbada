import { and, eq, inArray, max, min, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import type { TAnalyticsStore, TProcessKey } from './analytics-types.ts';
import { readFactBatches } from './fact-source.ts';

/** The process columns the facts carry (fact-source.ts): a change to one of them makes facts stale. */
export const FACT_PROCESS_FIELDS = new Set([
  'duimp',
  'datesGoodsPresenceDate',
  'diResourcefulnessDate',
  'duimpResourcefulnessDate',
  'datesGoodsLoadingDate',
  'datesCustomerDeliverDate',
]);

/**
 * Brings the facts of these processes back in step with the database: per company, the facts of
 * the days their declaration items were registered on are replaced from the source of truth
 * (other processes of those days are read again too, unchanged). Processes without items have no
 * facts and cost one query.
 */
export const refreshProcessFacts = async ({
  db,
  store,
  processKeys,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  processKeys: readonly TProcessKey[];
}): Promise<void> => {
  if (processKeys.length === 0) return;
  const byCompany = new Map<number, number[]>();
  for (const key of processKeys)
    byCompany.set(key.companyId, [...(byCompany.get(key.companyId) ?? []), key.processId]);
  const spans = await db
    .select({
      companyId: declarationItems.companyId,
      fromDay: min(declarationItems.registryDate),
      toDay: max(declarationItems.registryDate),
    })
    .from(declarationItems)
    .where(
      or(
        ...[...byCompany].map(([companyId, processIds]) =>
          and(eq(declarationItems.companyId, companyId), inArray(declarationItems.processId, processIds)),
        ),
      ),
    )
    .groupBy(declarationItems.companyId);
  for (const span of spans) {
    if (!span.fromDay || !span.toDay) continue;
    const period = { companyIds: [span.companyId], fromDay: span.fromDay, toDay: span.toDay };
    await store.replaceFacts({ period, batches: readFactBatches({ db, period }) });
  }
};

/**
 * Replaces every fact of a company from the database: its name, expense basis or tax regime is in
 * each of them. Rare (a setting changes), and bounded by the company's own items.
 */
export const refreshCompanyFacts = async ({
  db,
  store,
  companyId,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  companyId: number;
}): Promise<void> => {
  const [span] = await db
    .select({ fromDay: min(declarationItems.registryDate), toDay: max(declarationItems.registryDate) })
    .from(declarationItems)
    .where(eq(declarationItems.companyId, companyId));
  if (!span?.fromDay || !span.toDay) return;
  const period = { companyIds: [companyId], fromDay: span.fromDay, toDay: span.toDay };
  await store.replaceFacts({ period, batches: readFactBatches({ db, period }) });
};
