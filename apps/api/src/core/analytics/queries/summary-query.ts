import type { TWayOfTransport } from '@pc/contract/primitives';
import type { TAnalyticsFilter, TAnalyticsSummary } from '../analytics-types.ts';
import { buildFactWhere, isPeriodOnly } from '../fact-filter-sql.ts';
import { readProcessCounts } from './process-counts-query.ts';
import type { TReadRows, TRow, TSql } from './query-types.ts';
import { num, round2, taxesOf } from './row-values.ts';

/** The sums of the items a filter keeps, one row per mode. */
export const buildSummarySql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildFactWhere(filter);
  // The sums go per mode and are added here: one GROUP BY costs less than three FILTERed sums.
  // Narrowed by companies and days only, the day sums hold the same figures in a thousandth of the rows.
  const table = isPeriodOnly(filter) ? 'day_sums' : 'facts';
  return {
    sql: `SELECT mode, sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping,
                sum(siscomex) siscomex, sum(vmld) vmld, sum(vmle) vmle, sum(icms) icms, sum(freight) freight,
                sum(gross_weight) gross, sum(net_weight) net
         FROM ${table} WHERE ${where.sql} GROUP BY mode`,
    values: where.values,
  };
};

/** The summary of the per-mode sums and the one row of process counts. */
export const toSummary = ({ sums, counts }: { sums: TRow[]; counts: TRow[] }): TAnalyticsSummary => {
  // One row per mode: the period's figure of each column is their sum.
  const totals: TRow = {};
  for (const row of sums) {
    for (const [column, value] of Object.entries(row)) {
      if (column !== 'mode') totals[column] = num(totals[column]) + num(value);
    }
  }
  const freightOf = (mode: TWayOfTransport) => round2(num(sums.find((row) => row.mode === mode)?.freight));
  const [count = {}] = counts;
  const byMode: Record<TWayOfTransport, { processes: number; freight: number }> = {
    MARITIMA: { processes: num(count.maritima), freight: freightOf('MARITIMA') },
    AEREA: { processes: num(count.aerea), freight: freightOf('AEREA') },
    RODOVIARIA: { processes: num(count.rodoviaria), freight: freightOf('RODOVIARIA') },
  };
  return {
    processes: num(count.total),
    byMode,
    channels: { yellow: num(count.amarelo), green: num(count.verde), red: num(count.vermelho) },
    taxes: taxesOf(totals),
    vmld: round2(num(totals.vmld)),
    vmle: round2(num(totals.vmle)),
    icms: round2(num(totals.icms)),
    freight: round2(num(totals.freight)),
    grossWeight: Math.round(num(totals.gross) * 1000) / 1000,
    netWeight: Math.round(num(totals.net) * 1000) / 1000,
  };
};

export const readSummary = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TAnalyticsSummary> => {
  const { sql, values } = buildSummarySql({ filter });
  const [sums, counts] = await Promise.all([read(sql, values), readProcessCounts({ read, filter })]);
  return toSummary({ sums, counts });
};
