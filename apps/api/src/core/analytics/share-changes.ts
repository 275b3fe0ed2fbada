import { and, gt, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { analyticsChanges, analyticsLogState } from '../../db/schema/bi-imports.ts';
import type { TAnalyticsStore, TStoreSyncState } from './analytics-types.ts';
import { readFactBatches } from './fact-source.ts';

/**
 * Changes older than this are dropped from the log: an instance (or a persisted store) down for
 * longer is rebuilt from the database instead of replaying it.
 */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Entries read per round of the log. */
const PAGE = 100;

type TShareChangesOptions = {
  store: TAnalyticsStore;
  /** The primary: a change is replayed from data that surely holds it. */
  db: TDatabase;
  logger: FastifyBaseLogger;
  pollEveryMs?: number;
};

type TLogState = { databaseId: string; prunedThrough: number };

/** The database's id and how far its log was pruned (the row is made by the first start). */
const readLogState = async ({ db }: { db: TDatabase }): Promise<TLogState> => {
  await db.insert(analyticsLogState).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ databaseId: analyticsLogState.databaseId, prunedThrough: analyticsLogState.prunedThrough })
    .from(analyticsLogState);
  if (!row) throw new Error('analytics_log_state sem a sua linha');
  return row;
};

/**
 * Drops the entries older than KEEP_MS, a prefix of the log by id, and records the last one
 * dropped: a store that holds less than that can no longer catch up from the log. The newest entry
 * always stays: a store ahead of the log's end comes from a database restored from a backup.
 */
const pruneLog = async ({ db }: { db: TDatabase }): Promise<void> => {
  await db.transaction(async (tx) => {
    const newest = tx.select({ id: max(analyticsChanges.id) }).from(analyticsChanges);
    const [row] = await tx
      .select({ last: max(analyticsChanges.id) })
      .from(analyticsChanges)
      .where(
        and(
          lt(analyticsChanges.changedAt, new Date(Date.now() - KEEP_MS)),
          lt(analyticsChanges.id, sql`(${newest})`),
        ),
      );
    const last = row?.last;
    if (last === null || last === undefined) return;
    await tx.delete(analyticsChanges).where(sql`${analyticsChanges.id} <= ${last}`);
    await tx
      .update(analyticsLogState)
      .set({ prunedThrough: sql`greatest(${analyticsLogState.prunedThrough}, ${last})` });
  });
};

/**
 * Each instance has its own analytics store (a derived copy of the database). When one instance
 * replaces a period's facts (an ingestion, a BI import run by whichever instance took the job),
 * it logs the period in `analytics_changes`; every other instance reads the log every few seconds
 * and replaces the same period from the database. The log is in PostgreSQL, so no instance keeps
 * anything the others need. A persisted store records the last entry it holds (its sync state), so
 * after a restart it replays only what was logged while it was down.
 */
export const shareChanges = ({ store, db, logger, pollEveryMs = 2_000 }: TShareChangesOptions) => {
  let lastSeen = 0;
  let databaseId: string | null = null;
  const own = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<number> | null = null;

  /** Applies the next page of the log; answers how many entries it read. */
  const readPage = async (): Promise<number> => {
    const changes = await db
      .select()
      .from(analyticsChanges)
      .where(gt(analyticsChanges.id, lastSeen))
      .orderBy(analyticsChanges.id)
      .limit(PAGE);
    for (const change of changes) {
      if (!own.delete(change.id)) {
        const period = { companyIds: change.companyIds, fromDay: change.fromDay, toDay: change.toDay };
        await store.replaceFacts({ period, batches: readFactBatches({ db, period }) });
      }
      lastSeen = change.id;
    }
    if (changes.length > 0 && databaseId)
      await store.writeSyncState({ databaseId, appliedChangeId: lastSeen });
    return changes.length;
  };

  const poll = async (): Promise<number> => {
    polling ??= readPage()
      .catch((error: unknown) => {
        logger.warn(
          { err: error },
          'base analítica: não foi possível aplicar as mudanças das outras instâncias',
        );
        return 0;
      })
      .finally(() => {
        polling = null;
      });
    return polling;
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
     * rebuild, which then holds every change logged so far. Answers the sync state to record once
     * the rebuild is done.
     */
    markCurrent: async ({ feedDb }: { feedDb: TDatabase }) => {
      const [row] = await feedDb.select({ last: max(analyticsChanges.id) }).from(analyticsChanges);
      lastSeen = row?.last ?? 0;
      const log = await readLogState({ db });
      databaseId = log.databaseId;
      await pruneLog({ db });
      return { databaseId: log.databaseId, appliedChangeId: lastSeen };
    },
    /**
     * Resumes a persisted store from the last entry it holds, replaying every entry after it now
     * (`onResume` once it knows it can: the file's facts may be read meanwhile).
     * Touches nothing when the store's facts come from another database, or when the log no longer
     * holds every entry after its own: the store must then be rebuilt.
     */
    catchUp: async (
      state: TStoreSyncState,
      { onResume }: { onResume: () => void },
    ): Promise<'caught-up' | 'behind-log' | 'other-database' | 'restored-database'> => {
      const log = await readLogState({ db });
      if (log.databaseId !== state.databaseId) return 'other-database';
      const [newest] = await db.select({ id: max(analyticsChanges.id) }).from(analyticsChanges);
      // The store holds changes the log does not: the database went back to a backup.
      if (state.appliedChangeId > (newest?.id ?? 0)) return 'restored-database';
      if (log.prunedThrough > state.appliedChangeId) return 'behind-log';
      databaseId = log.databaseId;
      lastSeen = state.appliedChangeId;
      onResume();
      // Straight through readPage: a failure here is the caller's (it rebuilds), not a warning.
      while ((await readPage()) === PAGE);
      await pruneLog({ db });
      return 'caught-up';
    },
    /** Reads the log every pollEveryMs from now on. */
    start: (): void => {
      timer = setInterval(() => void poll(), pollEveryMs);
      timer.unref();
    },
    /** Reads the log once now (tests). */
    poll: async (): Promise<void> => {
      await poll();
    },
    stop: (): void => clearInterval(timer),
  };
};
