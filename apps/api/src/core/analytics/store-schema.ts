import type { DuckDBConnection } from '@duckdb/node-api';
import { DAY_SUMS_DDL, SELECT_TOUCHED_DAY_SUMS } from './day-sums-sql.ts';
import { FACT_COLUMNS, type TColumnType } from './fact-columns.ts';
import { FILTER_VALUES_DDL, SELECT_TOUCHED_FILTER_VALUES } from './filter-values-sql.ts';
import { PROCESS_FACTS_DDL, SELECT_TOUCHED_PROCESS_FACTS } from './process-facts-sql.ts';
import { buildProductSpansSql, PRODUCT_SPANS_DDL } from './product-spans-sql.ts';
import { PRODUCT_SUMS_DDL, SELECT_TOUCHED_PRODUCT_SUMS } from './product-sums-sql.ts';
import { num } from './queries/row-values.ts';

/**
 * Bumped when the facts or a derived table change shape: an older file is dropped and rebuilt from
 * the database.
 */
export const SCHEMA_VERSION = 9;

/** The stored type of a column; the staging table takes what the appender writes (doubles, ISO days). */
export const sqlTypeOf = ({ type, isStaging }: { type: TColumnType; isStaging: boolean }): string => {
  switch (type) {
    case 'INTEGER':
    case 'VARCHAR':
      return type;
    case 'MONEY':
      return isStaging ? 'DOUBLE' : 'DECIMAL(18,2)';
    case 'WEIGHT':
      return isStaging ? 'DOUBLE' : 'DECIMAL(18,3)';
    case 'QUANTITY':
      return isStaging ? 'DOUBLE' : 'DECIMAL(18,5)';
    case 'DATE':
      return isStaging ? 'VARCHAR' : 'DATE';
  }
};

export const createFactsDdl = ({ table, isStaging }: { table: string; isStaging: boolean }) =>
  `CREATE ${isStaging ? 'TEMP ' : ''}TABLE IF NOT EXISTS ${table} (${FACT_COLUMNS.map(
    ([, name, type]) => `${name} ${sqlTypeOf({ type, isStaging })}`,
  ).join(', ')})`;

/**
 * A table derived from the facts, brought in step in each load's transaction, so it never disagrees
 * with the items: most per (company, registry day), rebuilt for the days a load touches from
 * `select`; one by rows of its own (`statements`, given whether every day is touched).
 */
export type TDerivedTable = { table: string; ddl: string } & (
  { select: string } | { statements: (options: { isEveryDay: boolean }) => string[] }
);

export const DERIVED_TABLES: readonly TDerivedTable[] = [
  { table: 'filter_values', ddl: FILTER_VALUES_DDL, select: SELECT_TOUCHED_FILTER_VALUES },
  { table: 'process_facts', ddl: PROCESS_FACTS_DDL, select: SELECT_TOUCHED_PROCESS_FACTS },
  { table: 'day_sums', ddl: DAY_SUMS_DDL, select: SELECT_TOUCHED_DAY_SUMS },
  { table: 'product_sums', ddl: PRODUCT_SUMS_DDL, select: SELECT_TOUCHED_PRODUCT_SUMS },
  { table: 'product_spans', ddl: PRODUCT_SPANS_DDL, statements: buildProductSpansSql },
];

/** The statements that bring a file holding schema `version` (null: a new file) to the current one. */
export const buildSchemaSql = ({ version }: { version: number | null }): string[] => [
  ...(version !== null && version !== SCHEMA_VERSION
    ? ['facts', ...DERIVED_TABLES.map((derived) => derived.table), 'sync_state'].map(
        (table) => `DROP TABLE IF EXISTS ${table}`,
      )
    : []),
  createFactsDdl({ table: 'facts', isStaging: false }),
  ...DERIVED_TABLES.map((derived) => derived.ddl),
  // One row at most: see TStoreSyncState.
  'CREATE TABLE IF NOT EXISTS sync_state (database_id VARCHAR NOT NULL, applied_change_id INTEGER NOT NULL)',
  'DELETE FROM meta',
  `INSERT INTO meta VALUES (${SCHEMA_VERSION})`,
];

/** Creates the tables of a new file, or drops and recreates those of an older schema. */
export const openSchema = async ({ writer }: { writer: DuckDBConnection }): Promise<void> => {
  await writer.run('CREATE TABLE IF NOT EXISTS meta (schema_version INTEGER)');
  const version = (
    await writer.runAndReadAll('SELECT max(schema_version) AS v FROM meta')
  ).getRowObjectsJS()[0]?.v;
  const held = version === null || version === undefined ? null : num(version);
  for (const sql of buildSchemaSql({ version: held })) await writer.run(sql);
};
