import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

export type TCountryShape = { key: string; numericId: string | undefined; englishName: string; path: string };

const ANTARCTICA = '010';

const PATHS_PER_TURN = 24;

/** The outlines' margin on the canvas, in canvas units. */
export const WORLD_MARGIN = 8;

/**
 * Natural Earth's scale and translation that fit the outlines without Antarctica into the canvas
 * less the margin: what `fitExtent` returns for this constant data, written down because computing
 * it projects every outline once more (a ~45 ms task on a throttled phone). The test computes
 * it again and fails if world-atlas or the canvas changes.
 */
export const WORLD_FIT = { scale: 357.5868953020822, translate: [1000, 501.01875979905884] } as const;

/** A turn of the event loop: the browser paints and answers input between two pieces of work. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The countries' outlines (world-atlas 1:110m, ids are ISO 3166 numeric) projected once onto the
 * 2000 × 857 canvas (WORLD_FIT); Antarctica is left out so the inhabited world fills the width.
 * Drawn a few countries per turn: in one go the projection took one task of ~30–60 ms on these
 * cores, which blocked taps on a phone.
 */
const buildShapes = async (): Promise<TCountryShape[]> => {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const shown = collection.features.filter((item) => String(item.id) !== ANTARCTICA);
  await nextTurn();
  const projection = geoNaturalEarth1()
    .scale(WORLD_FIT.scale)
    .translate([...WORLD_FIT.translate]);
  const toPath = geoPath(projection);
  const built: TCountryShape[] = [];
  for (const [index, item] of shown.entries()) {
    if (index > 0 && index % PATHS_PER_TURN === 0) await nextTurn();
    built.push({
      key: `${String(item.id ?? 'x')}-${index}`,
      numericId: item.id === undefined ? undefined : String(item.id),
      englishName: item.properties.name,
      path: toPath(item) ?? '',
    });
  }
  return built;
};

let shapes: TCountryShape[] | null = null;
let loading: Promise<TCountryShape[]> | null = null;

/** The outlines, built once; the map's module waits for them before the map first renders. */
export const loadCountryShapes = (): Promise<TCountryShape[]> => {
  loading ??= buildShapes().then((built) => {
    shapes = built;
    return built;
  });
  return loading;
};

/** The outlines built by {@link loadCountryShapes}; asked for before, it is a programming error. */
export const countryShapes = (): TCountryShape[] => {
  if (!shapes) throw new Error('countryShapes() before loadCountryShapes() resolved');
  return shapes;
};
