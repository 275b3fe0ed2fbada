/** The donut's drawing box: a 100 × 100 viewBox, the ring between these radii (62% hole). */
export const DONUT_OUTER_RADIUS = 50;
export const DONUT_INNER_RADIUS = 31;
/** The gap between two slices, in degrees (none when a single slice fills the ring). */
export const DONUT_PADDING_DEGREES = 1.5;

export type TDonutArc = { key: string; path: string };

const CENTRE = 50;

/** Four decimals keep the path short and still exact at any size the card gives the donut. */
const round = (value: number): number => Math.round(value * 10_000) / 10_000;

/** Degrees clockwise from 12 o'clock, as a clock reads, to a point of the viewBox. */
const pointAt = (radius: number, degrees: number): string => {
  const radians = (degrees * Math.PI) / 180;
  return `${round(CENTRE + radius * Math.sin(radians))} ${round(CENTRE - radius * Math.cos(radians))}`;
};

/** The whole ring: two circles, the inner one cut out by the even-odd rule. */
const fullRingPath = (): string => {
  const outer = DONUT_OUTER_RADIUS;
  const inner = DONUT_INNER_RADIUS;
  return (
    `M ${CENTRE} ${CENTRE - outer} A ${outer} ${outer} 0 1 1 ${CENTRE} ${CENTRE + outer} ` +
    `A ${outer} ${outer} 0 1 1 ${CENTRE} ${CENTRE - outer} Z ` +
    `M ${CENTRE} ${CENTRE - inner} A ${inner} ${inner} 0 1 0 ${CENTRE} ${CENTRE + inner} ` +
    `A ${inner} ${inner} 0 1 0 ${CENTRE} ${CENTRE - inner} Z`
  );
};

const sectorPath = (start: number, end: number): string => {
  const outer = DONUT_OUTER_RADIUS;
  const inner = DONUT_INNER_RADIUS;
  const isLarge = end - start > 180 ? 1 : 0;
  return (
    `M ${pointAt(outer, start)} A ${outer} ${outer} 0 ${isLarge} 1 ${pointAt(outer, end)} ` +
    `L ${pointAt(inner, end)} A ${inner} ${inner} 0 ${isLarge} 0 ${pointAt(inner, start)} Z`
  );
};

/**
 * The SVG paths of a donut's slices, clockwise from 12 o'clock in the given order, each sized by
 * its share of the total. Slices of zero or less draw nothing (they have no share to show).
 */
export const donutArcs = (slices: readonly { key: string; value: number }[]): TDonutArc[] => {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  if (total <= 0) return [];
  const first = shown[0];
  if (shown.length === 1 && first) return [{ key: first.key, path: fullRingPath() }];
  const arcs: TDonutArc[] = [];
  let start = 0;
  for (const slice of shown) {
    const sweep = (slice.value / total) * 360;
    // A slice thinner than the gap keeps a hairline rather than vanishing or turning inside out.
    const padding = Math.min(DONUT_PADDING_DEGREES, sweep * 0.5);
    arcs.push({ key: slice.key, path: sectorPath(start + padding / 2, start + sweep - padding / 2) });
    start += sweep;
  }
  return arcs;
};

/** The ring of an empty donut (every slice zero), drawn in one colour. */
export const emptyRingPath = fullRingPath;
