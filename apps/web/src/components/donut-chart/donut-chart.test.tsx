import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart } from './donut-chart.tsx';

const EMPTY_TEXT = 'Nenhuma DI registrada no período.';

const slices = [
  { key: 'verde', label: 'Verde', value: 3, color: 'rgb(30, 123, 70)' },
  { key: 'amarelo', label: 'Amarelo', value: 0, color: 'rgb(184, 110, 0)' },
  { key: 'vermelho', label: 'Vermelho', value: 1, color: 'rgb(192, 57, 43)' },
];

describe('DonutChart', () => {
  it('draws one slice per category with a value, in its colour, hidden from screen readers', () => {
    const { container } = render(
      <DonutChart slices={slices} emptyText={EMPTY_TEXT} center={<strong>4</strong>} />,
    );
    expect(container.firstElementChild?.getAttribute('data-empty')).toBe('false');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['rgb(30, 123, 70)', 'rgb(192, 57, 43)']);
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });

  it('with every value at zero draws an empty grey ring, in no category colour, and says why to everyone', () => {
    const { container } = render(
      <DonutChart slices={slices.map((slice) => ({ ...slice, value: 0 }))} emptyText={EMPTY_TEXT} />,
    );
    expect(container.firstElementChild?.getAttribute('data-empty')).toBe('true');
    const rings = [...container.querySelectorAll('path')];
    expect(rings).toHaveLength(1);
    // Neutral grey from the stylesheet: no fill of its own, so never a slice's colour.
    expect(rings[0]?.getAttribute('fill')).toBeNull();
    expect(rings[0]?.getAttribute('class')).toMatch(/emptyRing/);
    const sentence = screen.getByText(EMPTY_TEXT);
    // Text, not part of the aria-hidden picture: screen readers hear it too.
    expect(sentence.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('names the slice under the pointer and its value, formatted, and hides it on leaving', () => {
    const { container } = render(
      <DonutChart slices={slices} emptyText={EMPTY_TEXT} formatValue={(value) => `${value} processos`} />,
    );
    const red = container.querySelectorAll('path')[1];
    if (!red) throw new Error('no second slice');
    fireEvent.pointerEnter(red, { clientX: 10, clientY: 10 });
    expect(screen.getByText('1 processos')).toBeTruthy();
    expect(screen.getByText(/Vermelho/)).toBeTruthy();
    fireEvent.pointerLeave(red);
    expect(screen.queryByText('1 processos')).toBeNull();
  });
});
