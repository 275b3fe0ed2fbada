import { getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbExecutor } from './client.ts';

/**
 * Inserts rows as one JSON parameter read back with json_to_recordset, one statement per set of
 * columns given (a column left out takes its default, as in Drizzle's insert; no table here has a
 * JavaScript-side default). A batch of the ingestion is hundreds of rows of dozens of columns: as a
 * VALUES list Drizzle took longer to build the statement, and the database to parse its thousands
 * of parameters, than to insert them.
 * Answers the `returning` columns (database names) of every row inserted.
 */
export const insertAsJson = async <T extends Record<string, unknown>>({
  db,
  table,
  rows,
  returning = [],
}: {
  db: TDbExecutor;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  returning?: readonly string[];
}): Promise<T[]> => {
  const columns: Record<string, AnyColumn> = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined && Object.hasOwn(columns, key))
      .sort()
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  const answered: T[] = [];
  for (const [joined, group] of groups) {
    const keyed = joined.split(',').flatMap((key) => {
      const column = columns[key];
      return column ? [{ key, column }] : [];
    });
    const records = group.map((row) =>
      Object.fromEntries(
        keyed.map(({ key, column }) => {
          const value = row[key];
          return [column.name, value === null ? null : column.mapToDriverValue(value)];
        }),
      ),
    );
    const names = keyed.map(({ column }) => sql.identifier(column.name));
    const result = await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(
        names.map((name) => sql`v.${name}`),
        sql`, `,
      )}
      from json_to_recordset(${JSON.stringify(records)}::json) as v(${sql.join(
        keyed.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
        sql`, `,
      )})${
        returning.length === 0
          ? sql``
          : sql` returning ${sql.join(
              returning.map((name) => sql.identifier(name)),
              sql`, `,
            )}`
      }`,
    );
    answered.push(...((result as unknown as { rows: T[] }).rows ?? []));
  }
  return answered;
};
