import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { registerBiAuthRoutes } from '../features/auth/bi-auth-routes.ts';
import { openDuckDbAnalyticsStore } from '../features/bi/analytics/duckdb-analytics-store.ts';
import { afterSync } from '../features/bi/analytics/after-sync.ts';
import { shareScans } from '../features/bi/analytics/share-scans.ts';
import { syncAnalyticsStore } from '../features/bi/analytics/sync-analytics-store.ts';
import { registerBiRoutes } from '../features/bi/bi-routes.ts';
import { createDatabaseRateSource } from '../features/bi/exchange-rates/database-rate-source.ts';
import { createPtaxRateSource } from '../features/bi/exchange-rates/ptax-rate-source.ts';
import { hasUnfinishedRuns } from '../features/bi/import/import-run-repository.ts';
import { createJobQueue } from '../lib/jobs/job-queue.ts';

/**
 * The BI host (`/gescomex/auth`, `/bi/*`, `/processos-importacao/*`): a separate plugin with its
 * own base URL and its own token (header `token`). Mounted in the API process by default. It owns
 * the analytics store, brought in step with the database before the host answers.
 */
export const biPlugin: FastifyPluginAsync = async (fastify) => {
  const { config, database } = fastify;
  const file =
    config.ANALYTICS_STORE_PATH === ':memory:' ? ':memory:' : path.resolve(config.ANALYTICS_STORE_PATH);
  const opened = shareScans(await openDuckDbAnalyticsStore({ file }));
  // A large rebuild (a million items take tens of seconds) must not hold the start: BI calls wait.
  const synced = syncAnalyticsStore({ db: database.db, store: opened, logger: fastify.log }).catch(
    (error: unknown) => fastify.log.error({ err: error }, 'não foi possível reconstruir a base analítica'),
  );
  const store = afterSync(opened, synced);
  const jobs = createJobQueue({ database, logger: fastify.log });
  const rateSource = config.EXCHANGE_RATES_URL
    ? createPtaxRateSource({ baseUrl: config.EXCHANGE_RATES_URL })
    : createDatabaseRateSource(database.db);
  fastify.addHook('onClose', async () => {
    await jobs.stop();
    await store.close();
  });

  registerBiAuthRoutes(fastify);
  registerBiRoutes(fastify, { store, jobs, rateSource });
  if (await hasUnfinishedRuns(database.db)) await jobs.get();
};
