import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { afterSync } from '../lib/analytics/after-sync.ts';
import { openDuckDbAnalyticsStore } from '../lib/analytics/duckdb-analytics-store.ts';
import { shareScans } from '../lib/analytics/share-scans.ts';
import { syncAnalyticsStore } from '../lib/analytics/sync-analytics-store.ts';

/**
 * The analytics store shared by the BI host and the import dashboard: opened once per process and
 * brought in step with the database (the source of truth) in the background.
 */
export const analyticsStorePlugin: FastifyPluginAsync = fp(
  async (fastify) => {
    const { config, database } = fastify;
    const file =
      config.ANALYTICS_STORE_PATH === ':memory:' ? ':memory:' : path.resolve(config.ANALYTICS_STORE_PATH);
    const opened = shareScans(await openDuckDbAnalyticsStore({ file }));
    // A large rebuild (a million items take tens of seconds) must not hold the start: calls wait.
    const synced = syncAnalyticsStore({ db: database.db, store: opened, logger: fastify.log }).catch(
      (error: unknown) => fastify.log.error({ err: error }, 'não foi possível reconstruir a base analítica'),
    );
    const store = afterSync(opened, synced);
    fastify.decorate('analyticsStore', store);
    fastify.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'analytics-store' },
);
