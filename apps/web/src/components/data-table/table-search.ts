import type { ReactNode } from 'react';

/** What a table column needs for search and sort; the cell shows `getText` unless `render` is given. */
export type TTableColumn<T> = {
  id: string;
  header: string;
  /** The text the cell shows: the global search matches against it. */
  getText: (row: T) => string;
  /** Sort key when the text does not sort right (dates, positions); null sorts last. */
  getSortValue?: (row: T) => string | number | null;
  render?: (row: T) => ReactNode;
  /** false: a plain header, no sort button (e.g. a list the server keeps in one order). */
  isSortable?: boolean;
};

/** Lower-case and without accents, so 'producao' finds 'Produção' (spec §5: case-insensitive). */
export const normaliseSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

// One index per column set: formatting every cell again on each keystroke would be slow with
// thousands of rows. Rows are the objects of the answer, so a WeakMap releases them with it.
const indexes = new WeakMap<readonly TTableColumn<never>[], WeakMap<object, string>>();

const rowText = <T extends object>(row: T, columns: readonly TTableColumn<T>[]): string => {
  const key = columns as readonly TTableColumn<never>[];
  let index = indexes.get(key);
  if (!index) {
    index = new WeakMap();
    indexes.set(key, index);
  }
  let text = index.get(row);
  if (text === undefined) {
    // A separator that no search term contains keeps matches inside one cell.
    text = columns.map((column) => normaliseSearchText(column.getText(row))).join('\u0000');
    index.set(row, text);
  }
  return text;
};

/** The rows where any column's displayed text contains the search text (blank keeps every row). */
export const filterRows = <T extends object>(
  rows: readonly T[],
  columns: readonly TTableColumn<T>[],
  search: string,
): T[] => {
  const term = normaliseSearchText(search.trim());
  if (!term) return rows.slice();
  return rows.filter((row) => rowText(row, columns).includes(term));
};

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Numbers numerically, text in pt-BR order (accents and case ignored, digits as numbers). */
export const compareValues = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
