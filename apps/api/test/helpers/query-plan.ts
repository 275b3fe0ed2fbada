import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../../src/db/client.ts';

/** A built query: what EXPLAIN needs of it. */
export type TPlannedQuery = { toSQL: () => { sql: string; params: unknown[] } };

/**
 * The plan the database picks for a query, its parameters written in as constants (as the app's
 * unnamed statements are planned), with fresh statistics on `tables` (as autovacuum keeps them)
 * and sequential and bitmap scans switched off, so only the indexes' fitness decides.
 * `droppedIndexes` are dropped for the plan and restored after (DDL is transactional): on a test's
 * few rows an index the planner would pass over at scale can look just as cheap.
 */
export const planOf = async (
  db: TDatabase,
  tables: readonly string[],
  build: (tx: TDbExecutor) => TPlannedQuery,
  { droppedIndexes = [] }: { droppedIndexes?: readonly string[] } = {},
): Promise<string> => {
  await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  let plan = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      await tx.execute(sql.raw('set local enable_bitmapscan = off'));
      for (const index of droppedIndexes) await tx.execute(sql.raw(`drop index ${index}`));
      const query = build(tx).toSQL();
      const explained = await tx.execute(sql.raw(`explain (costs off) ${inline(query.sql, query.params)}`));
      plan = (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return plan;
};

const inline = (text: string, params: unknown[]): string =>
  text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));

const literal = (value: unknown): string => {
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'null';
  return `'${String(value).replaceAll("'", "''")}'`;
};
