import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { TWayOfTransport } from '@pc/contract/primitives';
import type {
  TAnalyticsFact,
  TAnalyticsFilter,
  TAnalyticsPeriod,
  TAnalyticsStore,
  TAnalyticsSummary,
  TFilterOptions,
  TLeadTimes,
  TMapFigures,
  TNcmGoods,
  TPeriodCount,
  TPeriodGrain,
  TProcessKey,
  TRankedParty,
} from './analytics-types.ts';
import { FACT_COLUMNS, type TColumnType } from './fact-columns.ts';
import { DAY_SUMS_DDL, SELECT_TOUCHED_DAY_SUMS } from './day-sums-sql.ts';
import { buildFactWhere, isPeriodOnly, type TWhere } from './fact-filter-sql.ts';
import { FILTER_VALUES_DDL, SELECT_TOUCHED_FILTER_VALUES, toFilterOptions } from './filter-values-sql.ts';
import { buildProcessWhere, PROCESS_FACTS_DDL, SELECT_TOUCHED_PROCESS_FACTS } from './process-facts-sql.ts';

/**
 * Bumped when the facts or a derived table change shape: an older file is dropped and rebuilt from
 * the database.
 */
const SCHEMA_VERSION = 3;
/** Readers in parallel: each query already uses DuckDB's own threads, more would only queue. */
const READERS = 2;

type TRow = Record<string, unknown>;

const num = (value: unknown): number => (typeof value === 'bigint' ? Number(value) : Number(value ?? 0));
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The stored type of a column; the staging table takes what the appender writes (doubles, ISO days). */
const sqlTypeOf = (type: TColumnType, isStaging: boolean): string => {
  switch (type) {
    case 'INTEGER':
    case 'VARCHAR':
      return type;
    case 'MONEY':
      return isStaging ? 'DOUBLE' : 'DECIMAL(18,2)';
    case 'WEIGHT':
      return isStaging ? 'DOUBLE' : 'DECIMAL(18,3)';
    case 'DATE':
      return isStaging ? 'VARCHAR' : 'DATE';
  }
};

const createFactsDdl = (table: string, isStaging: boolean) =>
  `CREATE ${isStaging ? 'TEMP ' : ''}TABLE IF NOT EXISTS ${table} (${FACT_COLUMNS.map(
    ([, name, type]) => `${name} ${sqlTypeOf(type, isStaging)}`,
  ).join(', ')})`;

/**
 * Tables derived from the facts per (company, registry day), rebuilt for the days each load
 * touches, in its transaction: they never disagree with the items.
 */
const DERIVED_TABLES = [
  { table: 'filter_values', ddl: FILTER_VALUES_DDL, select: SELECT_TOUCHED_FILTER_VALUES },
  { table: 'process_facts', ddl: PROCESS_FACTS_DDL, select: SELECT_TOUCHED_PROCESS_FACTS },
  { table: 'day_sums', ddl: DAY_SUMS_DDL, select: SELECT_TOUCHED_DAY_SUMS },
] as const;

/** Serialises the writes (one writer connection) while reads go on in parallel on their own. */
const createWriteQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
};

const appendFact = (
  appender: Awaited<ReturnType<DuckDBConnection['createAppender']>>,
  fact: TAnalyticsFact,
) => {
  for (const [key, , type] of FACT_COLUMNS) {
    const value = fact[key];
    if (value === null || value === undefined) appender.appendNull();
    else if (type === 'INTEGER') appender.appendInteger(value as number);
    else if (type === 'MONEY' || type === 'WEIGHT') appender.appendDouble(Number(value));
    else appender.appendVarchar(String(value));
  }
  appender.endRow();
};

const toFact = (row: TRow): TAnalyticsFact => {
  const fact: Record<string, unknown> = {};
  for (const [key, name, type] of FACT_COLUMNS) {
    const value = row[name];
    fact[key] = type === 'VARCHAR' || type === 'DATE' ? text(value) : num(value);
  }
  return fact as TAnalyticsFact;
};

const taxesOf = (row: TRow) => ({
  ii: round2(num(row.ii)),
  ipi: round2(num(row.ipi)),
  pis: round2(num(row.pis)),
  cofins: round2(num(row.cofins)),
  antidumping: round2(num(row.antidumping)),
  siscomex: round2(num(row.siscomex)),
});

/**
 * The embedded analytics store: DuckDB, columnar, in a file under the data directory (or in
 * memory). Its queries run on DuckDB's threads, so the event loop only waits for small answers.
 */
export const openDuckDbAnalyticsStore = async ({
  file,
  tempDirectory,
}: {
  /** A path, or ':memory:'. */
  file: string;
  /** Where DuckDB spills what does not fit in memory (default: `.tmp` beside the file, or in the working folder). */
  tempDirectory?: string;
}): Promise<TAnalyticsStore> => {
  if (file !== ':memory:') await mkdir(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file, tempDirectory ? { temp_directory: tempDirectory } : {});
  const writer = await instance.connect();
  const readers = await Promise.all(Array.from({ length: READERS }, () => instance.connect()));
  let nextReader = 0;
  const enqueueWrite = createWriteQueue();

  await writer.run('CREATE TABLE IF NOT EXISTS meta (schema_version INTEGER)');
  const version = (
    await writer.runAndReadAll('SELECT max(schema_version) AS v FROM meta')
  ).getRowObjectsJS()[0]?.v;
  if (version !== null && version !== undefined && num(version) !== SCHEMA_VERSION) {
    for (const table of ['facts', ...DERIVED_TABLES.map((derived) => derived.table)]) {
      await writer.run(`DROP TABLE IF EXISTS ${table}`);
    }
  }
  await writer.run(createFactsDdl('facts', false));
  for (const derived of DERIVED_TABLES) await writer.run(derived.ddl);
  await writer.run('DELETE FROM meta');
  await writer.run(`INSERT INTO meta VALUES (${SCHEMA_VERSION})`);

  const read = async (sql: string, values: DuckDBValue[] = []): Promise<TRow[]> => {
    const connection = readers[nextReader++ % readers.length] as DuckDBConnection;
    const reader = await connection.runAndReadAll(sql, values);
    return reader.getRowObjectsJS() as TRow[];
  };

  const scoped = (filter: TAnalyticsFilter, select: string, tail = '') => {
    const where = buildFactWhere(filter);
    return read(`SELECT ${select} FROM facts WHERE ${where.sql} ${tail}`, where.values);
  };

  const readProcessCounts = (filter: TAnalyticsFilter) => {
    const where = buildProcessWhere(filter);
    // A process registered on two days has two rows: it counts once.
    return read(
      `SELECT count(*) total,
              count(*) FILTER (WHERE m = 'MARITIMA') maritima,
              count(*) FILTER (WHERE m = 'AEREA') aerea,
              count(*) FILTER (WHERE m = 'RODOVIARIA') rodoviaria,
              count(*) FILTER (WHERE ch = 'AMARELO') amarelo,
              count(*) FILTER (WHERE ch = 'VERDE') verde,
              count(*) FILTER (WHERE ch = 'VERMELHO') vermelho
       FROM (SELECT any_value(p.mode) m, any_value(p.channel) ch FROM process_facts p WHERE ${where.sql}
             GROUP BY p.company_id, p.process_id)`,
      where.values,
    );
  };

  const summary = async (filter: TAnalyticsFilter): Promise<TAnalyticsSummary> => {
    const where = buildFactWhere(filter);
    // The sums go per mode and are added here: one GROUP BY costs less than three FILTERed sums.
    // Narrowed by companies and days only, the day sums hold the same figures in a thousandth of the rows.
    const table = isPeriodOnly(filter) ? 'day_sums' : 'facts';
    const [sums, counts] = await Promise.all([
      read(
        `SELECT mode, sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping,
                sum(siscomex) siscomex, sum(vmld) vmld, sum(vmle) vmle, sum(icms) icms, sum(freight) freight,
                sum(gross_weight) gross, sum(net_weight) net
         FROM ${table} WHERE ${where.sql} GROUP BY mode`,
        where.values,
      ),
      readProcessCounts(filter),
    ]);
    // One row per mode: the period's figure of each column is their sum.
    const totals: TRow = {};
    for (const row of sums) {
      for (const [column, value] of Object.entries(row)) {
        if (column !== 'mode') totals[column] = num(totals[column]) + num(value);
      }
    }
    const freightOf = (mode: TWayOfTransport) => round2(num(sums.find((row) => row.mode === mode)?.freight));
    const [count = {}] = counts;
    const byMode: Record<TWayOfTransport, { processes: number; freight: number }> = {
      MARITIMA: { processes: num(count.maritima), freight: freightOf('MARITIMA') },
      AEREA: { processes: num(count.aerea), freight: freightOf('AEREA') },
      RODOVIARIA: { processes: num(count.rodoviaria), freight: freightOf('RODOVIARIA') },
    };
    return {
      processes: num(count.total),
      byMode,
      channels: { yellow: num(count.amarelo), green: num(count.verde), red: num(count.vermelho) },
      taxes: taxesOf(totals),
      vmld: round2(num(totals.vmld)),
      vmle: round2(num(totals.vmle)),
      icms: round2(num(totals.icms)),
      freight: round2(num(totals.freight)),
      grossWeight: Math.round(num(totals.gross) * 1000) / 1000,
      netWeight: Math.round(num(totals.net) * 1000) / 1000,
    };
  };

  const ncmGoods = async (filter: TAnalyticsFilter): Promise<TNcmGoods[]> => {
    const rows = await scoped(
      filter,
      `any_value(acquirer_name) acquirer_name, ncm, sum(vmld) vmld, sum(vmle) vmle, sum(freight) freight,
       sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping, sum(siscomex) siscomex`,
      'GROUP BY company_id, ncm ORDER BY vmld DESC, ncm, company_id',
    );
    return rows.map((row) => ({
      acquirerName: String(row.acquirer_name),
      ncm: String(row.ncm),
      vmld: round2(num(row.vmld)),
      vmle: round2(num(row.vmle)),
      freight: round2(num(row.freight)),
      ...taxesOf(row),
    }));
  };

  const ranked = async (
    filter: TAnalyticsFilter,
    columns: { name: string | null; city: string | null; country: string },
  ): Promise<TRankedParty[]> => {
    const keys = [columns.name, columns.city, columns.country].filter((key): key is string => key !== null);
    const rows = await scoped(
      filter,
      `${columns.name ?? 'NULL'} AS name, ${columns.city ?? 'NULL'} AS city, ${columns.country} AS country, sum(vmld) total`,
      `GROUP BY ${keys.join(', ')} ORDER BY total DESC, ${keys.join(', ')}`,
    );
    return rows.map((row) => ({
      name: text(row.name),
      city: text(row.city),
      countryCode: text(row.country),
      total: round2(num(row.total)),
    }));
  };

  const processesByPeriod = async ({
    filter,
    grain,
  }: {
    filter: TAnalyticsFilter;
    grain: TPeriodGrain;
  }): Promise<TPeriodCount[]> => {
    const day = grain === 'day' ? 'day(p.registry_date)' : 'NULL';
    const where = buildProcessWhere(filter);
    const rows = await read(
      `SELECT y, m, d, count(*) processes
       FROM (SELECT DISTINCT p.company_id, p.process_id, year(p.registry_date) y, month(p.registry_date) m, ${day} d
             FROM process_facts p WHERE ${where.sql})
       GROUP BY y, m, d ORDER BY y, m, d`,
      where.values,
    );
    return rows.map((row) => ({
      year: num(row.y),
      month: num(row.m),
      day: row.d === null ? null : num(row.d),
      processes: num(row.processes),
    }));
  };

  const leadTimes = async (filter: TAnalyticsFilter): Promise<TLeadTimes> => {
    const where = buildProcessWhere(filter);
    const [row = {}] = await read(
      `SELECT avg(p.registry_date - p.presence_date) FILTER (WHERE p.registry_date >= p.presence_date) a,
              avg(p.loading_date - p.clearance_date) FILTER (WHERE p.loading_date >= p.clearance_date) b,
              avg(p.delivery_date - p.presence_date) FILTER (WHERE p.delivery_date >= p.presence_date) c
       FROM process_facts p WHERE ${where.sql}`,
      where.values,
    );
    const days = (value: unknown) => (value === null || value === undefined ? null : round2(num(value)));
    return {
      presenceToRegistry: days(row.a),
      clearanceToLoading: days(row.b),
      presenceToDelivery: days(row.c),
    };
  };

  const processKeys = async (filter: TAnalyticsFilter): Promise<TProcessKey[]> => {
    const where = buildProcessWhere(filter);
    const rows = await read(
      `SELECT p.company_id, p.process_id, max(p.registry_date) registry FROM process_facts p WHERE ${where.sql}
       GROUP BY p.company_id, p.process_id ORDER BY registry DESC, p.process_id DESC`,
      where.values,
    );
    return rows.map((row) => ({ companyId: num(row.company_id), processId: num(row.process_id) }));
  };

  const readProcessesPerNcm = (filter: TAnalyticsFilter) => {
    const where = buildFactWhere(filter);
    return read(
      `SELECT ncm, count(*) processes FROM (SELECT DISTINCT ncm, company_id, process_id FROM facts WHERE ${where.sql})
       GROUP BY ncm ORDER BY processes DESC, ncm`,
      where.values,
    );
  };

  const map = async (filter: TAnalyticsFilter): Promise<TMapFigures> => {
    const [countries, ncms] = await Promise.all([
      scoped(
        filter,
        'origin_country code, sum(vmld + ii + ipi + pis + cofins + antidumping + siscomex) total',
        'AND origin_country IS NOT NULL GROUP BY origin_country ORDER BY total DESC, code',
      ),
      readProcessesPerNcm(filter),
    ]);
    return {
      countries: countries.map((row) => ({ code: String(row.code), totalWithTaxes: round2(num(row.total)) })),
      ncms: ncms.map((row) => ({ ncm: String(row.ncm), processes: num(row.processes) })),
    };
  };

  const filterOptions = async (period: TAnalyticsPeriod): Promise<TFilterOptions> => {
    const where = buildFactWhere(period);
    return toFilterOptions(
      await read(
        `SELECT field, list_sort(list(DISTINCT value)) AS "values" FROM filter_values WHERE ${where.sql} GROUP BY field`,
        where.values,
      ),
    );
  };

  async function* exportFacts(filter: TAnalyticsFilter): AsyncIterable<TAnalyticsFact[]> {
    const where = buildFactWhere(filter);
    const connection = await instance.connect();
    try {
      const columns = FACT_COLUMNS.map(([, name, type]) =>
        type === 'DATE' ? `strftime(${name}, '%Y-%m-%d') ${name}` : name,
      );
      const result = await connection.stream(
        `SELECT ${columns.join(', ')} FROM facts WHERE ${where.sql} ORDER BY registry_date, company_id, process_id, item_id`,
        where.values,
      );
      for await (const rows of result.yieldRowObjectJs()) yield rows.map((row) => toFact(row as TRow));
    } finally {
      connection.closeSync();
    }
  }

  /**
   * Loads `batches` into a staging table, then swaps them in for the facts `scope` selects (all when
   * null) in one transaction, with the derived rows of every (company, day) either side touched.
   */
  const load = (scope: TWhere | null, batches: AsyncIterable<TAnalyticsFact[]>) =>
    enqueueWrite(async () => {
      await writer.run('DROP TABLE IF EXISTS staging');
      await writer.run(createFactsDdl('staging', true));
      const appender = await writer.createAppender('staging');
      let count = 0;
      try {
        for await (const batch of batches) {
          for (const fact of batch) appendFact(appender, fact);
          count += batch.length;
          appender.flushSync();
        }
      } finally {
        appender.closeSync();
      }
      const casts = FACT_COLUMNS.map(([, name, type]) =>
        type === 'VARCHAR' || type === 'INTEGER' ? name : `${name}::${sqlTypeOf(type, false)}`,
      );
      const where = scope?.sql ?? 'true';
      const values = scope?.values ?? [];
      await writer.run('BEGIN TRANSACTION');
      try {
        await writer.run(
          `CREATE OR REPLACE TEMP TABLE touched AS
             SELECT DISTINCT company_id, registry_date FROM facts WHERE ${where}
             UNION SELECT DISTINCT company_id, registry_date::DATE FROM staging`,
          values,
        );
        await writer.run(`DELETE FROM facts WHERE ${where}`, values);
        // Clustered by company and day, so the zone maps of each row group skip what a filter excludes.
        await writer.run(
          `INSERT INTO facts SELECT ${casts.join(', ')} FROM staging ORDER BY company_id, registry_date`,
        );
        for (const { table, select } of DERIVED_TABLES) {
          await writer.run(
            `DELETE FROM ${table} d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date)`,
          );
          await writer.run(`INSERT INTO ${table} ${select}`);
        }
        await writer.run('COMMIT');
      } catch (error) {
        await writer.run('ROLLBACK');
        throw error;
      }
      await writer.run('DROP TABLE staging');
      await writer.run('DROP TABLE touched');
      return count;
    });

  const replaceFacts = ({
    period,
    batches,
  }: {
    period: TAnalyticsPeriod;
    batches: AsyncIterable<TAnalyticsFact[]>;
  }) => {
    return load(buildFactWhere(period), batches);
  };

  const countFacts = async () => num((await read('SELECT count(*) n FROM facts'))[0]?.n);

  return {
    kind: 'duckdb',
    summary,
    ncmGoods,
    origins: (filter) =>
      ranked(filter, { name: null, city: 'manufacturer_city', country: 'manufacturer_country' }),
    exporters: (filter) => ranked(filter, { name: 'exporter_name', city: null, country: 'exporter_country' }),
    manufacturers: (filter) =>
      ranked(filter, { name: 'manufacturer_name', city: null, country: 'manufacturer_country' }),
    processesByPeriod,
    leadTimes,
    processKeys,
    map,
    filterOptions,
    exportFacts,
    replaceFacts,
    rebuild: (batches) => load(null, batches),
    countFacts,
    close: async () => {
      await enqueueWrite(async () => undefined);
      for (const connection of [writer, ...readers]) connection.closeSync();
      instance.closeSync();
    },
  };
};
