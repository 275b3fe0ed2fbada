import type { TAnalyticsFilter, TNcmGoods } from '../analytics-types.ts';
import { buildFactSelectSql } from './fact-select-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, round2, taxesOf } from './row-values.ts';

/** Per company and NCM, the values and taxes of the items a filter keeps, largest VMLD first. */
export const buildNcmGoodsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql =>
  buildFactSelectSql({
    filter,
    select: `any_value(acquirer_name) acquirer_name, ncm, sum(vmld) vmld, sum(vmle) vmle, sum(freight) freight,
       sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping, sum(siscomex) siscomex`,
    tail: 'GROUP BY company_id, ncm ORDER BY vmld DESC, ncm, company_id',
  });

export const readNcmGoods = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TNcmGoods[]> => {
  const { sql, values } = buildNcmGoodsSql({ filter });
  const rows = await read(sql, values);
  return rows.map((row) => ({
    acquirerName: String(row.acquirer_name),
    ncm: String(row.ncm),
    vmld: round2(num(row.vmld)),
    vmle: round2(num(row.vmle)),
    freight: round2(num(row.freight)),
    ...taxesOf(row),
  }));
};
