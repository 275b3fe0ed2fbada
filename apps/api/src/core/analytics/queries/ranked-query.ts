import type { TAnalyticsFilter, TRankedParty } from '../analytics-types.ts';
import { buildFactSelectSql } from './fact-select-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, round2, text } from './row-values.ts';

/** The fact columns a ranking groups by; a null name or city is answered as null. */
export type TRankedColumns = { name: string | null; city: string | null; country: string };

/** The three rankings of the BI: origins by manufacturer city, exporters and manufacturers by name. */
export const RANKED_COLUMNS = {
  origins: { name: null, city: 'manufacturer_city', country: 'manufacturer_country' },
  exporters: { name: 'exporter_name', city: null, country: 'exporter_country' },
  manufacturers: { name: 'manufacturer_name', city: null, country: 'manufacturer_country' },
} as const satisfies Record<string, TRankedColumns>;

/** The VMLD total per party of the items a filter keeps, largest first. */
export const buildRankedSql = ({
  filter,
  columns,
}: {
  filter: TAnalyticsFilter;
  columns: TRankedColumns;
}): TSql => {
  const keys = [columns.name, columns.city, columns.country].filter((key): key is string => key !== null);
  return buildFactSelectSql({
    filter,
    select: `${columns.name ?? 'NULL'} AS name, ${columns.city ?? 'NULL'} AS city, ${columns.country} AS country, sum(vmld) total`,
    tail: `GROUP BY ${keys.join(', ')} ORDER BY total DESC, ${keys.join(', ')}`,
  });
};

export const readRanked = async ({
  read,
  filter,
  columns,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
  columns: TRankedColumns;
}): Promise<TRankedParty[]> => {
  const { sql, values } = buildRankedSql({ filter, columns });
  const rows = await read(sql, values);
  return rows.map((row) => ({
    name: text(row.name),
    city: text(row.city),
    countryCode: text(row.country),
    total: round2(num(row.total)),
  }));
};
