const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Spec §5: a case-insensitive match on any field's text (accents ignored too). */
export const matchesSearch = (
  term: string,
  fields: readonly (string | number | null | undefined)[],
): boolean => {
  const needle = normalise(term.trim());
  if (!needle) return true;
  return fields.some(
    (field) => field !== null && field !== undefined && normalise(String(field)).includes(needle),
  );
};
