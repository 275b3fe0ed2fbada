import { normaliseSearchText } from '../data-table/table-search.ts';

export type TTagOption = { value: string; label: string };

/** The 'all' option's value: picking it last clears the selection (spec part 2 §4). */
export const ALL_TAG_VALUE = '';

/**
 * Spec part 2 §4: picking a value toggles it in or out; picking the 'all' option (empty value)
 * resets the selection to all; otherwise the empty value never stays in the selection.
 */
export const toggleTag = (selected: readonly string[], value: string): string[] => {
  if (value === ALL_TAG_VALUE) return [];
  const withoutAll = selected.filter((item) => item !== ALL_TAG_VALUE);
  return withoutAll.includes(value) ? withoutAll.filter((item) => item !== value) : [...withoutAll, value];
};

/** Spec part 2 §4: options whose label contains the typed text, case- (and accent-) insensitive. */
export const filterTagOptions = <T extends TTagOption>(options: readonly T[], text: string): T[] => {
  const term = normaliseSearchText(text.trim());
  return term ? options.filter((option) => normaliseSearchText(option.label).includes(term)) : [...options];
};

export type TPlacement = 'above' | 'below';

/** Spec part 2 §4: below unless the list does not fit there and there is more room above. */
export const choosePlacement = (space: { above: number; below: number }, listHeight: number): TPlacement =>
  space.below < listHeight && space.above > space.below ? 'above' : 'below';

/** The next active option for an arrow key, wrapping around; -1 when there is none. */
export const moveActive = (active: number, count: number, step: 1 | -1): number => {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
};
