import type {
  TAnalyticsFilter,
  TAnalyticsPeriod,
  TProductOptions,
  TProductTotals,
} from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import { buildProductWhere, shiftParams, unitsSql } from '../product-sums-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, numOrNull, round2, text } from './row-values.ts';

/** The days a products' read compares: its period and the previous one (none: no comparison). */
export type TProductPeriods = { previous: { fromDay: string; toDay: string } | null };

/**
 * How many processes brought each product in over the filter's period, per `key`: the product_sums
 * rows' counts, less the second and later rows of a process that falls in more than one
 * (product-spans-sql.ts). Both are derived tables: no count reads the facts.
 */
export const productImportsSql = ({
  filter,
  offset,
  key,
  keyOf = key,
}: {
  filter: TAnalyticsFilter;
  /** How many parameters the statement this joins has before these. */
  offset: number;
  /** The column the counts are per, and the expression of the rows that gives it. */
  key: string;
  keyOf?: string;
}): TSql => {
  const where = buildProductWhere(filter);
  const condition = shiftParams(where.sql, offset);
  return {
    sql: `SELECT ${key}, sum(imports) AS imports FROM (
        SELECT ${keyOf} AS ${key}, sum(processes) AS imports FROM product_sums WHERE ${condition} GROUP BY 1
        UNION ALL
        SELECT ${keyOf} AS ${key}, count(DISTINCT process_id) - count(*) FROM product_spans WHERE ${condition} GROUP BY 1)
      GROUP BY ${key}`,
    values: where.values,
  };
};

/**
 * Per product code, the sums of the filter's items that carry one, costliest first: the list's
 * figures and the weighted mean's parts (items with a positive quantity only), with the previous
 * period's parts from the same read of product_sums (both periods' days, each sum filtered by its days).
 */
export const buildProductsSql = ({
  filter,
  previous,
  limit,
}: { filter: TAnalyticsFilter; limit: number } & TProductPeriods): TSql => {
  const fromDay = previous && previous.fromDay < filter.fromDay ? previous.fromDay : filter.fromDay;
  const toDay = previous && previous.toDay > filter.toDay ? previous.toDay : filter.toDay;
  const where = buildProductWhere({ ...filter, fromDay, toDay });
  const values = [...where.values, filter.fromDay, filter.toDay];
  const current = `registry_date BETWEEN $${values.length - 1}::DATE AND $${values.length}::DATE`;
  if (previous) values.push(previous.fromDay, previous.toDay);
  const before = previous
    ? `registry_date BETWEEN $${values.length - 1}::DATE AND $${values.length}::DATE`
    : 'FALSE';
  const imports = productImportsSql({ filter, offset: values.length, key: 'product_code' });
  const limitValue = Math.max(1, Math.trunc(limit));
  return {
    sql: `WITH imports AS (${imports.sql}),
     sums AS (SELECT product_code, arg_max(description, registry_date) FILTER (WHERE ${current}) description,
       arg_max(ncm, registry_date) FILTER (WHERE ${current}) ncm, ${unitsSql(current)} units,
       min(min_unit) FILTER (WHERE ${current}) unit,
       strftime(max(registry_date) FILTER (WHERE ${current}), '%Y-%m-%d') last_import,
       sum(items) FILTER (WHERE ${current}) items, sum(quantity) FILTER (WHERE ${current}) quantity,
       sum(gross) FILTER (WHERE ${current}) gross, sum(costed_gross) FILTER (WHERE ${current}) costed_gross,
       sum(costed_quantity) FILTER (WHERE ${current}) costed_quantity,
       sum(costed_credits) FILTER (WHERE ${current}) costed_credits,
       sum(costed_without_regime) FILTER (WHERE ${current}) costed_without_regime,
       sum(items) FILTER (WHERE ${before}) previous_items, ${unitsSql(before)} previous_units,
       min(min_unit) FILTER (WHERE ${before}) previous_unit,
       sum(costed_gross) FILTER (WHERE ${before}) previous_costed_gross,
       sum(costed_quantity) FILTER (WHERE ${before}) previous_costed_quantity
     FROM product_sums WHERE ${where.sql}
     GROUP BY product_code HAVING sum(items) FILTER (WHERE ${current}) > 0)
     SELECT sums.*, coalesce(imports.imports, 0) imports, count(*) OVER () total
     FROM sums LEFT JOIN imports USING (product_code)
     ORDER BY gross DESC, product_code LIMIT ${limitValue}`,
    values: [...values, ...imports.values],
  };
};

export const readProducts = async ({
  read,
  filter,
  previous,
  limit,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
  limit: number;
} & TProductPeriods): Promise<TProductTotals> => {
  const { sql, values } = buildProductsSql({ filter, previous, limit });
  const rows = await read(sql, values);
  return {
    total: rows[0] ? num(rows[0].total) : 0,
    products: rows.map((row) => ({
      productCode: String(row.product_code),
      description: text(row.description),
      ncm: String(row.ncm),
      units: num(row.units),
      unit: text(row.unit),
      lastImportDate: String(row.last_import),
      imports: num(row.imports),
      items: num(row.items),
      quantity: numOrNull(row.quantity),
      grossCost: round2(num(row.gross)),
      costedGross: round2(num(row.costed_gross)),
      costedQuantity: num(row.costed_quantity),
      costedCredits: round2(num(row.costed_credits)),
      costedWithoutRegime: num(row.costed_without_regime),
      previous:
        num(row.previous_items) === 0
          ? null
          : {
              units: num(row.previous_units),
              unit: text(row.previous_unit),
              costedGross: round2(num(row.previous_costed_gross)),
              costedQuantity: num(row.previous_costed_quantity),
            },
    })),
  };
};

/**
 * The NCMs, exporters and origins of the period's product items (from product_sums), and how many
 * items have no product (day_sums), in one statement.
 */
export const buildProductOptionsSql = ({ period }: { period: TAnalyticsPeriod }): TSql => {
  const where = buildFactWhere(period);
  return {
    sql: `SELECT list(DISTINCT ncm) AS ncms, list(DISTINCT exporter_name) FILTER (WHERE exporter_name IS NOT NULL) AS exporters,
       list(DISTINCT origin_country) FILTER (WHERE origin_country IS NOT NULL) AS origins,
       (SELECT coalesce(sum(items_without_product), 0) FROM day_sums WHERE ${where.sql}) AS missing
     FROM product_sums WHERE ${where.sql}`,
    values: where.values,
  };
};

export const readProductOptions = async ({
  read,
  period,
}: {
  read: TReadRows;
  period: TAnalyticsPeriod;
}): Promise<TProductOptions> => {
  const { sql, values } = buildProductOptionsSql({ period });
  const [row] = await read(sql, values);
  const sorted = (list: unknown): string[] =>
    (Array.isArray(list) ? list.map(String) : []).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    ncms: sorted(row?.ncms),
    exporters: sorted(row?.exporters),
    originCountries: sorted(row?.origins),
    itemsWithoutProduct: num(row?.missing),
  };
};
