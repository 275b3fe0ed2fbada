import { describe, expect, it } from 'vitest';
import { countryShapes, loadCountryShapes } from './world-geometry.ts';

describe('the world outlines', () => {
  it('are built once, every country but Antarctica with its path, and read as built', async () => {
    expect(() => countryShapes()).toThrow(/before loadCountryShapes/);
    const [first, second] = await Promise.all([loadCountryShapes(), loadCountryShapes()]);
    expect(second).toBe(first);
    expect(countryShapes()).toBe(first);
    expect(first.length).toBeGreaterThan(150);
    expect(first.some((shape) => shape.numericId === '010')).toBe(false);
    const brazil = first.find((shape) => shape.numericId === '076');
    expect(brazil?.englishName).toBe('Brazil');
    expect(brazil?.path).toMatch(/^M[\d.,-]+L/);
  });
});
