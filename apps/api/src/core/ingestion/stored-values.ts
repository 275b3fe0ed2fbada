/** Equality as stored: numerics compare as numbers, instants by time, the rest as they are. */
export const isSameStoredValue = (current: unknown, next: unknown): boolean => {
  if (current instanceof Date && next instanceof Date) return current.getTime() === next.getTime();
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((value, index) => value === next[index]);
  }
  if (typeof current === 'string' && typeof next === 'string' && /^-?\d+(\.\d+)?$/.test(current)) {
    return Number(current) === Number(next);
  }
  return current === next;
};

/** The columns of `next` whose value differs from `current` (undefined in `next`: not sent). */
export const changedValues = <T extends Record<string, unknown>>(
  current: Record<string, unknown>,
  next: Partial<T>,
): Partial<T> =>
  Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => value !== undefined && !isSameStoredValue(current[key], value),
    ),
  ) as Partial<T>;

/** A decimal as the database's numeric column keeps it (undefined: not sent; null: cleared). */
export const toDecimal = (value: number | null | undefined, scale: number): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : value.toFixed(scale);

/** '' clears a text as null does. */
export const toText = (value: string | null | undefined): string | null | undefined =>
  value === '' ? null : value;
