import { Column, is, SQL } from 'drizzle-orm';

type TDecoder = { mapFromDriverValue: (value: unknown) => unknown };
type TSelectedField = { path: string[]; field: unknown };
type TPreparedSelect = {
  fields?: TSelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute: () => Promise<unknown>;
};

/** node-postgres and PGlite send a query without a name as an unnamed statement. */
const UNNAMED = undefined as unknown as string;

// `decoder` is internal to Drizzle's SQL (set by mapWith); its own mapper reads it the same way.
const decoderOf = (field: unknown): TDecoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: TDecoder }).decoder;
  return (field as { sql: { decoder: TDecoder } }).sql.decoder;
};

/**
 * A function building one row object from its values, keys in the select's order: one literal per
 * row gives every row the same shape from the start, where adding keys one by one made V8 walk a
 * chain of shapes per row (a tenth of a calendar month's mapping). The keys are the select's own
 * field names, written as JSON string literals.
 */
const rowFactoryOf = (keys: readonly string[]): ((values: unknown[]) => Record<string, unknown>) => {
  // In a literal, "__proto__": sets the prototype instead of a key.
  if (keys.includes('__proto__')) throw new Error('A selected field may not be named __proto__.');
  return new Function(
    'v',
    `return {${keys.map((key, index) => `${JSON.stringify(key)}: v[${index}]`).join(', ')}};`,
  ) as (values: unknown[]) => Record<string, unknown>;
};

/**
 * Maps array rows with decoders resolved once per query. Drizzle resolves each cell's decoder
 * with `is()` prototype walks, which cost a month of calendar rows about 100 ms; the values are
 * the same, decoded by the same columns. Only flat selections qualify (no nested objects, so no
 * left-join nullification to reproduce).
 */
const mapperOfFields = (fields: TSelectedField[]) => {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const toRow = rowFactoryOf(fields.map(({ path }) => path[0] ?? ''));
  return (rows: unknown[][]) =>
    rows.map((row) => {
      for (let index = 0; index < decoders.length; index += 1) {
        const value = row[index];
        row[index] =
          value === null || value === undefined ? null : decoders[index]?.mapFromDriverValue(value);
      }
      return toRow(row);
    });
};

/** A flat Drizzle select: what {@link selectLean} and the lean cursors take. */
export type TLeanQuery = {
  prepare: (name: string) => { execute: () => Promise<unknown> };
  toSQL: () => { sql: string; params: unknown[] };
};

/** One row of a lean query, as Drizzle would type it. */
export type TLeanRow<TQuery extends TLeanQuery> =
  Awaited<ReturnType<ReturnType<TQuery['prepare']>['execute']>> extends readonly (infer TRow)[]
    ? TRow
    : never;

const isFlat = (fields: TSelectedField[]): boolean =>
  fields.length > 0 && fields.every(({ path }) => path.length === 1);

/**
 * The lean mapper of a flat select's array rows (a cursor's FETCH gives the same columns in the
 * same order as the select itself).
 */
export const leanMapperOf = <TQuery extends TLeanQuery>(
  query: TQuery,
): ((rows: unknown[][]) => TLeanRow<TQuery>[]) => {
  const fields = (query.prepare(UNNAMED) as unknown as TPreparedSelect).fields ?? [];
  if (!isFlat(fields)) throw new Error('Only a flat selection has a lean mapper.');
  return mapperOfFields(fields) as unknown as (rows: unknown[][]) => TLeanRow<TQuery>[];
};

/**
 * Runs a flat Drizzle select (as `await query` would, same SQL and same values) with the lean row
 * mapper: for the list reads whose answers hold tens of thousands of rows.
 */
export const selectLean = <TQuery extends { prepare: (name: string) => { execute: () => Promise<unknown> } }>(
  query: TQuery,
): ReturnType<ReturnType<TQuery['prepare']>['execute']> => {
  // Unnamed: the text varies with the number of companies, so it must not be a named statement.
  const prepared = query.prepare(UNNAMED) as unknown as TPreparedSelect;
  const fields = prepared.fields ?? [];
  if (isFlat(fields)) prepared.customResultMapper = mapperOfFields(fields);
  return prepared.execute() as ReturnType<ReturnType<TQuery['prepare']>['execute']>;
};
