import type { TAnalyticsFilter } from '../analytics-types.ts';
import { buildProcessWhere } from '../process-facts-sql.ts';
import type { TReadRows, TRow, TSql } from './query-types.ts';

/** The processes a filter covers, in all and per mode and channel (the summary's counts). */
export const buildProcessCountsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProcessWhere(filter);
  // A process registered on two days has two rows: it counts once.
  return {
    sql: `SELECT count(*) total,
              count(*) FILTER (WHERE m = 'MARITIMA') maritima,
              count(*) FILTER (WHERE m = 'AEREA') aerea,
              count(*) FILTER (WHERE m = 'RODOVIARIA') rodoviaria,
              count(*) FILTER (WHERE ch = 'AMARELO') amarelo,
              count(*) FILTER (WHERE ch = 'VERDE') verde,
              count(*) FILTER (WHERE ch = 'VERMELHO') vermelho
       FROM (SELECT any_value(p.mode) m, any_value(p.channel) ch FROM process_facts p WHERE ${where.sql}
             GROUP BY p.company_id, p.process_id)`,
    values: where.values,
  };
};

/** The one row of counts (`total`, `maritima`…, `vermelho`), as DuckDB answers it. */
export const readProcessCounts = ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TRow[]> => {
  const { sql, values } = buildProcessCountsSql({ filter });
  return read(sql, values);
};
