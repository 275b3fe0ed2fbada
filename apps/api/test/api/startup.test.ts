import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/lib/config.ts';
import { prepareDatabase } from '../../src/startup.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import type { TDatabase } from '../../src/db/client.ts';
import { testEnv } from '../helpers/test-app.ts';
import { createEmptyPostgresDatabase } from '../helpers/test-database.ts';

const logger = pino({ level: 'silent' });
const serverUrl = process.env.TEST_DATABASE_URL;

/** Where a "start" keeps its data: a PGlite directory, or a fresh database on the test server. */
const createStorage = async (): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> => {
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pdc-start-'));
    return { env: { DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl, 'pdc_start');
  return { env: { DATABASE_URL: url }, cleanup: drop };
};

const countRows = async (db: TDatabase) => {
  const result = await db.execute(
    sql`select (select count(*) from companies) as companies, (select count(*) from users) as users,
               (select count(*) from processes) as processes, (select count(*) from documents) as documents`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
};

describe('start-up', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('migrates and seeds an empty database once; a second start neither re-seeds nor duplicates', async () => {
    const storage = await createStorage();
    cleanups.push(storage.cleanup);
    const config = loadConfig({
      ...testEnv,
      ...storage.env,
      SEED_ON_EMPTY: 'true',
      SEED_PROCESSES: '40',
      SEED_TODAY: '2026-11-22',
    });

    const first = await prepareDatabase({ config, logger });
    const afterFirst = await countRows(first.database.db);
    expect(Number(afterFirst?.processes)).toBe(40);
    expect(Number(afterFirst?.companies)).toBeGreaterThan(5);
    expect(first.demoLogins.some((login) => login.startsWith('ana.souza@aurora.example'))).toBe(true);
    await first.database.close();

    const second = await prepareDatabase({ config, logger });
    expect(await countRows(second.database.db)).toEqual(afterFirst);
    await second.database.close();
  });

  it('refuses a production start on a database that holds the demo accounts', async () => {
    const storage = await createStorage();
    cleanups.push(storage.cleanup);
    const demo = await prepareDatabase({
      config: loadConfig({ ...testEnv, ...storage.env, SEED_ON_EMPTY: 'true', SEED_PROCESSES: '5' }),
      logger,
    });
    await demo.database.close();
    // loadConfig refuses production on the embedded database: the mode is set after loading, so
    // this check runs on both drivers.
    const production = {
      ...loadConfig({
        ...storage.env,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        JWT_SECRET: 'p'.repeat(40),
        OAUTH_CLIENT_SECRET: 'our-own-client-secret',
      }),
      NODE_ENV: 'production' as const,
    };
    await expect(prepareDatabase({ config: production, logger })).rejects.toThrow(
      /contas de demonstração com a senha publicada/,
    );
  });

  it('leaves the database empty when SEED_ON_EMPTY is false', async () => {
    const storage = await createStorage();
    cleanups.push(storage.cleanup);
    const config = loadConfig({ ...testEnv, ...storage.env, SEED_ON_EMPTY: 'false' });
    const { database, demoLogins } = await prepareDatabase({ config, logger });
    expect(Number((await countRows(database.db))?.companies)).toBe(0);
    expect(demoLogins).toEqual([]);
    // An install without demo data still has the steps and countries a process needs.
    const reference = await database.db.execute(
      sql`select (select count(*) from process_steps) as steps, (select count(*) from countries) as countries`,
    );
    const counts = (reference as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(Number(counts?.steps)).toBe(PROCESS_STEPS.length);
    expect(Number(counts?.countries)).toBe(COUNTRIES.length);
    await database.close();

    // A later demo seed of that database writes the same rows without tripping on them.
    const seeded = await prepareDatabase({
      config: loadConfig({ ...testEnv, ...storage.env, SEED_ON_EMPTY: 'true', SEED_PROCESSES: '5' }),
      logger,
    });
    expect(Number((await countRows(seeded.database.db))?.processes)).toBe(5);
    await seeded.database.close();
  });
});
