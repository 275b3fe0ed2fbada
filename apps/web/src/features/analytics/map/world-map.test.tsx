import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCountryCatalogue } from '../countries/country-catalogue.ts';
import { toMapFigures } from './map-countries.ts';
import { MAP_EMPTY_COLOUR } from './map-colours.ts';
import { WorldMap } from './world-map.tsx';
import { loadCountryShapes } from './world-geometry.ts';

const CATALOGUE = toCountryCatalogue([
  { codigo: '160', sigla: 'CN', nome: 'China' },
  { codigo: '105', sigla: 'BR', nome: 'Brasil' },
]);
const FIGURES = toMapFigures([{ codigo: '160', pais: 'CHINA', valor: 1234.5 }], CATALOGUE);

// The map's module builds the outlines before the map renders (map-block.tsx).
beforeAll(async () => {
  await loadCountryShapes();
});

const renderMap = () => {
  render(<WorldMap figures={FIGURES} catalogue={CATALOGUE} />);
  const svg = screen.getByRole('group', { name: 'Mapa-múndi das importações por país de origem' });
  const layer = () => screen.getByTestId('map-layer').getAttribute('transform');
  return { svg, layer };
};

afterEach(() => vi.useRealTimers());

describe('<WorldMap /> (spec part 2 §2.6, §9)', () => {
  it('draws the 2000 × 857 canvas with countries with data in colour, the rest grey, named in pt-BR', () => {
    const { svg } = renderMap();
    expect(svg.getAttribute('viewBox')).toBe('0 0 2000 857');
    const china = svg.querySelector('path[data-country="156"]') as SVGPathElement;
    expect(china.getAttribute('data-has-data')).toBe('true');
    expect(china.getAttribute('fill')).not.toBe(MAP_EMPTY_COLOUR);
    expect(china.getAttribute('aria-label')).toBe('China: R$\u00a01.234,50');
    const brazil = svg.querySelector('path[data-country="076"]') as SVGPathElement;
    expect(brazil.getAttribute('fill')).toBe(MAP_EMPTY_COLOUR);
    expect(brazil.querySelector('title')?.textContent).toBe('Brasil');

    fireEvent.focus(china);
    expect(screen.getByTestId('map-tooltip').textContent).toBe('China R$\u00a01.234,50');
  });

  it('Ctrl+wheel zooms by 1.1 a step (Cmd too), and the page is not zoomed', () => {
    const { svg, layer } = renderMap();
    expect(layer()).toBe('translate(0 0) scale(1)');
    const event = new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      svg.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    // jsdom has no layout: the zoom centres on the canvas middle (1000, 428.5).
    expect(layer()).toBe('translate(-100 -42.85) scale(1.1)');
    fireEvent.wheel(svg, { deltaY: -100, metaKey: true });
    expect(layer()).toMatch(/scale\(1\.21\)$/);
    fireEvent.wheel(svg, { deltaY: 100, ctrlKey: true });
    expect(layer()).toMatch(/scale\(1\.1\)$/);
  });

  it('a held Ctrl key also zooms until it is released', () => {
    const { svg, layer } = renderMap();
    fireEvent.keyDown(window, { key: 'Control' });
    fireEvent.wheel(svg, { deltaY: -100 });
    expect(layer()).toMatch(/scale\(1\.1\)$/);
    fireEvent.keyUp(window, { key: 'Control' });
    fireEvent.wheel(svg, { deltaY: -100 });
    expect(layer()).toMatch(/scale\(1\.1\)$/);
  });

  it('the wheel without Ctrl shows the helper for 1.5 s and lets the page scroll', () => {
    vi.useFakeTimers();
    const { svg, layer } = renderMap();
    const event = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    act(() => {
      svg.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(layer()).toBe('translate(0 0) scale(1)');
    expect(screen.getByText('Pressione Ctrl ou Cmd e role para ampliar o mapa')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('Pressione Ctrl ou Cmd e role para ampliar o mapa')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pressione Ctrl ou Cmd e role para ampliar o mapa')).toBeNull();
  });

  it('dragging pans (mouse or finger) and ends on release or leave', () => {
    const { svg, layer } = renderMap();
    fireEvent.pointerDown(svg, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    expect(svg.getAttribute('data-panning')).toBe('true');
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 160, clientY: 130 });
    expect(layer()).toBe('translate(60 30) scale(1)');
    fireEvent.pointerUp(svg, { pointerId: 1 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(layer()).toBe('translate(60 30) scale(1)');

    fireEvent.pointerDown(svg, { pointerId: 2, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(svg, { pointerId: 2, clientX: 0, clientY: 20 });
    expect(layer()).toBe('translate(50 40) scale(1)');
    fireEvent.pointerLeave(svg, { pointerId: 2 });
    expect(svg.getAttribute('data-panning')).toBe('false');
  });

  it('the buttons zoom and centre the map', () => {
    const { layer } = renderMap();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar mapa' }));
    expect(layer()).toMatch(/scale\(1\.21\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Centralizar mapa' }));
    expect(layer()).toBe('translate(0 0) scale(1)');
  });
});
