import { setTimeout } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import type { TAnalyticsStore } from './analytics-types.ts';
import { readFactBatches } from './fact-source.ts';
import type { shareChanges } from './share-changes.ts';

type TSyncOptions = {
  /** The database the facts are read from (the replica when there is one). */
  feedDb: TDatabase;
  store: TAnalyticsStore;
  sharing: Pick<ReturnType<typeof shareChanges>, 'catchUp' | 'markCurrent'>;
  logger: FastifyBaseLogger;
  /** Stops the retries of a failed rebuild (the server closing). */
  signal?: AbortSignal;
  /** The wait before the first retry of a failed rebuild, doubled up to RETRY_MAX_MS. */
  retryAfterMs?: number;
};

const RETRY_MAX_MS = 5 * 60 * 1000;

const seconds = (startedAt: number) => ((performance.now() - startedAt) / 1000).toFixed(1);

/** True when the store holds as many items as the database (a seed or a restore changes that). */
const isStoreComplete = async ({ db, store }: { db: TDbExecutor; store: TAnalyticsStore }) => {
  const [row] = await db.select({ items: count() }).from(declarationItems);
  return (await store.countFacts()) === Number(row?.items ?? 0);
};

const rebuildStore = async ({ feedDb, store, sharing, logger }: TSyncOptions): Promise<void> => {
  const startedAt = performance.now();
  const state = await sharing.markCurrent({ feedDb });
  const loaded = await store.rebuild(readFactBatches({ db: feedDb }));
  await store.writeSyncState(state);
  logger.info(
    { items: loaded, seconds: seconds(startedAt) },
    'base analítica reconstruída a partir do banco',
  );
};

/**
 * Rebuilds until it succeeds: a database that drops the feed's connection, or a disk that fills,
 * must not leave the instance on the old (or no) figures until someone restarts it. A failed
 * rebuild leaves the facts the store had (see rebuildFacts); the error is logged at each try.
 */
const rebuildUntilDone = async (options: TSyncOptions): Promise<void> => {
  const { logger, signal, retryAfterMs = 30_000 } = options;
  for (let attempt = 1, waitMs = retryAfterMs; ; attempt += 1, waitMs = Math.min(waitMs * 2, RETRY_MAX_MS)) {
    try {
      await rebuildStore(options);
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      logger.error(
        { err: error, attempt, retryInSeconds: waitMs / 1000 },
        'base analítica: a reconstrução falhou; nova tentativa em breve',
      );
    }
    // Cut short (rejected) when the server closes; the check below says so.
    await setTimeout(waitMs, undefined, signal ? { signal } : {}).catch(() => undefined);
    if (signal?.aborted) throw new Error('base analítica: reconstrução interrompida pelo encerramento');
  }
};

/**
 * Brings the store in step with the database at start. A persisted store replays the change log
 * from the last entry it holds (seconds), then checks its item count; a new store, one from another
 * database, one older than the log, or one whose count differs is rebuilt from the source of truth.
 * `readable` settles when calls may read it: as soon as the file is known to hold this database's
 * facts (while it replays what it missed, or while a rebuild replaces them: the figures of the
 * moment it stopped beat minutes of waiting, and each replayed period swaps in atomically), after
 * the rebuild when the store was empty or foreign; `synced` when it is in step. A failed rebuild is
 * tried again (30 s, then doubling up to 5 minutes) until it succeeds or the server closes.
 */
export const syncAnalyticsStore = (
  options: TSyncOptions,
): { readable: Promise<void>; synced: Promise<void> } => {
  const { feedDb, store, sharing, logger } = options;
  let markReadable = (): void => undefined;
  const readable = new Promise<void>((resolve) => {
    markReadable = resolve;
  });
  const run = async (): Promise<void> => {
    const startedAt = performance.now();
    const state = await store.readSyncState();
    const resumed = state
      ? await sharing.catchUp(state, { onResume: markReadable }).catch((error: unknown) => {
          logger.warn({ err: error }, 'base analítica: não foi possível aplicar o registro de mudanças');
          return 'failed' as const;
        })
      : 'new';
    if (resumed === 'caught-up' && (await isStoreComplete({ db: feedDb, store }))) {
      logger.info({ seconds: seconds(startedAt) }, 'base analítica retomada do arquivo e em dia com o banco');
      return;
    }
    if (resumed === 'caught-up' || resumed === 'behind-log') markReadable();
    logger.info({ reason: resumed }, 'base analítica: reconstrução completa em segundo plano');
    await rebuildUntilDone(options);
  };
  const synced = run().finally(markReadable);
  return { readable, synced };
};
