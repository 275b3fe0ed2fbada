import { normaliseSearchText } from '../../components/data-table/table-search.ts';

/** Spec §5: a case-insensitive match on any field's text (accents ignored too). */
export const matchesSearch = (
  term: string,
  fields: readonly (string | number | null | undefined)[],
): boolean => {
  const needle = normaliseSearchText(term.trim());
  if (!needle) return true;
  return fields.some(
    (field) => field !== null && field !== undefined && normaliseSearchText(String(field)).includes(needle),
  );
};
