import type { FastifyPluginAsync } from 'fastify';
import { registerBiAuthRoutes } from '../features/auth/bi-auth-routes.ts';
import { registerBiRoutes } from '../features/bi/bi-routes.ts';
import { createDatabaseRateSource } from '../features/bi/exchange-rates/database-rate-source.ts';
import { createPtaxRateSource } from '../features/bi/exchange-rates/ptax-rate-source.ts';
import { hasUnfinishedRuns } from '../features/bi/import/import-run-repository.ts';

/**
 * The BI host (`/gescomex/auth`, `/bi/*`, `/processos-importacao/*`): a separate plugin with its
 * own base URL and its own token (header `token`). Mounted in the API process by default; it reads
 * the app's analytics store (plugins/analytics-store.ts).
 */
export const biPlugin: FastifyPluginAsync = async (fastify) => {
  const { config, database, analyticsStore: store, jobs } = fastify;
  const rateSource = config.EXCHANGE_RATES_URL
    ? createPtaxRateSource({ baseUrl: config.EXCHANGE_RATES_URL })
    : createDatabaseRateSource(database.db);
  registerBiAuthRoutes(fastify);
  registerBiRoutes(fastify, { store, jobs, rateSource });
  if (await hasUnfinishedRuns(database.db)) await jobs.get();
};
