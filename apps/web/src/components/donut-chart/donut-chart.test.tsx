import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart } from './donut-chart.tsx';

const slices = [
  { key: 'verde', label: 'Verde', value: 3, color: 'rgb(30, 123, 70)' },
  { key: 'amarelo', label: 'Amarelo', value: 0, color: 'rgb(184, 110, 0)' },
  { key: 'vermelho', label: 'Vermelho', value: 1, color: 'rgb(192, 57, 43)' },
];

describe('DonutChart', () => {
  it('draws one slice per category with a value, in its colour, hidden from screen readers', () => {
    const { container } = render(
      <DonutChart slices={slices} emptyColor="#ccc" center={<strong>4</strong>} />,
    );
    const box = container.firstElementChild;
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.getAttribute('data-empty')).toBe('false');
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['rgb(30, 123, 70)', 'rgb(192, 57, 43)']);
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('draws the whole ring in the empty colour when every value is zero', () => {
    const { container } = render(
      <DonutChart slices={slices.map((slice) => ({ ...slice, value: 0 }))} emptyColor="#ccc" />,
    );
    expect(container.firstElementChild?.getAttribute('data-empty')).toBe('true');
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#ccc']);
  });

  it('names the slice under the pointer and its value, formatted, and hides it on leaving', () => {
    const { container } = render(
      <DonutChart slices={slices} emptyColor="#ccc" formatValue={(value) => `${value} processos`} />,
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
