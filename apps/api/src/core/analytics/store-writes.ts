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
    else if (type === 'MONEY' || type === 'WEIGHT') appender.appendDouble(Number(value));
    else appender.appendVarchar(String(value));
  }
  appender.endRow();
};

/**
 * The statements, run in one transaction once the `staging` table holds the new facts, that swap
 * them in for those `scope` selects (all when null) and rebuild the derived rows of every
 * (company, day) either side touched.
 */
export const buildSwapSql = ({ scope }: { scope: TWhere | null }): TWriteStatement[] => {
  const casts = FACT_COLUMNS.map(([, name, type]) =>
    type === 'VARCHAR' || type === 'INTEGER' ? name : `${name}::${sqlTypeOf({ type, isStaging: false })}`,
  );
  const where = scope?.sql ?? 'true';
  const values = scope?.values ?? [];
  return [
    {
      sql: `CREATE OR REPLACE TEMP TABLE touched AS
             SELECT DISTINCT company_id, registry_date FROM facts WHERE ${where}
             UNION SELECT DISTINCT company_id, registry_date::DATE FROM staging`,
      values,
    },
    { sql: `DELETE FROM facts WHERE ${where}`, values },
    // Clustered by company and day, so the zone maps of each row group skip what a filter excludes.
    { sql: `INSERT INTO facts SELECT ${casts.join(', ')} FROM staging ORDER BY company_id, registry_date` },
    ...DERIVED_TABLES.flatMap(({ table, select }) => [
      {
        sql: `DELETE FROM ${table} d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date)`,
      },
      { sql: `INSERT INTO ${table} ${select}` },
    ]),
  ];
};

/** Facts appended in one go: a rebuild of millions must leave the event loop free between slices. */
const APPEND_SLICE = 500;

/** Appends `batches` to a new staging table through DuckDB's appender (far faster than INSERTs). */
const stageFacts = async ({
  writer,
  batches,
}: {
  writer: DuckDBConnection;
  batches: AsyncIterable<TAnalyticsFact[]>;
}): Promise<number> => {
  await writer.run('DROP TABLE IF EXISTS staging');
  await writer.run(createFactsDdl({ table: 'staging', isStaging: true }));
  const appender = await writer.createAppender('staging');
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

/**
 * Loads `batches` into a staging table, then swaps them in for the facts `scope` selects (all when
 * null) in one transaction. Runs on the writer connection, one load at a time (the store's queue).
 */
export const loadFacts = async ({
  writer,
  scope,
  batches,
}: {
  writer: DuckDBConnection;
  scope: TWhere | null;
  batches: AsyncIterable<TAnalyticsFact[]>;
}): Promise<number> => {
  const count = await stageFacts({ writer, batches });
  await writer.run('BEGIN TRANSACTION');
  try {
    for (const { sql, values } of buildSwapSql({ scope })) await writer.run(sql, values);
    await writer.run('COMMIT');
  } catch (error) {
    await writer.run('ROLLBACK');
    throw error;
  }
  await writer.run('DROP TABLE staging');
  await writer.run('DROP TABLE touched');
  return count;
};
