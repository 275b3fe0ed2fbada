import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbExecutor } from '../db/client.ts';

/** Rows written per table name, for the seed's summary. */
export type TRowCounter = Record<string, number>;

const toJsonValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return value;
};

type TInsertRowsOptions<T extends PgTable> = {
  db: TDbExecutor;
  table: T;
  rows: readonly InferInsertModel<T>[];
  counter: TRowCounter;
  batchSize?: number;
};

/**
 * Bulk insert: each batch is one `insert … select from json_populate_recordset($1)` with a single
 * parameter, which is much faster than thousands of bind parameters on both PGlite and PostgreSQL.
 */
export const insertRows = async <T extends PgTable>({
  db,
  table,
  rows,
  counter,
  batchSize = 2_000,
}: TInsertRowsOptions<T>): Promise<void> => {
  if (rows.length === 0) return;
  const name = getTableName(table);
  // Columns the rows set (absent keys keep their SQL default instead of becoming NULL).
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => first[key] !== undefined)
    .map(([key, column]) => ({ key, name: column.name }));
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const column of columns) {
        const value = (row as Record<string, unknown>)[column.key];
        if (value !== undefined) record[column.name] = toJsonValue(value);
      }
      return record;
    });
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${columnList}) select ${columnList} from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(batch)}::json)`,
    );
  }
  counter[name] = (counter[name] ?? 0) + rows.length;
};
