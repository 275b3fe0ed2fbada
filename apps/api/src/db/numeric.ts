/** A nullable `numeric` value (the drivers answer it as text, as they do bigint aggregates) as a number. */
export const toNullableNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);
