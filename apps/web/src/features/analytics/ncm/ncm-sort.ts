import type { TBiNcmGoodsRow } from '@pc/contract/bi';

export type TNcmColumn = Exclude<keyof TBiNcmGoodsRow, 'id'>;

/** 1 is ascending (up arrow), -1 descending (down arrow), as spec part 2 §4 numbers them. */
export type TSortDirection = 1 | -1;

export type TNcmSort = { column: TNcmColumn; direction: TSortDirection } | null;

/** Spec part 2 §4: a new column sorts ascending; the same column again flips the direction. */
export const nextSort = (current: TNcmSort, column: TNcmColumn): TNcmSort =>
  current?.column === column
    ? { column, direction: current.direction === 1 ? -1 : 1 }
    : { column, direction: 1 };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const compare = (a: TBiNcmGoodsRow, b: TBiNcmGoodsRow, column: TNcmColumn): number => {
  // The company sorts as case-insensitive text; every other column as a number (NCM included).
  if (column === 'nome_adquirente') return collator.compare(a[column] ?? '', b[column] ?? '');
  return toNumber(a[column]) - toNumber(b[column]);
};

const toNumber = (value: string | number | null): number => {
  if (value === null) return Number.NEGATIVE_INFINITY;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NEGATIVE_INFINITY;
};

/** A sorted copy (stable: equal rows keep the server's order); no sort keeps the server's order. */
export const sortNcmRows = (rows: readonly TBiNcmGoodsRow[], sort: TNcmSort): TBiNcmGoodsRow[] => {
  if (!sort) return [...rows];
  return [...rows].sort((a, b) => compare(a, b, sort.column) * sort.direction);
};
