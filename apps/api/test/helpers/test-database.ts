import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';
import { takePooledPglite } from './pglite-pool.ts';
import { withAdmin } from './postgres-admin.ts';

/**
 * Drops a test database. Autovacuum (a superuser backend the test role may not terminate) can
 * still be connected right after a big write, so try a plain drop a few times before forcing.
 */
const dropDatabase = async (serverUrl: string, name: string): Promise<void> => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await withAdmin(serverUrl, (query) => query(`drop database if exists ${name}`));
      return;
    } catch {
      await sleep(250);
    }
  }
  await withAdmin(serverUrl, (query) => query(`drop database if exists ${name} with (force)`));
};

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new, empty database on the TEST_DATABASE_URL server: its URL and how to drop it. */
export const createEmptyPostgresDatabase = async (
  serverUrl: string,
  prefix = 'pdc_test',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (query) => query(`create database ${name}`));
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
};

/**
 * A copy of the run's migrated template. Two copies started at the same instant can meet
 * PostgreSQL's "source database is being accessed by other users": wait and try again.
 */
const copyPostgresTemplate = async (serverUrl: string, template: string): Promise<string> => {
  const name = `pdc_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdmin(serverUrl, (query) => query(`create database ${name} template ${template}`));
      return name;
    } catch (error) {
      if (attempt >= 40 || !String(error).includes('being accessed by other users')) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
};

/** The template the API project's global setup migrated, or none outside that project. */
const readTemplate = () => {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
};

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close). Both
 * are copies of the run's migrated template when there is one, so no file migrates again.
 */
export const createTestDatabase = async (): Promise<TDatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = readTemplate();
  if (!serverUrl) return openMigratedPglite();
  if (template?.kind === 'postgres') {
    const name = await copyPostgresTemplate(serverUrl, template.name);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(serverUrl, name);
      },
    };
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openDatabase({ url });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
};

/**
 * A migrated in-memory PGlite whatever TEST_DATABASE_URL says, for the tests that are about the
 * embedded database: a copy of the run's PGlite template when there is one, or one such copy a
 * previous test of this worker closed, emptied back to the migrated state (pglite-pool.ts).
 */
export const openMigratedPglite = async (): Promise<TDatabaseHandle> => {
  const template = readTemplate();
  if (template?.kind === 'pglite') {
    const { file } = template;
    return takePooledPglite(() => openDatabase({ loadDataDirFile: file }));
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  return handle;
};
