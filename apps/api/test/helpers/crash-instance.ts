import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiInstance, type TApiInstance } from '../../../../scripts/cluster/cluster-processes.ts';
import { freePort } from '../../../../scripts/cluster/free-port.ts';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { loadConfig } from '../../src/lib/config.ts';
import { authHeader, createAccessToken } from './auth-token.ts';
import { insertUser } from './fixtures.ts';
import { startPrivatePostgres } from './private-postgres.ts';

export type TCrashInstance = {
  instance: TApiInstance;
  /** The private server's URL, to read what the instance left behind. */
  databaseUrl: string;
  /** The admin's bearer header, valid across the instance's restarts. */
  headers: Record<string, string>;
  dispose: () => Promise<void>;
};

/**
 * What a crash test kills and starts again: the API in a process of its own (production mode) on a
 * private, migrated PostgreSQL with one admin, the schedules off unless `env` turns them on.
 */
export const startCrashInstance = async ({
  admin,
  env: extraEnv = {},
  prefix,
}: {
  admin: { id: number; email: string; name?: string };
  env?: Record<string, string>;
  prefix: string;
}): Promise<TCrashInstance> => {
  const postgres = await startPrivatePostgres();
  const database = await openDatabase({ url: postgres.url });
  await migrateDatabase(database);
  await insertUser(database.db, { ...admin, role: 'ADMIN' });
  await database.close();
  const workDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const port = await freePort();
  const env = {
    DATABASE_URL: postgres.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    OAUTH_CLIENT_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BI_ENABLED: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const instance = createApiInstance({ name: 'api', port, env, workDir });
  await instance.start();
  const config = loadConfig({ ...env, NODE_ENV: 'production' });
  const headers = authHeader(await createAccessToken({ config, userId: admin.id, companyIds: [] }));
  return {
    instance,
    databaseUrl: postgres.url,
    headers,
    dispose: async () => {
      await instance.stop('SIGKILL');
      postgres.dispose();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
};
