import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createPgListener } from './pg-listener.ts';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The Drizzle handle, whatever the driver underneath (PGlite or node-postgres). */
export type TDatabase = PgDatabase<PgQueryResultHKT>;
export type TTransaction = PgTransaction<PgQueryResultHKT>;
/** What repositories accept: the database, or a transaction opened on it. */
export type TDbExecutor = TDatabase | TTransaction;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** How the job library reaches the same database: its URL, or the embedded PGlite itself. */
  jobConnection: { url: string } | { pglite: unknown };
  /** The PostgreSQL pool's connections (for /metrics); absent on PGlite, which has one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: writes a copy of the database to `file`, which openDatabase's loadDataDirFile opens. */
  dumpTo?: (file: string) => Promise<void>;
  /**
   * LISTEN on a channel until the answered function is called: a wake-up between instances (one
   * connection of its own on PostgreSQL, connected again after a restart; PGlite's own on PGlite).
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

type TOpenDatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` (or absent) keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite only: a dumpDataDir tarball the new database starts from (a migrated template). */
  loadDataDirFile?: string | undefined;
  /** Told when an idle PostgreSQL connection breaks (the server restarted); for the logs. */
  onIdleError?: (error: Error) => void;
  /** Fail when the server cannot be reached now (default); false: connect on first use. */
  isConnectionRequired?: boolean;
};

/** A ping that cannot hang: a database that does not answer within 2 s is not ready. */
const pingWith = async (db: TDatabase): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const isUp = await Promise.race([query, timeout]);
  clearTimeout(timer);
  return isUp;
};

const redactUrl = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

const openPostgres = async (
  url: string,
  onIdleError: (error: Error) => void = () => undefined,
  isConnectionRequired = true,
): Promise<TDatabaseHandle> => {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // The portal's queries are short reads and writes whose cost estimates (correlated EXISTS
    // above all) cross PostgreSQL's JIT thresholds: compiling then took 200 ms of a 420 ms
    // calendar query that runs in 230 ms without it. The analytics run in DuckDB, not here.
    options: '-c jit=off',
  });
  // An idle client whose server went away (a restart, a failover) emits 'error' on the pool;
  // unhandled, that event ends the process. The pool drops the client and connects anew later.
  pool.on('error', (error) => onIdleError(error));
  // A checked-out client (a transaction's) whose server goes away emits 'error' too, beside the
  // query it rejects; with no listener that event ended the process. The query's rejection is the
  // caller's answer (a 503); the event is only logged.
  pool.on('connect', (client) => {
    client.on('error', (error) => onIdleError(error));
  });
  // Fail at start, with a clear message, when the server cannot be reached.
  if (isConnectionRequired) {
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end().catch(() => undefined);
      throw new Error(
        `Não foi possível conectar ao PostgreSQL em ${redactUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    client.release();
  }
  const db = drizzle({ client: pool }) as unknown as TDatabase;
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    ping: () => pingWith(db),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: listener.listen,
    jobConnection: { url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

const openPglite = async (
  dataDir: string | undefined,
  loadDataDirFile: string | undefined,
): Promise<TDatabaseHandle> => {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { openPgliteThread } = await import('./pglite-thread.ts');
  const isMemory = dataDir === undefined || dataDir.startsWith('memory://');
  if (!isMemory) await mkdir(dataDir, { recursive: true });
  // On a thread of its own: PGlite runs each query synchronously, which on this thread held every
  // other request (and /health) for as long as the slowest query of a burst.
  const client = openPgliteThread({ dataDir: isMemory ? undefined : dataDir, loadDataDirFile });
  await client.waitReady;
  const db = drizzle({ client: client as never }) as unknown as TDatabase;
  return {
    db,
    kind: 'pglite',
    location: isMemory ? 'memória' : dataDir,
    ping: () => pingWith(db),
    close: () => client.close(),
    jobConnection: { pglite: client },
    dumpTo: (file) => client.dumpTo(file),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
};

export const openDatabase = async ({
  url,
  dataDir,
  onIdleError,
  isConnectionRequired,
  loadDataDirFile,
}: TOpenDatabaseOptions): Promise<TDatabaseHandle> =>
  url ? openPostgres(url, onIdleError, isConnectionRequired) : openPglite(dataDir, loadDataDirFile);

/** Any fixed number: the advisory lock every instance takes to migrate. */
const MIGRATION_LOCK_KEY = 7_316_201;

/**
 * Applies the committed migrations (the same SQL on both drivers). On PostgreSQL several
 * instances may start at once (a rolling deploy, a scaled service): each takes one advisory lock
 * on its own connection first, so one migrates and the others wait and then find nothing to do.
 */
export const migrateDatabase = async (handle: TDatabaseHandle): Promise<void> => {
  if (handle.kind === 'postgres' && 'url' in handle.jobConnection) {
    const { Client } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new Client({ connectionString: handle.jobConnection.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      // Ending the session releases the lock, also when a migration failed.
      await client.end();
    }
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder });
};
