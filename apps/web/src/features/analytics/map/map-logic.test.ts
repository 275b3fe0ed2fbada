import { describe, expect, it } from 'vitest';
import { toCountryCatalogue } from '../countries/country-catalogue.ts';
import { countryColour, MAP_COLOURS } from './map-colours.ts';
import { toMapFigures } from './map-countries.ts';
import { EMPTY_MAP_SUMMARY, gaugeRotation, summariseMap } from './map-summary.ts';
import { canvasScale, panBy, toCanvasPoint, toTransform, wheelFactor, zoomAt } from './map-view.ts';

const CATALOGUE = toCountryCatalogue([
  { codigo: '160', sigla: 'CN', nome: 'China' },
  { codigo: '249', sigla: 'US', nome: 'Estados Unidos' },
  { codigo: '023', sigla: 'DE', nome: 'Alemanha' },
]);

describe('map summary (spec part 2 §3, §4)', () => {
  it('picks the most imported NCM (4.2.2), the top country and the totals; the processes are the distinct ones', () => {
    const summary = summariseMap(
      {
        paises: [
          { codigo: '249', pais: 'EUA', valor: 100 },
          { codigo: '160', pais: 'CHINA', valor: 900 },
        ],
        ncms: { '84713012': 3, '85171231': 7 },
        totais_primeiro_pais: { total_com_impostos: 900 },
        // A process with both NCMs is in both counts (3 + 7): the distinct processes are 8.
        total_processos: 8,
        total_processos_periodo: 9,
      },
      CATALOGUE.nameOf,
    );
    expect(summary).toEqual({
      topNcm: '8517.12.31',
      topPais: 'China',
      totalImpostos: 900,
      totalProcessos: 8,
      periodProcessos: 9,
    });
  });

  it('reads N/I and zero without an answer (a failure)', () => {
    expect(summariseMap(undefined, CATALOGUE.nameOf)).toEqual(EMPTY_MAP_SUMMARY);
    expect(EMPTY_MAP_SUMMARY).toEqual({
      topNcm: 'N/I',
      topPais: 'N/I',
      totalImpostos: 0,
      totalProcessos: 0,
      periodProcessos: 0,
    });
  });

  it('turns the gauge share × 180°, within 0 and 180', () => {
    expect(gaugeRotation(5, 20)).toBe(45);
    expect(gaugeRotation(20, 20)).toBe(180);
    expect(gaugeRotation(30, 20)).toBe(180);
    expect(gaugeRotation(5, 0)).toBe(0);
  });
});

describe('map view (spec part 2 §2.6, §9)', () => {
  it('zooms by 1.1 a wheel step around the pointer', () => {
    expect(wheelFactor(-100)).toBe(1.1);
    expect(wheelFactor(100)).toBeCloseTo(1 / 1.1);
    const view = zoomAt({ x: 0, y: 0, k: 1 }, 1.1, { x: 1000, y: 500 });
    expect(view.k).toBeCloseTo(1.1);
    expect(view.x).toBeCloseTo(-100);
    expect(view.y).toBeCloseTo(-50);
    expect(toTransform(view)).toBe('translate(-100 -50) scale(1.1)');
  });

  it('never zooms out below the whole map', () => {
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 1 / 1.1, { x: 10, y: 10 })).toEqual({ x: 0, y: 0, k: 1 });
  });

  it('pans in canvas units and converts screen points', () => {
    expect(panBy({ x: 5, y: 5, k: 2 }, 10, -5)).toEqual({ x: 15, y: 0, k: 2 });
    expect(toCanvasPoint({ x: 150, y: 100 }, { left: 50, top: 0, width: 1000, height: 428.5 })).toEqual({
      x: 200,
      y: 200,
    });
    expect(toCanvasPoint({ x: 1, y: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 1000,
      y: 428.5,
    });
    expect(canvasScale({ width: 500 })).toBe(4);
  });
});

describe('map colours and countries', () => {
  it('gives each alpha-2 code one of ~26 colours, always the same', () => {
    expect(MAP_COLOURS).toHaveLength(26);
    expect(countryColour('cn')).toBe(countryColour('CN'));
    expect(MAP_COLOURS).toContain(countryColour('BR'));
    expect(new Set(['CN', 'US', 'DE', 'BR', 'IT', 'JP'].map(countryColour)).size).toBeGreaterThan(1);
  });

  it('places the customs codes on ISO numeric ids (world-atlas) through the catalogue', () => {
    const figures = toMapFigures(
      [
        { codigo: '160', pais: 'CHINA', valor: 900 },
        { codigo: '23', pais: 'ALEMANHA', valor: 50 },
        { codigo: '999', pais: 'DESCONHECIDO', valor: 1 },
      ],
      CATALOGUE,
    );
    expect([...figures.keys()]).toEqual(['156', '276']);
    expect(figures.get('156')).toEqual({
      numericId: '156',
      name: 'China',
      value: 900,
      colour: countryColour('CN'),
    });
  });
});
