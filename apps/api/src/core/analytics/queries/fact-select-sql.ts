import type { TAnalyticsFilter } from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import type { TSql } from './query-types.ts';

/** A SELECT over the items a filter keeps; `tail` follows the WHERE (an AND, a GROUP BY, an ORDER BY). */
export const buildFactSelectSql = ({
  filter,
  select,
  tail = '',
}: {
  filter: TAnalyticsFilter;
  select: string;
  tail?: string;
}): TSql => {
  const where = buildFactWhere(filter);
  return { sql: `SELECT ${select} FROM facts WHERE ${where.sql} ${tail}`, values: where.values };
};
