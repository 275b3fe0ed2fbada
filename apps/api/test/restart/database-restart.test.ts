import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/app.ts';
import { loadConfig } from '../../src/lib/config.ts';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';
import { createAccessToken } from '../helpers/auth-token.ts';
import { insertAuthFixtures } from '../helpers/fixtures.ts';
import { startPrivatePostgres } from '../helpers/private-postgres.ts';
import { testEnv } from '../helpers/test-app.ts';

const UNAVAILABLE = 'O banco de dados está indisponível no momento. Tente novamente em alguns instantes.';
const STEPS_URL = '/processSteps/search/findAllByOrderByPositionAsc';

/**
 * Hardening: a PostgreSQL restart or failover must not end the process. While the server is away
 * the API answers 503 (with a pt-BR message) and /ready says so; it recovers by itself.
 */
describe('the API survives a PostgreSQL restart', () => {
  let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let database: TDatabaseHandle;
  let app: Awaited<ReturnType<typeof createServer>>;
  let headers: Record<string, string>;
  const idleErrors: Error[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await openDatabase({ url: postgres.url, onIdleError: (error) => idleErrors.push(error) });
    await migrateDatabase(database);
    // Every request checks its session against the user row (core/auth/session-state.ts).
    await insertAuthFixtures(database.db);
    const config = loadConfig({ ...testEnv, BI_ENABLED: 'false' });
    app = await createServer({ config, database, isServingWeb: false });
    headers = {
      authorization: `Bearer ${await createAccessToken({ config, userId: 1, companyIds: [] })}`,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    postgres?.dispose();
  });

  const call = (url: string) => app.inject({ method: 'GET', url, headers });

  /** Polls until the API and /ready answer 200 again; the seconds it took. */
  const waitForRecovery = async (): Promise<number> => {
    const startedAt = performance.now();
    for (;;) {
      const [ready, api] = await Promise.all([call('/ready'), call(STEPS_URL)]);
      if (ready.statusCode === 200 && api.statusCode === 200) return (performance.now() - startedAt) / 1000;
      expect([ready.statusCode, api.statusCode].every((status) => status === 200 || status === 503)).toBe(
        true,
      );
      if (performance.now() - startedAt > 30_000) throw new Error('no recovery within 30 s');
      await sleep(100);
    }
  };

  it('answers 503 in pt-BR while the database is down, and 200 again once it is back', async () => {
    expect((await call(STEPS_URL)).statusCode).toBe(200);
    postgres.stop();

    const api = await call(STEPS_URL);
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
    expect(api.headers['retry-after']).toBe('5');
    const ready = await call('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: false });

    postgres.start();
    const seconds = await waitForRecovery();
    console.info(`recovered ${seconds.toFixed(2)} s after PostgreSQL came back`);
    expect((await call(STEPS_URL)).statusCode).toBe(200);
  });

  it('keeps answering through a restart under load, never with a 500', async () => {
    const statuses: number[] = [];
    let isLoading = true;
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (isLoading) {
          statuses.push((await call(STEPS_URL)).statusCode);
          await sleep(5);
        }
      }),
    );
    await sleep(300);
    const restartedAt = performance.now();
    postgres.restart();
    const seconds = await waitForRecovery();
    console.info(
      `restart took ${((performance.now() - restartedAt) / 1000).toFixed(2)} s in all; answering again ${seconds.toFixed(2)} s after it returned`,
    );
    await sleep(300);
    isLoading = false;
    await load;

    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(10);
    // The idle connections the restart broke were reported, not thrown.
    expect(idleErrors.length).toBeGreaterThan(0);
  });
});
