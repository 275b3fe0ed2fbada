import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { afterSync } from '../core/analytics/after-sync.ts';
import { openDuckDbAnalyticsStore } from '../core/analytics/duckdb-analytics-store.ts';
import { shareChanges } from '../core/analytics/share-changes.ts';
import { shareScans } from '../core/analytics/share-scans.ts';
import { syncAnalyticsStore } from '../core/analytics/sync-analytics-store.ts';

/**
 * The analytics store shared by the BI host and the import dashboard: opened once per process and
 * brought in step with the database (the source of truth) in the background.
 */
export const analyticsStorePlugin: FastifyPluginAsync = fp(
  async (fastify) => {
    const { config } = fastify;
    const file =
      config.ANALYTICS_STORE_PATH === ':memory:' ? ':memory:' : path.resolve(config.ANALYTICS_STORE_PATH);
    // Spills go to DATA_DIR, the one folder a production container may write.
    const tempDirectory = path.join(config.DATA_DIR, 'analytics-tmp');
    const duckDb = await openDuckDbAnalyticsStore({
      file,
      tempDirectory,
      memoryLimit: config.ANALYTICS_STORE_MEMORY_LIMIT,
    });
    fastify.log.info({ file, memoryLimit: await duckDb.memoryLimit() }, 'base analítica aberta');
    const local = shareScans(duckDb);
    // Other instances' changes (ingestions, BI imports) reach this store through the database.
    const sharing = shareChanges({ store: local, db: fastify.database.db, logger: fastify.log });
    // A rebuild (minutes at 10M items) must not hold the start: calls wait, or read the facts the
    // file already holds. It reads the replica when there is one (the feed is the heaviest read).
    const feedDb = await fastify.readRouting.readDbFor();
    const closing = new AbortController();
    const { readable, synced } = syncAnalyticsStore({
      feedDb,
      store: local,
      sharing,
      logger: fastify.log,
      signal: closing.signal,
    });
    const started = synced
      .catch((error: unknown) =>
        fastify.log.error({ err: error }, 'não foi possível reconstruir a base analítica'),
      )
      .then(() => sharing.start());
    const store = afterSync(sharing.store, readable);
    fastify.decorate('analyticsStore', store);
    fastify.decorate('analyticsChanges', { poll: sharing.poll, synced: started });
    fastify.addHook('onClose', async () => {
      closing.abort();
      await started;
      sharing.stop();
      await store.close();
    });
  },
  { name: 'analytics-store' },
);
