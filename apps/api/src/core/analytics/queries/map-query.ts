import type { TAnalyticsFilter, TMapFigures } from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import { buildProcessWhere } from '../process-facts-sql.ts';
import { buildFactSelectSql } from './fact-select-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, round2 } from './row-values.ts';

/** Per origin country of the items a filter keeps, VMLD plus taxes, largest first. */
export const buildMapCountriesSql = ({ filter }: { filter: TAnalyticsFilter }): TSql =>
  buildFactSelectSql({
    filter,
    select: 'origin_country code, sum(vmld + ii + ipi + pis + cofins + antidumping + siscomex) total',
    tail: 'AND origin_country IS NOT NULL GROUP BY origin_country ORDER BY total DESC, code',
  });

/** Per NCM of the items a filter keeps, the processes with such an item, most first. */
export const buildMapNcmsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildFactWhere(filter);
  return {
    sql: `SELECT ncm, count(*) processes FROM (SELECT DISTINCT ncm, company_id, process_id FROM facts WHERE ${where.sql})
       GROUP BY ncm ORDER BY processes DESC, ncm`,
    values: where.values,
  };
};

/**
 * The distinct processes a filter covers. A process with items of several NCMs (or registered on
 * two days) counts once: the per-NCM counts above do not add up to this.
 */
export const buildMapProcessesSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProcessWhere(filter);
  return {
    sql: `SELECT count(*) processes FROM (SELECT DISTINCT p.company_id, p.process_id FROM process_facts p
       WHERE ${where.sql})`,
    values: where.values,
  };
};

/** The filter without the map's own choices (its NCMs and origin countries): the gauge's whole. */
const withoutMapChoices = (filter: TAnalyticsFilter): TAnalyticsFilter => ({
  ...filter,
  ncms: undefined,
  originCountries: undefined,
});

const hasMapChoices = (filter: TAnalyticsFilter): boolean =>
  (filter.ncms?.length ?? 0) > 0 || (filter.originCountries?.length ?? 0) > 0;

export const readMap = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TMapFigures> => {
  const countriesSql = buildMapCountriesSql({ filter });
  const ncmsSql = buildMapNcmsSql({ filter });
  const processesSql = buildMapProcessesSql({ filter });
  const readProcesses = async (sql: TSql) => num((await read(sql.sql, sql.values))[0]?.processes);
  const [countries, ncms, processes, periodProcesses] = await Promise.all([
    read(countriesSql.sql, countriesSql.values),
    read(ncmsSql.sql, ncmsSql.values),
    readProcesses(processesSql),
    // Without a map choice the whole is the selection: one scan less.
    hasMapChoices(filter) ? readProcesses(buildMapProcessesSql({ filter: withoutMapChoices(filter) })) : null,
  ]);
  return {
    countries: countries.map((row) => ({ code: String(row.code), totalWithTaxes: round2(num(row.total)) })),
    ncms: ncms.map((row) => ({ ncm: String(row.ncm), processes: num(row.processes) })),
    processes,
    periodProcesses: periodProcesses ?? processes,
  };
};
