import { UNIT_COST_DECIMALS } from '@pc/contract/landed-cost-rules';
import type {
  TAnalyticsFact,
  TAnalyticsFilter,
  TProductMonthTotal,
  TProductSupplierTotal,
} from '../analytics-types.ts';
import { buildProductWhere, unitsSql } from '../product-sums-sql.ts';
import { buildExportFactsSql, toFact } from './export-facts-query.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { productImportsSql } from './products-query.ts';
import { num, numOrNull, round2, text } from './row-values.ts';

/** Per-unit money to UNIT_COST_DECIMALS places (the sum of rounded doubles can carry a tail). */
const roundUnit = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10 ** UNIT_COST_DECIMALS) / 10 ** UNIT_COST_DECIMALS;

/** Per month of the filter's items (a product's), the weighted mean's parts, from product_sums. */
export const buildProductMonthsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProductWhere(filter);
  const month = "strftime(registry_date, '%Y-%m')";
  const imports = productImportsSql({ filter, offset: 0, key: 'month', keyOf: month });
  return {
    sql: `WITH imports AS (${imports.sql})
     SELECT ${month} AS month, any_value(imports.imports) AS imports, ${unitsSql()} AS units,
       sum(quantity) AS quantity, sum(costed_gross) AS costed_gross, sum(costed_quantity) AS costed_quantity
     FROM product_sums LEFT JOIN imports ON imports.month = ${month}
     WHERE ${where.sql} GROUP BY 1 ORDER BY 1`,
    // The same filter: the counts read the same parameters.
    values: where.values,
  };
};

export const readProductMonths = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TProductMonthTotal[]> => {
  const { sql, values } = buildProductMonthsSql({ filter });
  return (await read(sql, values)).map((row) => ({
    month: String(row.month),
    imports: num(row.imports),
    units: num(row.units),
    quantity: numOrNull(row.quantity),
    costedGross: round2(num(row.costed_gross)),
    costedQuantity: num(row.costed_quantity),
  }));
};

/** Per exporter of the filter's items: its imports, quantity, the mean's parts, lowest and highest unit cost. */
export const buildProductSuppliersSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildProductWhere(filter);
  const imports = productImportsSql({ filter, offset: 0, key: 'exporter_name' });
  return {
    // A null exporter is a supplier too: the join matches it as a value.
    sql: `WITH imports AS (${imports.sql}),
     sums AS (SELECT exporter_name, arg_max(origin_country, registry_date) AS origin_country,
       ${unitsSql()} AS units, sum(quantity) AS quantity, sum(costed_gross) AS costed_gross,
       sum(costed_quantity) AS costed_quantity, min(min_unit_cost) AS min_unit, max(max_unit_cost) AS max_unit,
       strftime(max(registry_date), '%Y-%m-%d') AS last_import
     FROM product_sums WHERE ${where.sql} GROUP BY exporter_name)
     SELECT sums.*, imports.imports FROM sums
     LEFT JOIN imports ON imports.exporter_name IS NOT DISTINCT FROM sums.exporter_name
     ORDER BY sums.exporter_name NULLS LAST`,
    // The same filter: the counts read the same parameters.
    values: where.values,
  };
};

export const readProductSuppliers = async ({
  read,
  filter,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
}): Promise<TProductSupplierTotal[]> => {
  const { sql, values } = buildProductSuppliersSql({ filter });
  return (await read(sql, values)).map((row) => ({
    exporterName: text(row.exporter_name),
    originCountry: text(row.origin_country),
    imports: num(row.imports),
    units: num(row.units),
    quantity: numOrNull(row.quantity),
    costedGross: round2(num(row.costed_gross)),
    costedQuantity: num(row.costed_quantity),
    minUnitCost: roundUnit(numOrNull(row.min_unit)),
    maxUnitCost: roundUnit(numOrNull(row.max_unit)),
    lastImportDate: String(row.last_import),
  }));
};

/** A page of the filter's items, newest registry first (then the newest item). */
export const buildFactsPageSql = ({
  filter,
  limit,
  offset,
}: {
  filter: TAnalyticsFilter;
  limit: number;
  offset: number;
}): TSql => {
  const page = `LIMIT ${Math.max(1, Math.trunc(limit))} OFFSET ${Math.max(0, Math.trunc(offset))}`;
  return buildExportFactsSql({ filter, order: `registry_date DESC, item_id DESC ${page}` });
};

export const readFactsPage = async ({
  read,
  filter,
  limit,
  offset,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
  limit: number;
  offset: number;
}): Promise<TAnalyticsFact[]> => {
  const { sql, values } = buildFactsPageSql({ filter, limit, offset });
  return (await read(sql, values)).map((row) => toFact(row));
};
