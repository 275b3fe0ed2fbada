import pg, { type Pool, type PoolClient } from 'pg';
import type { TDatabase } from './client.ts';
import { leanMapperOf, type TLeanQuery, type TLeanRow } from './lean-rows.ts';

/** Rows read through one server-side cursor, a batch at a time (empty once the cursor is done). */
export type TLeanCursor<TRow> = { read: () => Promise<TRow[]> };

type TCursors<TQueries extends readonly TLeanQuery[]> = {
  [K in keyof TQueries]: TLeanCursor<TLeanRow<TQueries[K]>>;
};

type TPoolLike = Pick<Pool, 'connect'>;

/**
 * The date and time types as text, as Drizzle's node-postgres session reads them (its column
 * decoders expect the text): pg's own parsers would build a Date for Drizzle to turn back.
 */
const RAW_TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asDrizzleReads = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
} as pg.CustomTypesConfig;

const poolOf = (db: TDatabase): TPoolLike | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  // node-postgres' Pool; PGlite runs every query on its one connection, which a cursor held for a
  // whole download would take from every other request.
  return client &&
    typeof (client as { connect?: unknown }).connect === 'function' &&
    typeof (client as { totalCount?: unknown }).totalCount === 'number'
    ? (client as TPoolLike)
    : null;
};

/** Whether {@link yieldFromLeanCursors} can run on this database (PostgreSQL; not the embedded PGlite). */
export const canUseCursors = (db: TDatabase): boolean => poolOf(db) !== null;

/**
 * Yields what `produce` yields from one server-side cursor per flat Drizzle select, all in one
 * read-only transaction on one pooled connection (one snapshot, so the reads agree with each
 * other). Each `read` fetches the next `batchSize` rows, decoded as {@link selectLean} decodes
 * them. So a long export reads each query once, whatever the period, with no more than a batch of
 * rows per cursor in memory. The connection is held until the generator ends (or is returned
 * early, when a download is cut short), then the transaction ends and the connection goes back.
 */
export async function* yieldFromLeanCursors<const TQueries extends readonly TLeanQuery[], TYield>(
  db: TDatabase,
  queries: TQueries,
  batchSize: number,
  produce: (cursors: TCursors<TQueries>) => AsyncGenerator<TYield>,
): AsyncGenerator<TYield> {
  const pool = poolOf(db);
  if (!pool) throw new Error('Cursores exigem PostgreSQL (DATABASE_URL).');
  const client: PoolClient = await pool.connect();
  let isBroken = false;
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    // Every row is read: plan for the whole result, not for a fast first tenth (the default).
    await client.query('set local cursor_tuple_fraction = 1');
    const cursors: TLeanCursor<unknown>[] = [];
    for (const [index, query] of queries.entries()) {
      const name = `lean_cursor_${index}`;
      const { sql: text, params } = query.toSQL();
      const map = leanMapperOf(query);
      await client.query(`declare ${name} no scroll cursor for ${text}`, params);
      const fetchBatch = async () =>
        map(
          (
            await client.query({
              text: `fetch forward ${batchSize} from ${name}`,
              rowMode: 'array',
              types: asDrizzleReads,
            })
          ).rows as unknown[][],
        );
      let next: Promise<unknown[]> | null = null;
      cursors.push({
        read: async () => {
          const rows = await (next ?? fetchBatch());
          // The next batch is fetched while the caller works on this one: the database and this
          // thread work at once, as a whole-result query's database does before its rows arrive.
          next = rows.length === batchSize ? fetchBatch() : null;
          next?.catch(() => undefined);
          return rows;
        },
      });
    }
    yield* produce(cursors as TCursors<TQueries>);
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    // A failed transaction is rolled back; a client that cannot even do that is not reused.
    await client.query(isBroken ? 'rollback' : 'commit').then(
      () => client.release(),
      (error: unknown) => client.release(error instanceof Error ? error : true),
    );
  }
}
