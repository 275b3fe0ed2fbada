import { averageLpcoWaits, type TLpcoWait } from '../../duimp/duimp-milestones.ts';
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
              count(*) FILTER (WHERE p.delivery_date >= p.presence_date) nc,
              avg(p.channel_days) d,
              count(p.channel_days) nd
       FROM process_facts p WHERE ${where.sql}`,
    values: where.values,
  };
};

/** The granted LPCOs' waits of the processes a filter covers (few: one JSON list per licensed process). */
export const buildLpcoWaitsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProcessWhere(filter);
  return {
    sql: `SELECT p.lpco_waits w FROM process_facts p WHERE ${where.sql} AND p.lpco_waits IS NOT NULL`,
    values: where.values,
  };
};

const parseWaits = (value: unknown): TLpcoWait[] => {
  const pairs = JSON.parse(String(value)) as [string, number][];
  return pairs.map(([agency, days]) => ({ agency, days }));
};

export const readLeadTimes = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TLeadTimes> => {
  const { sql, values } = buildLeadTimesSql({ filter });
  const waits = buildLpcoWaitsSql({ filter });
  const [[row = {}], waitRows] = await Promise.all([read(sql, values), read(waits.sql, waits.values)]);
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
    registryToChannel: days(row.d),
    registryToChannelProcesses: count(row.nd),
    lpcoByAgency: averageLpcoWaits({ waits: waitRows.flatMap((waitRow) => parseWaits(waitRow.w)) }),
  };
};
