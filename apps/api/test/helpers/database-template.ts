import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, migrationsFolder, openDatabase } from '../../src/db/client.ts';
import { withAdmin } from './postgres-admin.ts';

/** Where a test file finds the migrated template its database is copied from. */
export type TDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Vitest's
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate;
  }
}

/**
 * Migrates once per run, so each test file copies a migrated database instead of running every
 * migration again: a PGlite dump (opening from it skips initdb, most of an empty PGlite's cost),
 * or a PostgreSQL database that `CREATE DATABASE … TEMPLATE` copies in a fraction of a second.
 */
export const createDatabaseTemplate = async (
  serverUrl: string | undefined,
): Promise<{ template: TDatabaseTemplate; remove: () => Promise<void> }> => {
  if (!serverUrl) {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pdc-pglite-template-'));
    const file = path.join(directory, 'migrated.tar');
    await writeFile(file, await dumpMigratedPglite());
    return {
      template: { kind: 'pglite', file },
      remove: () => rm(directory, { recursive: true, force: true }),
    };
  }
  const name = `pdc_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (query) => query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return {
    template: { kind: 'postgres', name },
    remove: async () => {
      await withAdmin(serverUrl, (query) => query(`drop database if exists ${name} with (force)`));
    },
  };
};

/** The server's migrations on a PGlite of this thread, with its extensions, as a tarball. */
const dumpMigratedPglite = async (): Promise<Buffer> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pglite = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
};
