import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/app.ts';
import { loadConfig, type TConfig } from '../../src/lib/config.ts';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabaseHandle;
  config: TConfig;
  close: () => Promise<void>;
};

type TCreateTestAppOptions = {
  env?: Record<string, string>;
  /** Fills the fresh database before the app starts. */
  prepare?: (database: TDatabaseHandle) => Promise<void>;
  isServingWeb?: boolean;
  /** The app's clock (see TAppOptions.now). */
  now?: () => Date;
};

export const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_ON_EMPTY: 'false',
  // Suites sign in hundreds of times from one address; auth-rate-limit.test.ts tests the limit.
  PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  // Tests run the follow-up sweeps themselves (app.followUp), at the instants they choose.
  FOLLOW_UP_SCHEDULES: 'false',
  // …and the webhooks' sweep (app.webhooks.runSweep).
  WEBHOOKS_SCHEDULES: 'false',
  // …and the notification sweep (app.notifications.runSweep).
  NOTIFICATIONS_SCHEDULES: 'false',
  NOTIFICATIONS_WAKE_UP: 'false',
  // …and the retention purge (purgeExpiredData, called at the instants they choose).
  RETENTION_SCHEDULES: 'false',
} as const;

/** The real app plugin on a fresh migrated database, driven with `app.inject`. */
export const createTestApp = async ({
  env = {},
  prepare,
  isServingWeb = false,
  now,
}: TCreateTestAppOptions = {}): Promise<TTestApp> => {
  const config = loadConfig({ ...testEnv, ...env });
  const database = await createTestDatabase();
  if (prepare) await prepare(database);
  const app = await createServer({ config, database, isServingWeb, ...(now ? { now } : {}) });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
