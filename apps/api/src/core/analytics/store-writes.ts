import type { DuckDBConnection } from '@duckdb/node-api';
import type { TAnalyticsFact } from './analytics-types.ts';
import { FACT_COLUMNS } from './fact-columns.ts';
import type { TWhere } from './fact-filter-sql.ts';
import type { TSql } from './queries/query-types.ts';
import { createFactsDdl, DERIVED_TABLES, sqlTypeOf } from './store-schema.ts';

/** A write; without values it runs as is, with values (even none) it is prepared and bound. */
export type TWriteStatement = { sql: string; values?: TSql['values'] };

type TAppender = Awaited<ReturnType<DuckDBConnection['createAppender']>>;

const appendFact = ({ appender, fact }: { appender: TAppender; fact: TAnalyticsFact }) => {
  for (const [key, , type] of FACT_COLUMNS) {
    const value = fact[key];
    if (value === null || value === undefined) appender.appendNull();
    else if (type === 'INTEGER') appender.appendInteger(value as number);
    else if (type === 'MONEY' || type === 'WEIGHT' || type === 'QUANTITY')
      appender.appendDouble(Number(value));
    else appender.appendVarchar(String(value));
  }
  appender.endRow();
};

/**
 * The statements that rebuild the derived rows of every (company, day) in the `touched` table; a
 * rebuild, whose `touched` is every day, empties the derived tables instead of matching each row.
 */
const buildDerivedSql = ({ isEveryDay }: { isEveryDay: boolean }): TWriteStatement[] =>
  DERIVED_TABLES.flatMap((derived) =>
    'statements' in derived
      ? derived.statements({ isEveryDay }).map((sql) => ({ sql }))
      : [
          {
            sql: isEveryDay
              ? `DELETE FROM ${derived.table}`
              : `DELETE FROM ${derived.table} d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date)`,
          },
          { sql: `INSERT INTO ${derived.table} ${derived.select}` },
        ],
  );

/**
 * The statements, run in one transaction once the `staging` table holds the new facts, that swap
 * them in for those `scope` selects and rebuild the derived rows of every (company, day) either
 * side touched.
 */
export const buildSwapSql = ({ scope }: { scope: TWhere }): TWriteStatement[] => {
  const casts = FACT_COLUMNS.map(([, name, type]) =>
    type === 'VARCHAR' || type === 'INTEGER' ? name : `${name}::${sqlTypeOf({ type, isStaging: false })}`,
  );
  return [
    {
      sql: `CREATE OR REPLACE TEMP TABLE touched AS
             SELECT DISTINCT company_id, registry_date FROM facts WHERE ${scope.sql}
             UNION SELECT DISTINCT company_id, registry_date::DATE FROM staging`,
      values: scope.values,
    },
    { sql: `DELETE FROM facts WHERE ${scope.sql}`, values: scope.values },
    // Clustered by company and day, so the zone maps of each row group skip what a filter excludes.
    { sql: `INSERT INTO facts SELECT ${casts.join(', ')} FROM staging ORDER BY company_id, registry_date` },
    ...buildDerivedSql({ isEveryDay: false }),
  ];
};

/**
 * The statements that put a rebuild's `facts_next` in the place of `facts`, in the transaction that
 * filled it, and derive every day's rows again: no copy and no sort of millions of rows, since the
 * feed already comes by company and day.
 */
export const buildRebuildSwapSql = (): TWriteStatement[] => [
  { sql: 'DROP TABLE facts' },
  { sql: 'ALTER TABLE facts_next RENAME TO facts' },
  { sql: 'CREATE OR REPLACE TEMP TABLE touched AS SELECT DISTINCT company_id, registry_date FROM facts' },
  ...buildDerivedSql({ isEveryDay: true }),
];

/** Facts appended in one go: a rebuild of millions must leave the event loop free between slices. */
const APPEND_SLICE = 500;

/** Appends `batches` to `table` through DuckDB's appender (far faster than INSERTs). */
const appendFacts = async ({
  writer,
  table,
  batches,
}: {
  writer: DuckDBConnection;
  table: string;
  batches: AsyncIterable<TAnalyticsFact[]>;
}): Promise<number> => {
  const appender = await writer.createAppender(table);
  let count = 0;
  try {
    for await (const batch of batches) {
      for (let first = 0; first < batch.length; first += APPEND_SLICE) {
        // Between slices the event loop serves the other calls, not after each batch of thousands.
        if (first > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const fact of batch.slice(first, first + APPEND_SLICE)) appendFact({ appender, fact });
      }
      count += batch.length;
      appender.flushSync();
    }
  } finally {
    appender.closeSync();
  }
  return count;
};

const runInTransaction = async <T>({
  writer,
  work,
}: {
  writer: DuckDBConnection;
  work: () => Promise<T>;
}): Promise<T> => {
  await writer.run('BEGIN TRANSACTION');
  try {
    const result = await work();
    await writer.run('COMMIT');
    return result;
  } catch (error) {
    await writer.run('ROLLBACK');
    throw error;
  }
};

const runStatements = async ({
  writer,
  statements,
}: {
  writer: DuckDBConnection;
  statements: TWriteStatement[];
}) => {
  for (const { sql, values } of statements) await writer.run(sql, values);
};

/**
 * Loads `batches` into a staging table, then swaps them in for the facts `scope` selects in one
 * transaction. Runs on the writer connection, one load at a time (the store's queue).
 */
export const loadFacts = async ({
  writer,
  scope,
  batches,
}: {
  writer: DuckDBConnection;
  scope: TWhere;
  batches: AsyncIterable<TAnalyticsFact[]>;
}): Promise<number> => {
  await writer.run('DROP TABLE IF EXISTS staging');
  await writer.run(createFactsDdl({ table: 'staging', isStaging: true }));
  const count = await appendFacts({ writer, table: 'staging', batches });
  await runInTransaction({
    writer,
    work: () => runStatements({ writer, statements: buildSwapSql({ scope }) }),
  });
  await writer.run('DROP TABLE staging');
  await writer.run('DROP TABLE touched');
  return count;
};

/**
 * Replaces every fact with `batches` (the whole database, by company and day) in one transaction:
 * they are appended to a new table of the final types, which DuckDB writes to the file as its row
 * groups fill, so memory stays under the limit whatever the size; readers keep the old facts until
 * the commit, and a rebuild that fails leaves them as they were.
 */
export const rebuildFacts = async ({
  writer,
  batches,
}: {
  writer: DuckDBConnection;
  batches: AsyncIterable<TAnalyticsFact[]>;
}): Promise<number> => {
  const count = await runInTransaction({
    writer,
    work: async () => {
      await writer.run('DROP TABLE IF EXISTS facts_next');
      await writer.run(createFactsDdl({ table: 'facts_next', isStaging: false }));
      const appended = await appendFacts({ writer, table: 'facts_next', batches });
      await runStatements({ writer, statements: buildRebuildSwapSql() });
      return appended;
    },
  });
  await writer.run('DROP TABLE touched');
  return count;
};
