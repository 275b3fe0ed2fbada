import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { TAnalyticsStore, TStoreSyncState } from './analytics-types.ts';
import { buildFactWhere } from './fact-filter-sql.ts';
import { readFactCount } from './queries/count-facts-query.ts';
import { streamExportFacts, type TStreamRows } from './queries/export-facts-query.ts';
import { readFilterOptions } from './queries/filter-options-query.ts';
import { readLeadTimes } from './queries/lead-times-query.ts';
import { readMap } from './queries/map-query.ts';
import { readNcmGoods } from './queries/ncm-goods-query.ts';
import { readProcessKeys } from './queries/process-keys-query.ts';
import { readProcessesByPeriod } from './queries/processes-by-period-query.ts';
import { readFactsPage, readProductMonths, readProductSuppliers } from './queries/product-detail-query.ts';
import { readProductOptions, readProducts } from './queries/products-query.ts';
import type { TReadRows, TRow } from './queries/query-types.ts';
import { RANKED_COLUMNS, readRanked } from './queries/ranked-query.ts';
import { readSummary } from './queries/summary-query.ts';
import { openSchema } from './store-schema.ts';
import { loadFacts, rebuildFacts } from './store-writes.ts';

export type TDuckDbAnalyticsStore = TAnalyticsStore & {
  /** The memory limit DuckDB applies, as it prints it ('488.2 MiB'): the start's log and its test. */
  memoryLimit: () => Promise<string>;
};

const readSyncState = async ({ read }: { read: TReadRows }): Promise<TStoreSyncState | null> => {
  const [row] = await read('SELECT database_id, applied_change_id FROM sync_state LIMIT 1', []);
  return row ? { databaseId: String(row.database_id), appliedChangeId: Number(row.applied_change_id) } : null;
};

const writeSyncState = async ({ writer, state }: { writer: DuckDBConnection; state: TStoreSyncState }) => {
  await writer.run('BEGIN TRANSACTION');
  await writer.run('DELETE FROM sync_state');
  await writer.run('INSERT INTO sync_state VALUES ($1, $2)', [state.databaseId, state.appliedChangeId]);
  await writer.run('COMMIT');
};

/** Readers in parallel: each query already uses DuckDB's own threads, more would only queue. */
const READERS = 2;

/** Serialises the writes (one writer connection) while reads go on in parallel on their own. */
const createWriteQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
};

/** The reads of the queries, taking the reader connections in turn. */
const createReader = ({ readers }: { readers: DuckDBConnection[] }): TReadRows => {
  let nextReader = 0;
  return async (sql, values) => {
    const connection = readers[nextReader++ % readers.length] as DuckDBConnection;
    const reader = await connection.runAndReadAll(sql, values);
    return reader.getRowObjectsJS() as TRow[];
  };
};

/** A stream on a connection of its own, closed when the consumer finishes or stops early. */
const createStreamer = ({ instance }: { instance: DuckDBInstance }): TStreamRows =>
  async function* stream(sql, values) {
    const connection = await instance.connect();
    try {
      const result = await connection.stream(sql, values);
      for await (const rows of result.yieldRowObjectJs()) yield rows as TRow[];
    } finally {
      connection.closeSync();
    }
  };

/**
 * The embedded analytics store: DuckDB, columnar, in a file under the data directory (or in
 * memory). Its queries run on DuckDB's threads, so the event loop only waits for small answers.
 * Each answer is a module of queries/; this wires them to the connections.
 */
export const openDuckDbAnalyticsStore = async ({
  file,
  tempDirectory,
  memoryLimit,
}: {
  /** A path, or ':memory:'. */
  file: string;
  /** Where DuckDB spills what does not fit in memory (default: `.tmp` beside the file, or in the working folder). */
  tempDirectory?: string;
  /**
   * DuckDB's `memory_limit` ('512MB'): its buffers stay under it and the rest is read from the file
   * or spilled, so an instance's memory does not grow with the data (default: 80% of the machine's).
   */
  memoryLimit?: string;
}): Promise<TDuckDbAnalyticsStore> => {
  if (file !== ':memory:') await mkdir(path.dirname(file), { recursive: true });
  // DuckDB makes the spill folder itself, but not its parents: a new DATA_DIR failed every spill.
  if (tempDirectory) await mkdir(tempDirectory, { recursive: true });
  const instance = await DuckDBInstance.create(file, {
    ...(tempDirectory ? { temp_directory: tempDirectory } : {}),
    ...(memoryLimit ? { memory_limit: memoryLimit } : {}),
  });
  const writer = await instance.connect();
  const readers = await Promise.all(Array.from({ length: READERS }, () => instance.connect()));
  const read = createReader({ readers });
  const stream = createStreamer({ instance });
  const enqueueWrite = createWriteQueue();
  await openSchema({ writer });

  return {
    kind: 'duckdb',
    summary: (filter) => readSummary({ read, filter }),
    ncmGoods: (filter) => readNcmGoods({ read, filter }),
    origins: (filter) => readRanked({ read, filter, columns: RANKED_COLUMNS.origins }),
    exporters: (filter) => readRanked({ read, filter, columns: RANKED_COLUMNS.exporters }),
    manufacturers: (filter) => readRanked({ read, filter, columns: RANKED_COLUMNS.manufacturers }),
    processesByPeriod: ({ filter, grain }) => readProcessesByPeriod({ read, filter, grain }),
    leadTimes: (filter) => readLeadTimes({ read, filter }),
    processKeys: (filter) => readProcessKeys({ read, filter }),
    map: (filter) => readMap({ read, filter }),
    filterOptions: (period) => readFilterOptions({ read, period }),
    products: ({ filter, previous, limit }) => readProducts({ read, filter, previous, limit }),
    productOptions: (period) => readProductOptions({ read, period }),
    productMonths: (filter) => readProductMonths({ read, filter }),
    productSuppliers: (filter) => readProductSuppliers({ read, filter }),
    factsPage: ({ filter, limit, offset }) => readFactsPage({ read, filter, limit, offset }),
    exportFacts: (filter) => streamExportFacts({ stream, filter }),
    replaceFacts: ({ period, batches }) =>
      enqueueWrite(() => loadFacts({ writer, scope: buildFactWhere(period), batches })),
    rebuild: (batches) => enqueueWrite(() => rebuildFacts({ writer, batches })),
    countFacts: () => readFactCount({ read }),
    readSyncState: () => readSyncState({ read }),
    writeSyncState: (state) => enqueueWrite(() => writeSyncState({ writer, state })),
    memoryLimit: async () => {
      const [row] = await read(`SELECT current_setting('memory_limit') AS limit`, []);
      return String(row?.limit);
    },
    close: async () => {
      await enqueueWrite(async () => undefined);
      for (const connection of [writer, ...readers]) connection.closeSync();
      instance.closeSync();
    },
  };
};
