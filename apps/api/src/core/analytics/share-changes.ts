import { gt, lt, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { analyticsChanges } from '../../db/schema/bi-imports.ts';
import type { TAnalyticsStore } from './analytics-types.ts';
import { readFactBatches } from './fact-source.ts';

/** Changes older than this are dropped from the log (every instance has long read them). */
const KEEP_MS = 24 * 60 * 60 * 1000;

type TShareChangesOptions = {
  store: TAnalyticsStore;
  /** The primary: a change is replayed from data that surely holds it. */
  db: TDatabase;
  logger: FastifyBaseLogger;
  pollEveryMs?: number;
};

/**
 * Each instance has its own analytics store (a derived copy of the database). When one instance
 * replaces a period's facts (an ingestion, a BI import run by whichever instance took the job),
 * it logs the period in `analytics_changes`; every other instance reads the log every few seconds
 * and replaces the same period from the database. The log is in PostgreSQL, so no instance keeps
 * anything the others need.
 */
export const shareChanges = ({ store, db, logger, pollEveryMs = 2_000 }: TShareChangesOptions) => {
  let lastSeen = 0;
  const own = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let isPolling = false;

  const poll = async (): Promise<void> => {
    if (isPolling) return;
    isPolling = true;
    try {
      const changes = await db
        .select()
        .from(analyticsChanges)
        .where(gt(analyticsChanges.id, lastSeen))
        .orderBy(analyticsChanges.id)
        .limit(100);
      for (const change of changes) {
        if (!own.delete(change.id)) {
          const period = { companyIds: change.companyIds, fromDay: change.fromDay, toDay: change.toDay };
          await store.replaceFacts({ period, batches: readFactBatches({ db, period }) });
        }
        lastSeen = change.id;
      }
    } catch (error) {
      logger.warn(
        { err: error },
        'base analítica: não foi possível aplicar as mudanças das outras instâncias',
      );
    } finally {
      isPolling = false;
    }
  };

  const shared: TAnalyticsStore = {
    ...store,
    replaceFacts: async (options) => {
      const items = await store.replaceFacts(options);
      const [row] = await db
        .insert(analyticsChanges)
        .values({
          companyIds: [...options.period.companyIds],
          fromDay: options.period.fromDay,
          toDay: options.period.toDay,
        })
        .returning({ id: analyticsChanges.id });
      if (row) own.add(row.id);
      return items;
    },
  };

  return {
    store: shared,
    /**
     * Marks the log's end as read: call it, on the database the store is rebuilt from, before the
     * rebuild, which then holds every change logged so far.
     */
    markCurrent: async ({ feedDb }: { feedDb: TDatabase }): Promise<void> => {
      const [row] = await feedDb.select({ last: max(analyticsChanges.id) }).from(analyticsChanges);
      lastSeen = row?.last ?? 0;
      await db.delete(analyticsChanges).where(lt(analyticsChanges.changedAt, new Date(Date.now() - KEEP_MS)));
    },
    /** Reads the log every pollEveryMs from now on. */
    start: (): void => {
      timer = setInterval(() => void poll(), pollEveryMs);
      timer.unref();
    },
    /** Reads the log once now (tests). */
    poll,
    stop: (): void => clearInterval(timer),
  };
};
