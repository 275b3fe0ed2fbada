import { describe, expect, it } from 'vitest';
import { createRng, hashString, mulberry32 } from './prng.ts';

describe('prng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 20 }, () => a());
    const second = Array.from({ length: 20 }, () => b());
    expect(first).toEqual(second);
    expect(new Set(first).size).toBe(20);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('gives different sequences for different seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('keeps helpers within bounds and deterministic', () => {
    const rng = createRng(7);
    const other = createRng(7);
    for (let index = 0; index < 1000; index += 1) {
      const value = rng.int(3, 9);
      expect(other.int(3, 9)).toBe(value);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
    }
    expect(createRng(7).fork('x').next()).toBe(createRng(7).fork('x').next());
    expect(createRng(7).fork('x').next()).not.toBe(createRng(7).fork('y').next());
  });

  it('picks by weight', () => {
    const rng = createRng(3);
    const counts = { a: 0, b: 0 };
    for (let index = 0; index < 10_000; index += 1) {
      counts[
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ] += 1;
    }
    expect(counts.a).toBeGreaterThan(8500);
    expect(counts.b).toBeGreaterThan(700);
  });

  it('hashes strings stably', () => {
    expect(hashString('portal')).toBe(hashString('portal'));
    expect(hashString('portal')).not.toBe(hashString('Portal'));
  });
});
