/** A typed term as a LIKE / ILIKE literal: its `%`, `_` and `\` match themselves, not patterns. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);
