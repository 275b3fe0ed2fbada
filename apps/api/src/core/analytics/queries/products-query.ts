import type {
  TAnalyticsFilter,
  TAnalyticsPeriod,
  TProductOptions,
  TProductTotals,
} from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, numOrNull, round2, text } from './row-values.ts';

/** An item's landed cost: the declaration's parts and its share of the expenses (compute-landed-cost.ts). */
export const GROSS_COST_SQL = '(vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)';

/**
 * How many units the items `condition` keeps are in: 0, 1, or 2 for two or more. Only "more than one"
 * decides anything (no weighted mean across units), and min ≠ max answers it without the hash set a
 * count(DISTINCT) keeps per group: about an eighth of the Produtos list's time at 10M items.
 */
export const unitsSql = (condition: string): string =>
  `(CASE WHEN min(unit) FILTER (WHERE ${condition}) IS NULL THEN 0
    WHEN min(unit) FILTER (WHERE ${condition}) = max(unit) FILTER (WHERE ${condition}) THEN 1 ELSE 2 END)`;

/** The days a products' read compares: its period and the previous one (none: no comparison). */
export type TProductPeriods = { previous: { fromDay: string; toDay: string } | null };

/**
 * Per product code, the sums of the filter's items that carry one, costliest first: the list's
 * figures and the weighted mean's parts (items with a positive quantity only), with the previous
 * period's parts from the same scan (one read of both periods' days, each sum filtered by its days).
 */
export const buildProductsSql = ({
  filter,
  previous,
  limit,
}: { filter: TAnalyticsFilter; limit: number } & TProductPeriods): TSql => {
  const fromDay = previous && previous.fromDay < filter.fromDay ? previous.fromDay : filter.fromDay;
  const toDay = previous && previous.toDay > filter.toDay ? previous.toDay : filter.toDay;
  const where = buildFactWhere({ ...filter, fromDay, toDay });
  const values = [...where.values, filter.fromDay, filter.toDay];
  const current = `registry_date BETWEEN $${values.length - 1}::DATE AND $${values.length}::DATE`;
  if (previous) values.push(previous.fromDay, previous.toDay);
  const before = previous
    ? `registry_date BETWEEN $${values.length - 1}::DATE AND $${values.length}::DATE`
    : 'FALSE';
  const limitValue = Math.max(1, Math.trunc(limit));
  return {
    sql: `SELECT product_code, arg_max(product_description, registry_date) FILTER (WHERE ${current}) description,
       arg_max(ncm, registry_date) FILTER (WHERE ${current}) ncm,
       ${unitsSql(`${current} AND quantity IS NOT NULL`)} units,
       min(unit) FILTER (WHERE ${current} AND quantity IS NOT NULL) unit,
       strftime(max(registry_date) FILTER (WHERE ${current}), '%Y-%m-%d') last_import,
       count(DISTINCT process_id) FILTER (WHERE ${current}) imports, count(*) FILTER (WHERE ${current}) items,
       sum(quantity) FILTER (WHERE ${current}) quantity, sum(${GROSS_COST_SQL}) FILTER (WHERE ${current}) gross,
       sum(${GROSS_COST_SQL}) FILTER (WHERE ${current} AND quantity > 0) costed_gross,
       sum(quantity) FILTER (WHERE ${current} AND quantity > 0) costed_quantity,
       sum(credits) FILTER (WHERE ${current} AND quantity > 0) costed_credits,
       count(*) FILTER (WHERE ${current} AND quantity > 0 AND credits IS NULL) costed_without_regime,
       count(*) FILTER (WHERE ${before}) previous_items,
       ${unitsSql(`${before} AND quantity IS NOT NULL`)} previous_units,
       min(unit) FILTER (WHERE ${before} AND quantity IS NOT NULL) previous_unit,
       sum(${GROSS_COST_SQL}) FILTER (WHERE ${before} AND quantity > 0) previous_costed_gross,
       sum(quantity) FILTER (WHERE ${before} AND quantity > 0) previous_costed_quantity,
       count(*) OVER () total
     FROM facts WHERE ${where.sql} AND product_code IS NOT NULL
     GROUP BY product_code HAVING count(*) FILTER (WHERE ${current}) > 0
     ORDER BY gross DESC, product_code LIMIT ${limitValue}`,
    values,
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
 * The NCMs, exporters and origins of the period's product items, and how many items have no product,
 * in one scan.
 */
export const buildProductOptionsSql = ({ period }: { period: TAnalyticsPeriod }): TSql => {
  const where = buildFactWhere(period);
  return {
    sql: `SELECT list(DISTINCT ncm) FILTER (WHERE product_code IS NOT NULL) AS ncms,
       list(DISTINCT exporter_name) FILTER (WHERE product_code IS NOT NULL AND exporter_name IS NOT NULL) AS exporters,
       list(DISTINCT origin_country) FILTER (WHERE product_code IS NOT NULL AND origin_country IS NOT NULL) AS origins,
       count(*) FILTER (WHERE product_code IS NULL) AS missing
     FROM facts WHERE ${where.sql}`,
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
