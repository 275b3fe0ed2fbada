import type { TAnalyticsFilter, TPeriodCount, TPeriodGrain } from '../analytics-types.ts';
import { buildProcessWhere } from '../process-facts-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num } from './row-values.ts';

/** The processes a filter covers per month, or per day (a process counts once in each). */
export const buildProcessesByPeriodSql = ({
  filter,
  grain,
}: {
  filter: TAnalyticsFilter;
  grain: TPeriodGrain;
}): TSql => {
  const day = grain === 'day' ? 'day(p.registry_date)' : 'NULL';
  const where = buildProcessWhere(filter);
  return {
    sql: `SELECT y, m, d, count(*) processes
       FROM (SELECT DISTINCT p.company_id, p.process_id, year(p.registry_date) y, month(p.registry_date) m, ${day} d
             FROM process_facts p WHERE ${where.sql})
       GROUP BY y, m, d ORDER BY y, m, d`,
    values: where.values,
  };
};

export const readProcessesByPeriod = async ({
  read,
  filter,
  grain,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
  grain: TPeriodGrain;
}): Promise<TPeriodCount[]> => {
  const { sql, values } = buildProcessesByPeriodSql({ filter, grain });
  const rows = await read(sql, values);
  return rows.map((row) => ({
    year: num(row.y),
    month: num(row.m),
    day: row.d === null ? null : num(row.d),
    processes: num(row.processes),
  }));
};
