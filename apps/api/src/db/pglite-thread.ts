import { Worker } from 'node:worker_threads';
import type { TPgliteReply, TPgliteRequest } from './pglite-protocol.ts';

type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type TRequestBody = TDistributiveOmit<TPgliteRequest, 'id'>;

export type TQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type TQueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** What Drizzle, the migrator and pg-boss's adapter use of a PGlite, and of its transactions. */
export type TPgliteClient = {
  query: (sql: string, params?: unknown[], options?: TQueryOptions) => Promise<TQueryResult>;
  exec: (sql: string) => Promise<TQueryResult[]>;
};

export type TPgliteTransaction = TPgliteClient & { rollback: () => Promise<void>; readonly closed: boolean };

export type TPgliteThread = TPgliteClient & {
  waitReady: Promise<void>;
  transaction: <T>(callback: (tx: TPgliteTransaction) => Promise<T>) => Promise<T>;
  listen: (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Writes a copy of the database (a dumpDataDir tarball) to `file`, between transactions. */
  dumpTo: (file: string) => Promise<void>;
  close: () => Promise<void>;
};

const toError = (data: Record<string, unknown>): Error =>
  Object.assign(new Error(String(data.message ?? 'Erro do PGlite.')), data);

/**
 * The embedded PGlite in a worker thread (pglite-worker.ts), behind PGlite's own API, so that a
 * slow query never holds the server's event loop: requests, static files and /health are served
 * while it runs. Like PGlite itself, it runs one statement or one transaction at a time; a
 * transaction's statements are never interleaved with others.
 */
export const openPgliteThread = ({
  dataDir,
  loadDataDirFile,
}: {
  dataDir: string | undefined;
  /** A tarball from PGlite's dumpDataDir to start from instead of an empty cluster. */
  loadDataDirFile?: string | undefined;
}): TPgliteThread => {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir, loadDataDirFile },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let failure: Error | null = null;

  worker.on('message', (reply: TPgliteReply) => {
    if ('notification' in reply) {
      listeners.get(reply.notification.listenId)?.(reply.notification.payload);
      return;
    }
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) request?.reject(toError(reply.error));
    else request?.resolve(reply.result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`O PGlite parou (código ${code}).`)));

  const allocateId = (): number => {
    const id = nextId;
    nextId += 1;
    return id;
  };
  const send = <T>(body: TRequestBody, id = allocateId()): Promise<T> => {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id } as TPgliteRequest);
    });
  };

  // Drizzle's parsers only keep some types as text; the keys say which.
  const query = (sql: string, params?: unknown[], options?: TQueryOptions) =>
    send<TQueryResult>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
    });
  const exec = (sql: string) => send<TQueryResult[]>({ op: 'exec', sql });

  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };

  const transaction = <T>(callback: (tx: TPgliteTransaction) => Promise<T>): Promise<T> =>
    exclusive(async () => {
      await exec('BEGIN');
      let isClosed = false;
      const whileOpen = <A extends unknown[], R>(task: (...args: A) => Promise<R>) => {
        return (...args: A): Promise<R> => {
          if (isClosed) return Promise.reject(new Error('Transaction is closed'));
          return task(...args);
        };
      };
      const tx: TPgliteTransaction = {
        query: whileOpen(query),
        exec: whileOpen(exec),
        rollback: whileOpen(async () => {
          await exec('ROLLBACK');
          isClosed = true;
        }),
        get closed() {
          return isClosed;
        },
      };
      try {
        const result = await callback(tx);
        if (!isClosed) {
          isClosed = true;
          await exec('COMMIT');
        }
        return result;
      } catch (error) {
        if (!isClosed) {
          isClosed = true;
          await exec('ROLLBACK').catch(() => undefined);
        }
        throw error;
      }
    });

  const listen = async (channel: string, onNotification: (payload: string) => void) => {
    // The worker names the subscription by this request's id.
    const id = allocateId();
    listeners.set(id, onNotification);
    await exclusive(() => send({ op: 'listen', channel }, id));
    return async () => {
      listeners.delete(id);
      await exclusive(() => send({ op: 'unlisten', listenId: id }));
    };
  };

  return {
    waitReady: send<null>({ op: 'ready' }).then(() => undefined),
    query: (sql, params, options) => exclusive(() => query(sql, params, options)),
    exec: (sql) => exclusive(() => exec(sql)),
    transaction,
    listen,
    dumpTo: (file) => exclusive(() => send<null>({ op: 'dump', file }).then(() => undefined)),
    close: async () => {
      await exclusive(() => send({ op: 'close' }));
      await worker.terminate();
    },
  };
};
