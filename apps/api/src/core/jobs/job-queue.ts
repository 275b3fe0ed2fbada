import { fromPglite, PgBoss } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';

/** The job library's own schema, apart from the product's tables. */
const JOB_SCHEMA = 'pgboss';

/**
 * How often pg-boss fails the jobs whose worker died (a killed instance leaves them active until
 * their queue's expiry). Its default is a minute; a webhook delivery must be retried within about a
 * minute of a crash, so the check runs every 10 s (one cheap query). Both of pg-boss's timers take
 * it: a queue's expiry runs only when its monitor claim is due, so the supervisor alone still
 * failed an expired job up to a minute late.
 */
export const JOB_SUPERVISE_INTERVAL_SECONDS = 10;

/**
 * Background work goes through pg-boss on the product's own database: PostgreSQL through a small
 * pool of its own, or the embedded PGlite through pg-boss's adapter. Started on first use, so a
 * process that never queues a job pays nothing.
 */
export const createJobQueue = ({
  database,
  logger,
}: {
  database: TDatabaseHandle;
  logger: FastifyBaseLogger;
}) => {
  let started: Promise<PgBoss> | null = null;
  let isStopped = false;
  let hasBeenRequested = false;
  const workers: ((boss: PgBoss) => Promise<void>)[] = [];

  const start = async (): Promise<PgBoss> => {
    const connection = database.jobConnection;
    const boss =
      'url' in connection
        ? new PgBoss({
            connectionString: connection.url,
            max: 3,
            schema: JOB_SCHEMA,
            superviseIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
            monitorIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
          })
        : new PgBoss({
            db: fromPglite(connection.pglite as PGlite),
            backend: 'pglite',
            schema: JOB_SCHEMA,
            superviseIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
            monitorIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
          });
    boss.on('error', (error) => logger.error({ err: error }, 'fila de tarefas'));
    await boss.start();
    for (const register of workers) await register(boss);
    return boss;
  };

  // A failed start is forgotten, so the next call tries again.
  const ensureStarted = (): Promise<PgBoss> => {
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  return {
    /** Adds a worker (its queue and handler), registered when the queue starts. */
    register: (worker: (boss: PgBoss) => Promise<void>): void => {
      workers.push(worker);
      // Registered after the start: add it to the running queue as well.
      void started?.then(worker).catch((error: unknown) => logger.error({ err: error }, 'fila de tarefas'));
    },
    /** The started queue (starting it on the first call). */
    get: (): Promise<PgBoss> => {
      hasBeenRequested = true;
      return ensureStarted();
    },
    /**
     * Starts the queue without waiting for it (the schedules' onReady): on the embedded PGlite at
     * start the analytics store's feed holds the one connection, and pg-boss's dozens of setup
     * queries took longer than a plugin may (10 s at 20,000 processes). A failure is logged, and
     * /ready (ping) fails and retries until it starts.
     */
    startInBackground: (): void => {
      hasBeenRequested = true;
      ensureStarted().catch((error: unknown) => logger.error({ err: error }, 'fila de tarefas: não iniciou'));
    },
    /**
     * For /ready: whether the queue answers through its own connection within 2 s (starting it
     * again if an earlier start failed). A queue never asked for has nothing to report.
     */
    ping: async (): Promise<boolean> => {
      if (isStopped) return false;
      if (!hasBeenRequested) return true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 2_000);
      });
      const answer = (async () => {
        const boss = await ensureStarted();
        return (await boss.schemaVersion()) !== null;
      })().catch(() => false);
      const isUp = await Promise.race([answer, timeout]);
      clearTimeout(timer);
      return isUp;
    },
    /** Lets running jobs finish (up to 10 s), then stops; nothing to do when never started. */
    stop: async (): Promise<void> => {
      isStopped = true;
      if (!started) return;
      const boss = await started.catch(() => null);
      await boss?.stop({ graceful: true, timeout: 10_000 });
    },
  };
};

export type TJobQueue = ReturnType<typeof createJobQueue>;

/** Whether pg-boss holds unfinished jobs of these queues (false before its schema exists). */
export const hasUnfinishedJobs = async (
  database: TDatabaseHandle,
  queues: readonly string[],
): Promise<boolean> => {
  const read = async <T>(query: SQL): Promise<T | undefined> =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const table = await read<{ name: string | null }>(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`})::text as name`,
  );
  if (!table?.name) return false;
  const names = sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const row = await read<{ found: boolean }>(
    sql`select exists (select 1 from ${sql.identifier(JOB_SCHEMA)}.job where name in (${names}) and state in ('created', 'retry', 'active')) as found`,
  );
  return row?.found === true;
};
