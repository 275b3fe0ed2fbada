import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';

const withAdmin = async <T>(
  serverUrl: string,
  work: (query: (sql: string) => Promise<unknown>) => Promise<T>,
) => {
  const { Client } = (await import('pg')).default;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work((sql) => admin.query(sql));
  } finally {
    await admin.end();
  }
};

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

/** A new, empty database on the TEST_DATABASE_URL server: its URL and how to drop it. */
export const createEmptyPostgresDatabase = async (
  serverUrl: string,
  prefix = 'pdc_test',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (query) => query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
};

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
export const createTestDatabase = async (): Promise<TDatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return handle;
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
