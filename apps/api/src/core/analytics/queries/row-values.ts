import type { TRow } from './query-types.ts';

/** DuckDB answers counts as bigints and sums as decimals; the answers are plain numbers. */
export const num = (value: unknown): number =>
  typeof value === 'bigint' ? Number(value) : Number(value ?? 0);

/** A number that may be unknown (a quantity, the credits): null stays null. */
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : num(value);

export const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The six taxes of a row whose columns carry their names, rounded to the cent. */
export const taxesOf = (row: TRow) => ({
  ii: round2(num(row.ii)),
  ipi: round2(num(row.ipi)),
  pis: round2(num(row.pis)),
  cofins: round2(num(row.cofins)),
  antidumping: round2(num(row.antidumping)),
  siscomex: round2(num(row.siscomex)),
});
