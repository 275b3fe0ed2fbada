import { UNIT_COST_DECIMALS } from '@pc/contract/landed-cost-rules';
import type {
  TAnalyticsFact,
  TAnalyticsFilter,
  TProductMonthTotal,
  TProductSupplierTotal,
} from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import { buildExportFactsSql, toFact } from './export-facts-query.ts';
import type { TReadRows, TSql } from './query-types.ts';
import { GROSS_COST_SQL, unitsSql } from './products-query.ts';
import { num, numOrNull, round2, text } from './row-values.ts';

const COMPONENTS = ['vmld', 'ii', 'ipi', 'pis', 'cofins', 'antidumping', 'siscomex', 'icms', 'expenses'];
/** Per-unit money to UNIT_COST_DECIMALS places (the sum of rounded doubles can carry a tail). */
const roundUnit = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10 ** UNIT_COST_DECIMALS) / 10 ** UNIT_COST_DECIMALS;

/**
 * A line's unit cost as the Custo tab states it: each component ÷ the quantity to 4 places, then
 * summed (compute-landed-cost.ts's perUnit), for the lines with a positive quantity.
 */
const UNIT_COST = `(${COMPONENTS.map((name) => `round(${name}::DOUBLE / quantity::DOUBLE, ${UNIT_COST_DECIMALS})`).join(' + ')})`;

/** Per month of the filter's items (a product's), the weighted mean's parts. */
export const buildProductMonthsSql = ({ filter }: { filter: TAnalyticsFilter }): TSql => {
  const where = buildFactWhere(filter);
  return {
    sql: `SELECT strftime(registry_date, '%Y-%m') AS month, count(DISTINCT process_id) AS imports,
       ${unitsSql('quantity IS NOT NULL')} AS units, sum(quantity) AS quantity,
       sum(${GROSS_COST_SQL}) FILTER (WHERE quantity > 0) AS costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) AS costed_quantity
     FROM facts WHERE ${where.sql} GROUP BY 1 ORDER BY 1`,
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
  const where = buildFactWhere(filter);
  return {
    sql: `SELECT exporter_name, arg_max(origin_country, registry_date) AS origin_country,
       count(DISTINCT process_id) AS imports, ${unitsSql('quantity IS NOT NULL')} AS units,
       sum(quantity) AS quantity, sum(${GROSS_COST_SQL}) FILTER (WHERE quantity > 0) AS costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) AS costed_quantity,
       min(${UNIT_COST}) FILTER (WHERE quantity > 0) AS min_unit, max(${UNIT_COST}) FILTER (WHERE quantity > 0) AS max_unit,
       strftime(max(registry_date), '%Y-%m-%d') AS last_import
     FROM facts WHERE ${where.sql} GROUP BY exporter_name ORDER BY exporter_name NULLS LAST`,
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
