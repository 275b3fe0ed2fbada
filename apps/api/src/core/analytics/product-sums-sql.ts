import { UNIT_COST_DECIMALS } from '@pc/contract/landed-cost-rules';
import type { TAnalyticsFilter } from './analytics-types.ts';
import { buildFactWhere, type TWhere } from './fact-filter-sql.ts';

/** An item's landed cost: the declaration's parts and its share of the expenses (compute-landed-cost.ts). */
const GROSS_COST_SQL = '(vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)';

const COMPONENTS = ['vmld', 'ii', 'ipi', 'pis', 'cofins', 'antidumping', 'siscomex', 'icms', 'expenses'];

/**
 * A line's unit cost as the Custo tab states it: each component ÷ the quantity to 4 places, then
 * summed (compute-landed-cost.ts's perUnit), for the lines with a positive quantity.
 */
const UNIT_COST_SQL = `(${COMPONENTS.map((name) => `round(${name}::DOUBLE / quantity::DOUBLE, ${UNIT_COST_DECIMALS})`).join(' + ')})`;

/**
 * The product items' sums per company, registry day, product and the Produtos filters' columns
 * (NCM, exporter, origin): what the list, a product's months and its suppliers add up. At 10M
 * items of 174 products, about 880,000 rows, so a year's list adds up about 90,000 of them instead
 * of aggregating a million items. Every figure here adds up across rows (sums, counts, minima and
 * maxima), and so do the processes with the few that fall in more than one row taken out
 * (product-spans-sql.ts).
 *
 * The money and quantities are 18-digit decimals, as the facts' own: stored in 64 bits they are
 * compressed, where 38 digits (128 bits) are not, and a product's read of them took 26 ms instead of
 * 3. One product's items of one day, supplier and origin would need more than R$ 9 trillion to
 * overflow them (the insert would then fail the load, never store a wrong sum).
 */
export const PRODUCT_SUMS_DDL = `CREATE TABLE IF NOT EXISTS product_sums (company_id INTEGER, registry_date DATE,
  product_code VARCHAR, ncm VARCHAR, exporter_name VARCHAR, origin_country VARCHAR, description VARCHAR,
  items INTEGER, min_unit VARCHAR, max_unit VARCHAR, quantity DECIMAL(18,5), gross DECIMAL(18,2),
  costed_gross DECIMAL(18,2), costed_quantity DECIMAL(18,5), costed_credits DECIMAL(18,2),
  costed_without_regime INTEGER, min_unit_cost DOUBLE, max_unit_cost DOUBLE, processes INTEGER)`;

/**
 * The product sums of the facts on the (company, day) pairs of the `touched` table. A unit counts
 * only with a quantity (nothing to weigh without one); the costed parts are the positive quantities'.
 */
export const SELECT_TOUCHED_PRODUCT_SUMS = `SELECT company_id, registry_date, product_code, ncm, exporter_name,
    origin_country, arg_max(product_description, item_id), count(*),
    min(unit) FILTER (WHERE quantity IS NOT NULL), max(unit) FILTER (WHERE quantity IS NOT NULL), sum(quantity),
    sum(${GROSS_COST_SQL}), sum(${GROSS_COST_SQL}) FILTER (WHERE quantity > 0),
    sum(quantity) FILTER (WHERE quantity > 0), sum(credits) FILTER (WHERE quantity > 0),
    count(*) FILTER (WHERE quantity > 0 AND credits IS NULL),
    min(${UNIT_COST_SQL}) FILTER (WHERE quantity > 0), max(${UNIT_COST_SQL}) FILTER (WHERE quantity > 0),
    count(DISTINCT process_id)
  FROM facts JOIN touched USING (company_id, registry_date)
  WHERE product_code IS NOT NULL
  GROUP BY company_id, registry_date, product_code, ncm, exporter_name, origin_country
  ORDER BY company_id, registry_date`;

/** The filter fields product_sums has a column for: what the Produtos screens narrow by. */
const PRODUCT_FIELDS = new Set<keyof TAnalyticsFilter>([
  'companyIds',
  'fromDay',
  'toDay',
  'ncms',
  'exporter',
  'originCountries',
  'productCode',
]);

/**
 * The rows of product_sums (or of the facts, which have the same columns) a Produtos filter keeps.
 * A filter by anything else cannot be answered from the sums, so it is refused, never ignored.
 */
export const buildProductWhere = (filter: TAnalyticsFilter): TWhere => {
  const other = Object.entries(filter).find(
    ([key, value]) => value !== undefined && !PRODUCT_FIELDS.has(key as keyof TAnalyticsFilter),
  );
  if (other) throw new Error(`product_sums has no column for the filter ${other[0]}`);
  return buildFactWhere(filter);
};

/** `sql` with its parameters `$1…$n` numbered from `$offset + 1`: two builders' conditions in one statement. */
export const shiftParams = (sql: string, offset: number): string =>
  sql.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + offset}`);

/**
 * How many units the rows `condition` keeps (all of them without one) are in: 0, 1, or 2 for two or
 * more. Only "more than one" decides anything (no weighted mean across units), and the least and
 * greatest unit answer it.
 */
export const unitsSql = (condition?: string): string => {
  const kept = condition ? ` FILTER (WHERE ${condition})` : '';
  return `(CASE WHEN min(min_unit)${kept} IS NULL THEN 0
    WHEN min(min_unit)${kept} = max(max_unit)${kept} THEN 1 ELSE 2 END)`;
};
