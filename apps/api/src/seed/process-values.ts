import type { TRng } from './prng.ts';

/** Small formats and draws shared by the parts of a generated process. */

export const money = (value: number) => value.toFixed(2);
export const rate = (value: number) => value.toFixed(6);

/** Origin regions (country codes), for transit times, freight prices and road borders. */
export const ASIA = new Set(['160', '161', '190', '399', '858', '776', '361']);
export const EUROPE = new Set(['023', '386', '245', '275', '628']);
export const SOUTH_AMERICA = new Set(['063', '586', '845', '158']);

export const digits = (rng: TRng, count: number) =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');
export const letters = (rng: TRng, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
