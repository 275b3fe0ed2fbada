import type { TAnalyticsFact, TAnalyticsFilter } from '../analytics-types.ts';
import { FACT_COLUMNS } from '../fact-columns.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import type { TRow, TSql } from './query-types.ts';
import { numOrNull, text } from './row-values.ts';

/** Streams a read in chunks of rows: an export can be larger than what a reader should hold at once. */
export type TStreamRows = (sql: string, values: TSql['values']) => AsyncIterable<TRow[]>;

/**
 * Every column of the items a filter keeps, oldest registry first unless `order` says otherwise (a
 * page of a product's imports); days as yyyy-MM-dd, as a fact has them.
 */
export const buildExportFactsSql = ({
  filter,
  order = 'registry_date, company_id, process_id, item_id',
}: {
  filter: TAnalyticsFilter;
  order?: string;
}): TSql => {
  const where = buildFactWhere(filter);
  const columns = FACT_COLUMNS.map(([, name, type]) =>
    type === 'DATE' ? `strftime(${name}, '%Y-%m-%d') ${name}` : name,
  );
  return {
    sql: `SELECT ${columns.join(', ')} FROM facts WHERE ${where.sql} ORDER BY ${order}`,
    values: where.values,
  };
};

export const toFact = (row: TRow): TAnalyticsFact => {
  const fact: Record<string, unknown> = {};
  for (const [key, name, type] of FACT_COLUMNS) {
    const value = row[name];
    // A null number stays null (a quantity or the credits not known), as the fact had it.
    fact[key] = type === 'VARCHAR' || type === 'DATE' ? text(value) : numOrNull(value);
  }
  return fact as TAnalyticsFact;
};

export async function* streamExportFacts({
  stream,
  filter,
}: {
  stream: TStreamRows;
  filter: TAnalyticsFilter;
}): AsyncIterable<TAnalyticsFact[]> {
  const { sql, values } = buildExportFactsSql({ filter });
  for await (const rows of stream(sql, values)) yield rows.map((row) => toFact(row));
}
