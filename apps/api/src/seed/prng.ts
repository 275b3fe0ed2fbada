/** Deterministic pseudo-random numbers (mulberry32): the same seed always gives the same sequence. */
export type TRng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max] (inclusive). */
  int: (min: number, max: number) => number;
  /** Float in [min, max). */
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: entries are [value, weight]. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** A new independent generator derived from this one and a label. */
  fork: (label: string | number) => TRng;
};

export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a 32-bit hash, to derive seeds from labels. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const createRng = (seed: number): TRng => {
  const next = mulberry32(seed);
  const rng: TRng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() de uma lista vazia');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted() de uma lista vazia');
      return last[0];
    },
    fork: (label) => createRng((hashString(String(label)) ^ Math.floor(next() * 4294967296)) >>> 0),
  };
  return rng;
};
