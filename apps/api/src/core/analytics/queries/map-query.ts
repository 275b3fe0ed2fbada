import type { TAnalyticsFilter, TMapFigures } from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
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

export const readMap = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TMapFigures> => {
  const countriesSql = buildMapCountriesSql({ filter });
  const ncmsSql = buildMapNcmsSql({ filter });
  const [countries, ncms] = await Promise.all([
    read(countriesSql.sql, countriesSql.values),
    read(ncmsSql.sql, ncmsSql.values),
  ]);
  return {
    countries: countries.map((row) => ({ code: String(row.code), totalWithTaxes: round2(num(row.total)) })),
    ncms: ncms.map((row) => ({ ncm: String(row.ncm), processes: num(row.processes) })),
  };
};
