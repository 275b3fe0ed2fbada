import { fireEvent, render, screen } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { monthGridDays, PeriodPicker } from './period-picker.tsx';

// Wednesday 25/11/2026.
const ANCHOR = new Date(2026, 10, 25);
const TODAY = new Date(2026, 10, 22);

describe('monthGridDays', () => {
  it('starts on the Sunday before the 1st and covers six weeks', () => {
    const days = monthGridDays(ANCHOR);
    expect(days).toHaveLength(42);
    expect(format(days[0] ?? new Date(0), 'yyyy-MM-dd')).toBe('2026-11-01');
    expect(format(monthGridDays(new Date(2027, 1, 10))[0] ?? new Date(0), 'yyyy-MM-dd')).toBe('2027-01-31');
  });
});

describe('PeriodPicker', () => {
  it('month view: pt-BR months of the shown year; a click picks the 1st of that month', () => {
    const onPick = vi.fn<(date: Date) => void>();
    render(<PeriodPicker view="month" anchor={ANCHOR} today={TODAY} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Escolher mês' }));
    expect(screen.getByRole('button', { name: 'novembro de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The months in three letters, as every screen writes them (lib/format): 'Jan' … 'Dez'.
    expect(screen.getByRole('button', { name: 'dezembro de 2026' }).textContent).toBe('Dez');
    expect(screen.getByRole('button', { name: 'maio de 2026' }).textContent).toBe('Mai');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo ano' }));
    fireEvent.click(screen.getByRole('button', { name: 'março de 2027' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(format(onPick.mock.calls[0]?.[0] ?? new Date(0), 'yyyy-MM-dd')).toBe('2027-03-01');
    expect(screen.queryByRole('button', { name: 'março de 2027' })).toBeNull();
  });

  it('week view: the anchor week is marked; a day of another month picks that day', () => {
    const onPick = vi.fn<(date: Date) => void>();
    render(<PeriodPicker view="week" anchor={ANCHOR} today={TODAY} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Escolher semana' }));
    expect(screen.getByText('Novembro de 2026').textContent).toBe('Novembro de 2026');
    expect(screen.getByRole('button', { name: '22 de novembro de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '28 de novembro de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '29 de novembro de 2026' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    fireEvent.click(screen.getByRole('button', { name: '7 de outubro de 2026' }));
    expect(format(onPick.mock.calls[0]?.[0] ?? new Date(0), 'yyyy-MM-dd')).toBe('2026-10-07');
  });
});
