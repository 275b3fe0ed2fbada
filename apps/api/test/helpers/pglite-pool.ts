import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TDatabase, TDatabaseHandle } from '../../src/db/client.ts';
import type { TPgliteThread } from '../../src/db/pglite-thread.ts';

/**
 * Opening a PGlite from the run's migrated dump costs 2–4 s (untar, then start PostgreSQL in
 * WebAssembly), against 0.2 s for a PostgreSQL `CREATE DATABASE … TEMPLATE`: with hundreds of
 * apps per run, that was most of the API suite's time on PGlite. A closed test database is
 * instead emptied back to the migrated state and kept for the next app of the same worker.
 *
 * It is kept only when its catalogue then matches the migrated one exactly (schemas, relations,
 * columns, functions, triggers, roles, settings): a test that changed the structure gets a
 * freshly opened database next time, never a lookalike.
 */
const MAX_IDLE = 2;
const idle: TDatabaseHandle[] = [];
/** The migrated catalogue's fingerprint, read from the first database this worker opened. */
let migratedFingerprint: string | undefined;
/** The schemas and tables of the migrated database, read at the same time. */
let migratedShape: { schemas: string[]; tables: string[]; sequences: string[] } | undefined;

const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg\\_temp%' and n.nspname not like 'pg\\_toast\\_temp%'`;

const rowsOf = async <T>(handle: TDatabaseHandle, query: string): Promise<T[]> => {
  const result = (await handle.db.execute(sql.raw(query))) as { rows: T[] };
  return result.rows;
};

const readFingerprint = async (handle: TDatabaseHandle): Promise<string> => {
  const [row] = await rowsOf<{ fingerprint: string }>(
    handle,
    `select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
       select 'n ' || n.nspname as item from pg_namespace n where ${SYSTEM_SCHEMAS}
       union all
       select 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || c.relpersistence::text
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS}
       union all
       select 'a ' || n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || a.attnotnull::text || a.atthasdef::text || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where ${SYSTEM_SCHEMAS} and a.attnum > 0 and not a.attisdropped
       union all
       select 'k ' || conrelid::regclass::text || '.' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
         where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
       union all
       select 'p ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${SYSTEM_SCHEMAS}
       union all
       select 't ' || tgrelid::regclass::text || '.' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
       union all
       select 'r ' || rolname from pg_roles
       union all
       select 's ' || setrole::text || ' ' || setdatabase::text || ' ' || array_to_string(setconfig, ';') from pg_db_role_setting
       union all
       select 'e ' || extname || ' ' || extversion from pg_extension
     ) items`,
  );
  return row?.fingerprint ?? '';
};

const readShape = async (handle: TDatabaseHandle) => ({
  schemas: (
    await rowsOf<{ name: string }>(
      handle,
      `select n.nspname as name from pg_namespace n where ${SYSTEM_SCHEMAS}`,
    )
  ).map((row) => row.name),
  // The migrations' own journal keeps its rows: it is what says the database is migrated.
  tables: (
    await rowsOf<{ name: string }>(
      handle,
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    )
  ).map((row) => row.name),
  sequences: (
    await rowsOf<{ name: string }>(
      handle,
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences
         where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    )
  ).map((row) => row.name),
});

/** Empties the database back to the migrated state; true when its catalogue is the migrated one. */
const resetToMigrated = async (handle: TDatabaseHandle): Promise<boolean> => {
  if (!migratedShape || !migratedFingerprint) return false;
  const { schemas, tables, sequences } = migratedShape;
  const execute = (query: string) => handle.db.execute(sql.raw(query));
  // Session state: temporary tables, prepared statements, settings, listeners, advisory locks.
  await execute('discard all');
  const extraSchemas = await rowsOf<{ name: string }>(
    handle,
    `select format('%I', n.nspname) as name from pg_namespace n
       where ${SYSTEM_SCHEMAS} and n.nspname <> all (array[${schemas.map((name) => `'${name}'`).join(', ')}])`,
  );
  // The job library's schema is made by the app at start, as on a new database.
  for (const { name } of extraSchemas) await execute(`drop schema ${name} cascade`);
  // One table at a time: a truncate trigger that empties a derived table (the indicator facts)
  // refuses to run while that table is in the same statement.
  for (const table of tables) await execute(`truncate ${table} restart identity cascade`);
  for (const sequence of sequences) await execute(`alter sequence ${sequence} restart`);
  return (await readFingerprint(handle)) === migratedFingerprint;
};

const CLOSED = 'O banco de dados de teste já foi fechado.';

/**
 * The thread as one taker sees it: once that taker closes it, every call fails as on a closed
 * PGlite, whatever the next taker does with the same thread.
 */
const gateThread = (thread: TPgliteThread, isOpen: () => boolean): TPgliteThread => {
  const refuse = () => Promise.reject(new Error(CLOSED));
  return {
    waitReady: thread.waitReady,
    query: (...args) => (isOpen() ? thread.query(...args) : refuse()),
    exec: (...args) => (isOpen() ? thread.exec(...args) : refuse()),
    transaction: (callback) => (isOpen() ? thread.transaction(callback) : refuse()),
    listen: (...args) => (isOpen() ? thread.listen(...args) : refuse()),
    dumpTo: (file) => (isOpen() ? thread.dumpTo(file) : refuse()),
    close: () => Promise.resolve(),
  };
};

/**
 * A migrated PGlite for one test: an emptied one this worker kept, or a new one from `open`.
 * Its `close` gives it back (emptied) instead of closing it, when it can be reused.
 */
export const takePooledPglite = async (open: () => Promise<TDatabaseHandle>): Promise<TDatabaseHandle> => {
  const kept = idle.pop();
  const handle = kept ?? (await open());
  if (!migratedFingerprint) {
    migratedShape = await readShape(handle);
    migratedFingerprint = await readFingerprint(handle);
  }
  let isReturned = false;
  const { pglite } = handle.jobConnection as { pglite: TPgliteThread };
  const thread = gateThread(pglite, () => !isReturned);
  const db = drizzle({ client: thread as never }) as unknown as TDatabase;
  return {
    ...handle,
    db,
    jobConnection: { pglite: thread },
    dumpTo: (file) => thread.dumpTo(file),
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (isReturned) return;
      isReturned = true;
      const isReusable = idle.length < MAX_IDLE && (await resetToMigrated(handle).catch(() => false));
      if (isReusable) idle.push(handle);
      else await handle.close();
    },
  };
};
