import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { MAP_HEIGHT, MAP_WIDTH } from './map-view.ts';

export type TCountryShape = { key: string; numericId: string | undefined; englishName: string; path: string };

const ANTARCTICA = '010';

/**
 * The countries' outlines (world-atlas 1:110m, ids are ISO 3166 numeric) projected once onto the
 * 2000 × 857 canvas; Antarctica is left out so the inhabited world fills the width.
 */
const buildShapes = (): TCountryShape[] => {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const shown = collection.features.filter((item) => String(item.id) !== ANTARCTICA);
  const projection = geoNaturalEarth1().fitExtent(
    [
      [8, 8],
      [MAP_WIDTH - 8, MAP_HEIGHT - 8],
    ],
    { type: 'FeatureCollection', features: shown },
  );
  const toPath = geoPath(projection);
  return shown.map((item: Feature<Geometry, { name: string }>, index) => ({
    key: `${String(item.id ?? 'x')}-${index}`,
    numericId: item.id === undefined ? undefined : String(item.id),
    englishName: item.properties.name,
    path: toPath(item) ?? '',
  }));
};

let shapes: TCountryShape[] | null = null;

export const countryShapes = (): TCountryShape[] => {
  shapes ??= buildShapes();
  return shapes;
};
