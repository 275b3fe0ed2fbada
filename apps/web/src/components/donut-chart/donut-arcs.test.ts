import { describe, expect, it } from 'vitest';
import { DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, DONUT_PADDING_DEGREES, donutArcs } from './donut-arcs.ts';

/** The numbers of a path, in pairs after each command letter that takes a point. */
const numbersOf = (path: string): number[] =>
  path
    .split(/[^\d.-]+/)
    .filter((part) => part !== '')
    .map(Number);

const distanceFromCentre = (x: number, y: number): number => Math.hypot(x - 50, y - 50);

/** Degrees clockwise from 12 o'clock of a point of the viewBox. */
const clockDegrees = (x: number, y: number): number => {
  const degrees = (Math.atan2(x - 50, 50 - y) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
};

describe('donutArcs', () => {
  it('draws nothing when there is nothing to share', () => {
    expect(donutArcs([])).toEqual([]);
    expect(donutArcs([{ key: 'a', value: 0 }])).toEqual([]);
  });

  it('draws a single slice as the whole ring, with the hole cut out', () => {
    const arcs = donutArcs([
      { key: 'a', value: 0 },
      { key: 'b', value: 7 },
    ]);
    expect(arcs.map((arc) => arc.key)).toEqual(['b']);
    expect(arcs[0]?.path).toContain(`A ${DONUT_OUTER_RADIUS} ${DONUT_OUTER_RADIUS}`);
    expect(arcs[0]?.path).toContain(`A ${DONUT_INNER_RADIUS} ${DONUT_INNER_RADIUS}`);
  });

  it('gives each slice its share of the ring, clockwise from 12 o’clock, with a gap between', () => {
    const arcs = donutArcs([
      { key: 'a', value: 1 },
      { key: 'zero', value: 0 },
      { key: 'b', value: 3 },
    ]);
    expect(arcs.map((arc) => arc.key)).toEqual(['a', 'b']);
    const [first, second] = arcs.map((arc) => numbersOf(arc.path));
    // M x y A r r 0 large 1 x y L x y A r r 0 large 0 x y
    const startOf = (numbers: number[] | undefined) => clockDegrees(numbers?.[0] ?? 0, numbers?.[1] ?? 0);
    const endOf = (numbers: number[] | undefined) => clockDegrees(numbers?.[7] ?? 0, numbers?.[8] ?? 0);
    expect(startOf(first)).toBeCloseTo(DONUT_PADDING_DEGREES / 2, 2);
    expect(endOf(first)).toBeCloseTo(90 - DONUT_PADDING_DEGREES / 2, 2);
    expect(startOf(second)).toBeCloseTo(90 + DONUT_PADDING_DEGREES / 2, 2);
    expect(endOf(second)).toBeCloseTo(360 - DONUT_PADDING_DEGREES / 2, 2);
    // The three-quarter slice takes the long way round; the quarter does not.
    expect(first?.[5]).toBe(0);
    expect(second?.[5]).toBe(1);
    expect(distanceFromCentre(first?.[0] ?? 0, first?.[1] ?? 0)).toBeCloseTo(DONUT_OUTER_RADIUS, 3);
    expect(distanceFromCentre(first?.[9] ?? 0, first?.[10] ?? 0)).toBeCloseTo(DONUT_INNER_RADIUS, 3);
  });

  it('keeps a slice far thinner than the gap as a hairline that does not turn inside out', () => {
    const arcs = donutArcs([
      { key: 'tiny', value: 1 },
      { key: 'huge', value: 100_000 },
    ]);
    const tiny = numbersOf(arcs[0]?.path ?? '');
    const start = clockDegrees(tiny[0] ?? 0, tiny[1] ?? 0);
    const end = clockDegrees(tiny[7] ?? 0, tiny[8] ?? 0);
    expect(end).toBeGreaterThan(start);
  });
});
