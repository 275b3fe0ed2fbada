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
import { FACT_COLUMNS } from './fact-columns.ts';
import { buildFactWhere } from './fact-filter-sql.ts';

/** Bumped when the fact table changes shape: an older file is dropped and rebuilt from the database. */
const SCHEMA_VERSION = 1;
/** Readers in parallel: each query already uses DuckDB's own threads, more would only queue. */
const READERS = 2;

type TRow = Record<string, unknown>;

const num = (value: unknown): number => (typeof value === 'bigint' ? Number(value) : Number(value ?? 0));
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const round2 = (value: number): number => Math.round(value * 100) / 100;

const createFactsDdl = (table: string, dateType: 'DATE' | 'VARCHAR') =>
  `CREATE TABLE IF NOT EXISTS ${table} (${FACT_COLUMNS.map(
    ([, name, type]) => `${name} ${type === 'DATE' ? dateType : type}`,
  ).join(', ')})`;

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
    else if (type === 'DOUBLE') appender.appendDouble(Number(value));
    else appender.appendVarchar(String(value));
  }
  appender.endRow();
};

const toFact = (row: TRow): TAnalyticsFact => {
  const fact: Record<string, unknown> = {};
  for (const [key, name, type] of FACT_COLUMNS) {
    const value = row[name];
    fact[key] = type === 'INTEGER' || type === 'DOUBLE' ? num(value) : text(value);
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
    await writer.run('DROP TABLE IF EXISTS facts');
  }
  await writer.run(createFactsDdl('facts', 'DATE'));
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

  const summary = async (filter: TAnalyticsFilter): Promise<TAnalyticsSummary> => {
    const where = buildFactWhere(filter);
    // Two independent subqueries rather than one CTE read twice: DuckDB would materialise the CTE's
    // every column first (measured 63 → 50 ms at 500k items).
    const [row = {}] = await read(
      `SELECT * FROM
         (SELECT sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping,
                 sum(siscomex) siscomex, sum(vmld) vmld, sum(vmle) vmle, sum(icms) icms, sum(freight) freight,
                 sum(gross_weight) gross, sum(net_weight) net,
                 sum(freight) FILTER (WHERE mode = 'MARITIMA') freight_maritima,
                 sum(freight) FILTER (WHERE mode = 'AEREA') freight_aerea,
                 sum(freight) FILTER (WHERE mode = 'RODOVIARIA') freight_rodoviaria
          FROM facts WHERE ${where.sql}) sums,
         (SELECT count(*) total,
                 count(*) FILTER (WHERE mode = 'MARITIMA') maritima,
                 count(*) FILTER (WHERE mode = 'AEREA') aerea,
                 count(*) FILTER (WHERE mode = 'RODOVIARIA') rodoviaria,
                 count(*) FILTER (WHERE channel = 'AMARELO') amarelo,
                 count(*) FILTER (WHERE channel = 'VERDE') verde,
                 count(*) FILTER (WHERE channel = 'VERMELHO') vermelho
          FROM (SELECT DISTINCT company_id, process_id, mode, channel FROM facts WHERE ${where.sql})) processes`,
      where.values,
    );
    const byMode: Record<TWayOfTransport, { processes: number; freight: number }> = {
      MARITIMA: { processes: num(row.maritima), freight: round2(num(row.freight_maritima)) },
      AEREA: { processes: num(row.aerea), freight: round2(num(row.freight_aerea)) },
      RODOVIARIA: { processes: num(row.rodoviaria), freight: round2(num(row.freight_rodoviaria)) },
    };
    return {
      processes: num(row.total),
      byMode,
      channels: { yellow: num(row.amarelo), green: num(row.verde), red: num(row.vermelho) },
      taxes: taxesOf(row),
      vmld: round2(num(row.vmld)),
      vmle: round2(num(row.vmle)),
      icms: round2(num(row.icms)),
      freight: round2(num(row.freight)),
      grossWeight: Math.round(num(row.gross) * 1000) / 1000,
      netWeight: Math.round(num(row.net) * 1000) / 1000,
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
    const day = grain === 'day' ? 'day(registry_date)' : 'NULL';
    const rows = await scoped(
      filter,
      `year(registry_date) y, month(registry_date) m, ${day} d, count(DISTINCT (company_id, process_id)) processes`,
      'GROUP BY ALL ORDER BY y, m, d',
    );
    return rows.map((row) => ({
      year: num(row.y),
      month: num(row.m),
      day: row.d === null ? null : num(row.d),
      processes: num(row.processes),
    }));
  };

  const leadTimes = async (filter: TAnalyticsFilter): Promise<TLeadTimes> => {
    const where = buildFactWhere(filter);
    const [row = {}] = await read(
      `WITH p AS (
         SELECT DISTINCT company_id, process_id, registry_date, presence_date, clearance_date, loading_date, delivery_date
         FROM facts WHERE ${where.sql})
       SELECT avg(registry_date - presence_date) FILTER (WHERE registry_date >= presence_date) a,
              avg(loading_date - clearance_date) FILTER (WHERE loading_date >= clearance_date) b,
              avg(delivery_date - presence_date) FILTER (WHERE delivery_date >= presence_date) c
       FROM p`,
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
    const rows = await scoped(
      filter,
      'company_id, process_id, max(registry_date) registry',
      'GROUP BY company_id, process_id ORDER BY registry DESC, process_id DESC',
    );
    return rows.map((row) => ({ companyId: num(row.company_id), processId: num(row.process_id) }));
  };

  const map = async (filter: TAnalyticsFilter): Promise<TMapFigures> => {
    const [countries, ncms] = await Promise.all([
      scoped(
        filter,
        'origin_country code, sum(vmld + ii + ipi + pis + cofins + antidumping + siscomex) total',
        'AND origin_country IS NOT NULL GROUP BY origin_country ORDER BY total DESC, code',
      ),
      scoped(
        filter,
        'ncm, count(DISTINCT (company_id, process_id)) processes',
        'GROUP BY ncm ORDER BY processes DESC, ncm',
      ),
    ]);
    return {
      countries: countries.map((row) => ({ code: String(row.code), totalWithTaxes: round2(num(row.total)) })),
      ncms: ncms.map((row) => ({ ncm: String(row.ncm), processes: num(row.processes) })),
    };
  };

  const filterOptions = async (period: TAnalyticsPeriod): Promise<TFilterOptions> => {
    const list = (column: string) =>
      `list_sort(list(DISTINCT ${column}) FILTER (WHERE ${column} IS NOT NULL))`;
    const [row = {}] = await scoped(
      period,
      [
        `${list('incoterm')} incoterms`,
        `${list('mode')} modes`,
        `${list('urf_despacho')} urfs_despacho`,
        `${list('urf_entrada')} urfs_entrada`,
        `${list('recinto')} recintos`,
        `${list('exporter_name')} exporters`,
        `${list('manufacturer_name')} manufacturers`,
        `${list('acquisition_country')} acquisition_countries`,
        `${list('origin_country')} origin_countries`,
        `${list('currency')} currencies`,
      ].join(', '),
    );
    const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
    return {
      incoterms: strings(row.incoterms),
      modes: strings(row.modes) as TWayOfTransport[],
      urfsDespacho: strings(row.urfs_despacho),
      urfsEntrada: strings(row.urfs_entrada),
      recintos: strings(row.recintos),
      exporters: strings(row.exporters),
      manufacturers: strings(row.manufacturers),
      acquisitionCountries: strings(row.acquisition_countries),
      originCountries: strings(row.origin_countries),
      currencies: strings(row.currencies),
    };
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

  /** Loads `batches` into a staging table, then swaps them in with `removeSql` in one transaction. */
  const load = (removeSql: string, removeValues: DuckDBValue[], batches: AsyncIterable<TAnalyticsFact[]>) =>
    enqueueWrite(async () => {
      await writer.run('DROP TABLE IF EXISTS staging');
      await writer.run(createFactsDdl('staging', 'VARCHAR').replace('CREATE TABLE', 'CREATE TEMP TABLE'));
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
      const casts = FACT_COLUMNS.map(([, name, type]) => (type === 'DATE' ? `${name}::DATE` : name));
      await writer.run('BEGIN TRANSACTION');
      try {
        await writer.run(removeSql, removeValues);
        // Clustered by company and day, so the zone maps of each row group skip what a filter excludes.
        await writer.run(
          `INSERT INTO facts SELECT ${casts.join(', ')} FROM staging ORDER BY company_id, registry_date`,
        );
        await writer.run('COMMIT');
      } catch (error) {
        await writer.run('ROLLBACK');
        throw error;
      }
      await writer.run('DROP TABLE staging');
      return count;
    });

  const replaceFacts = ({
    period,
    batches,
  }: {
    period: TAnalyticsPeriod;
    batches: AsyncIterable<TAnalyticsFact[]>;
  }) => {
    const where = buildFactWhere(period);
    return load(`DELETE FROM facts WHERE ${where.sql}`, where.values, batches);
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
    rebuild: (batches) => load('DELETE FROM facts', [], batches),
    countFacts,
    close: async () => {
      await enqueueWrite(async () => undefined);
      for (const connection of [writer, ...readers]) connection.closeSync();
      instance.closeSync();
    },
  };
};
