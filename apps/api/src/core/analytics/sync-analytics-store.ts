import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbExecutor } from '../../db/client.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import type { TAnalyticsStore } from './analytics-types.ts';
import { readFactBatches } from './fact-source.ts';

/**
 * Brings the store in step with the database at start: when it does not hold as many items as the
 * database (a new in-memory store, a seed, a restore), it is rebuilt from the source of truth.
 */
export const syncAnalyticsStore = async ({
  db,
  store,
  logger,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  logger: FastifyBaseLogger;
}): Promise<void> => {
  const [row] = await db.select({ items: count() }).from(declarationItems);
  const items = Number(row?.items ?? 0);
  if ((await store.countFacts()) === items) return;
  const startedAt = performance.now();
  const loaded = await store.rebuild(readFactBatches({ db }));
  logger.info(
    { items: loaded, seconds: ((performance.now() - startedAt) / 1000).toFixed(1) },
    'base analítica reconstruída a partir do banco',
  );
};
