import type { TAnalyticsFilter, TProcessKey } from '../analytics-types.ts';
import { buildProcessWhere } from '../process-facts-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num } from './row-values.ts';

/** The processes a filter covers (a drill-down), newest registry first. */
export const buildProcessKeysSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProcessWhere(filter);
  return {
    sql: `SELECT p.company_id, p.process_id, max(p.registry_date) registry FROM process_facts p WHERE ${where.sql}
       GROUP BY p.company_id, p.process_id ORDER BY registry DESC, p.process_id DESC`,
    values: where.values,
  };
};

export const readProcessKeys = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TProcessKey[]> => {
  const { sql, values } = buildProcessKeysSql({ filter });
  const rows = await read(sql, values);
  return rows.map((row) => ({ companyId: num(row.company_id), processId: num(row.process_id) }));
};
