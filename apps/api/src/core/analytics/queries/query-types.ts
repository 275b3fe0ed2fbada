import type { TWhere } from '../fact-filter-sql.ts';

/** A statement and its `$1`-style parameter values, in order: what a query module builds. */
export type TSql = TWhere;

/** One result row as DuckDB's `getRowObjectsJS` gives it (numbers may come as bigints or decimals). */
export type TRow = Record<string, unknown>;

/**
 * Runs a read and returns its rows. The store hands its reader connections in this shape, so a
 * query module needs no connection and a test can answer with fixed rows.
 */
export type TReadRows = (sql: string, values: TSql['values']) => Promise<TRow[]>;
