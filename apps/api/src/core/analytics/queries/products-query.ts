import type {
  TAnalyticsFilter,
  TAnalyticsPeriod,
  TProductOptions,
  TProductTotals,
} from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { num, round2, text } from './row-values.ts';

/** An item's landed cost: the declaration's parts and its share of the expenses (compute-landed-cost.ts). */
const GROSS = '(vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)';

/**
 * Per product code, the sums of the filter's items that carry one, costliest first: the list's
 * figures and the weighted mean's parts (items with a positive quantity only).
 */
export const buildProductsSql = ({ filter, limit }: { filter: TAnalyticsFilter; limit: number }): TSql => {
  const where = buildFactWhere(filter);
  const limitValue = Math.max(1, Math.trunc(limit));
  return {
    sql: `SELECT product_code, arg_max(product_description, registry_date) description,
       arg_max(ncm, registry_date) ncm,
       count(DISTINCT unit) FILTER (WHERE quantity IS NOT NULL) units,
       min(unit) FILTER (WHERE quantity IS NOT NULL) unit,
       strftime(max(registry_date), '%Y-%m-%d') last_import, count(DISTINCT process_id) imports, count(*) items,
       sum(quantity) quantity, sum(${GROSS}) gross,
       sum(${GROSS}) FILTER (WHERE quantity > 0) costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) costed_quantity,
       sum(credits) FILTER (WHERE quantity > 0) costed_credits,
       count(*) FILTER (WHERE quantity > 0 AND credits IS NULL) costed_without_regime,
       count(*) OVER () total
     FROM facts WHERE ${where.sql} AND product_code IS NOT NULL
     GROUP BY product_code ORDER BY gross DESC, product_code LIMIT ${limitValue}`,
    values: where.values,
  };
};

export const readProducts = async ({
  read,
  filter,
  limit,
}: {
  read: TReadRows;
  filter: TAnalyticsFilter;
  limit: number;
}): Promise<TProductTotals> => {
  const { sql, values } = buildProductsSql({ filter, limit });
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
      quantity: row.quantity === null || row.quantity === undefined ? null : num(row.quantity),
      grossCost: round2(num(row.gross)),
      costedGross: round2(num(row.costed_gross)),
      costedQuantity: num(row.costed_quantity),
      costedCredits: round2(num(row.costed_credits)),
      costedWithoutRegime: num(row.costed_without_regime),
    })),
  };
};

/** The NCMs, exporters and origins of the period's product items, and how many items have no product. */
export const buildProductOptionsSql = ({ period }: { period: TAnalyticsPeriod }): TSql => {
  const where = buildFactWhere(period);
  const products = `${where.sql} AND product_code IS NOT NULL`;
  return {
    sql: `SELECT 'ncm' AS kind, ncm AS val, NULL::BIGINT AS n FROM facts WHERE ${products} GROUP BY ncm
     UNION ALL SELECT 'exporter', exporter_name, NULL FROM facts
       WHERE ${products} AND exporter_name IS NOT NULL GROUP BY exporter_name
     UNION ALL SELECT 'origin', origin_country, NULL FROM facts
       WHERE ${products} AND origin_country IS NOT NULL GROUP BY origin_country
     UNION ALL SELECT 'missing', NULL, count(*) FROM facts WHERE ${where.sql} AND product_code IS NULL`,
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
  const rows = await read(sql, values);
  const valuesOf = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => String(row.val))
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    ncms: valuesOf('ncm'),
    exporters: valuesOf('exporter'),
    originCountries: valuesOf('origin'),
    itemsWithoutProduct: num(rows.find((row) => row.kind === 'missing')?.n),
  };
};
