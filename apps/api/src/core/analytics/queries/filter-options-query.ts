import type { TAnalyticsPeriod, TFilterOptions } from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import { toFilterOptions } from '../filter-values-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';

/** The values each drawer list offers over a period, from the derived `filter_values`. */
export const buildFilterOptionsSql = ({ period }: { period: TAnalyticsPeriod }): TSql => {
  const where = buildFactWhere(period);
  return {
    sql: `SELECT field, list_sort(list(DISTINCT value)) AS "values" FROM filter_values WHERE ${where.sql} GROUP BY field`,
    values: where.values,
  };
};

export const readFilterOptions = async ({
  read,
  period,
}: {
  read: TReadRows;
  period: TAnalyticsPeriod;
}): Promise<TFilterOptions> => {
  const { sql, values } = buildFilterOptionsSql({ period });
  return toFilterOptions(await read(sql, values));
};
