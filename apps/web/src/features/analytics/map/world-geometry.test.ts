import { geoNaturalEarth1 } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import { MAP_HEIGHT, MAP_WIDTH } from './map-view.ts';
import { WORLD_FIT, WORLD_MARGIN, countryShapes, loadCountryShapes } from './world-geometry.ts';

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

  it('are fitted with the scale and translation fitExtent computes for them on the canvas', () => {
    const topology = countries110m as unknown as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
    const shown = collection.features.filter((item) => String(item.id) !== '010');
    const fitted = geoNaturalEarth1().fitExtent(
      [
        [WORLD_MARGIN, WORLD_MARGIN],
        [MAP_WIDTH - WORLD_MARGIN, MAP_HEIGHT - WORLD_MARGIN],
      ],
      { type: 'FeatureCollection', features: shown },
    );
    expect(WORLD_FIT.scale).toBeCloseTo(fitted.scale(), 6);
    expect(WORLD_FIT.translate[0]).toBeCloseTo(fitted.translate()[0], 6);
    expect(WORLD_FIT.translate[1]).toBeCloseTo(fitted.translate()[1], 6);
  });
});
