import type { TAnalyticsFilter, TLeadTimes } from '../analytics-types.ts';
import { buildProcessWhere } from '../process-facts-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, round2 } from './row-values.ts';

/** The average days between milestones of the processes a filter covers; a date out of order is left out. */
export const buildLeadTimesSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProcessWhere(filter);
  return {
    sql: `SELECT avg(p.registry_date - p.presence_date) FILTER (WHERE p.registry_date >= p.presence_date) a,
              avg(p.loading_date - p.clearance_date) FILTER (WHERE p.loading_date >= p.clearance_date) b,
              avg(p.delivery_date - p.presence_date) FILTER (WHERE p.delivery_date >= p.presence_date) c,
              count(*) FILTER (WHERE p.registry_date >= p.presence_date) na,
              count(*) FILTER (WHERE p.loading_date >= p.clearance_date) nb,
              count(*) FILTER (WHERE p.delivery_date >= p.presence_date) nc
       FROM process_facts p WHERE ${where.sql}`,
    values: where.values,
  };
};

export const readLeadTimes = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TLeadTimes> => {
  const { sql, values } = buildLeadTimesSql({ filter });
  const [row = {}] = await read(sql, values);
  const days = (value: unknown) => (value === null || value === undefined ? null : round2(num(value)));
  const count = (value: unknown) => (value === null || value === undefined ? 0 : num(value));
  return {
    presenceToRegistry: days(row.a),
    clearanceToLoading: days(row.b),
    presenceToDelivery: days(row.c),
    processes: {
      presenceToRegistry: count(row.na),
      clearanceToLoading: count(row.nb),
      presenceToDelivery: count(row.nc),
    },
  };
};
