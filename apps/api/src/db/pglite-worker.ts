/**
 * The embedded PGlite on a thread of its own (see pglite-thread.ts): it runs each query
 * synchronously, so on the server's thread a slow query held every other request back.
 * This side only executes what it is sent, in order; the server's side keeps statements of a
 * transaction together.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TPgliteReply, TPgliteRequest } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread.');

const { dataDir, loadDataDirFile } = workerData as {
  dataDir: string | undefined;
  loadDataDirFile: string | undefined;
};
// Starting from a dump skips initdb, most of an empty PGlite's opening time (tests start each
// file from one migrated dump).
const loadDataDir = loadDataDirFile === undefined ? undefined : new Blob([readFileSync(loadDataDirFile)]);
// pg_trgm: a migration creates it, for the back-office's trigram-indexed searches.
const database = new PGlite({
  ...(dataDir === undefined ? {} : { dataDir }),
  ...(loadDataDir === undefined ? {} : { loadDataDir }),
  extensions: { pg_trgm },
});
const unsubscribers = new Map<number, () => Promise<void>>();

// The values of a database error the server's code reads (code, constraint, detail…), as plain
// data: a thrown object crosses threads without its class.
const errorData = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
};

/** Drizzle asks for some types as the server's text (its parsers return the value unchanged). */
const queryOptions = (request: Extract<TPgliteRequest, { op: 'query' }>): QueryOptions => {
  const options: QueryOptions = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.textTypes.length > 0) {
    options.parsers = Object.fromEntries(request.textTypes.map((type) => [type, (value: string) => value]));
  }
  return options;
};

const run = async (request: TPgliteRequest): Promise<unknown> => {
  switch (request.op) {
    case 'ready':
      await database.waitReady;
      return null;
    case 'query':
      return database.query(request.sql, request.params, queryOptions(request));
    case 'exec':
      return database.exec(request.sql);
    case 'listen': {
      const unsubscribe = await database.listen(request.channel, (payload) =>
        port.postMessage({ notification: { listenId: request.id, payload } } satisfies TPgliteReply),
      );
      unsubscribers.set(request.id, unsubscribe);
      return null;
    }
    case 'unlisten':
      await unsubscribers.get(request.listenId)?.();
      unsubscribers.delete(request.listenId);
      return null;
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      writeFileSync(request.file, Buffer.from(await dump.arrayBuffer()));
      return null;
    }
    case 'close':
      await database.close();
      return null;
    default: {
      const unknownRequest: never = request;
      throw new Error(`Pedido desconhecido: ${JSON.stringify(unknownRequest)}`);
    }
  }
};

// One at a time, in arrival order: the server's side already serialises, this keeps it so.
let tail: Promise<void> = Promise.resolve();
port.on('message', (request: TPgliteRequest) => {
  tail = tail.then(async () => {
    try {
      const result = await run(request);
      port.postMessage({ id: request.id, result } satisfies TPgliteReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: errorData(error) } satisfies TPgliteReply);
    }
  });
});
