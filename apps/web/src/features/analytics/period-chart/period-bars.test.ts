import type { TBiProcessesPeriodItem } from '@pc/contract/bi';
import { describe, expect, it } from 'vitest';
import { BAR_COLOURS, chunkBars, formatBarValue, monthLabel, toPeriodBars } from './period-bars.ts';

const month = (ano: number, mes: number, total: number): TBiProcessesPeriodItem => ({
  ano,
  mes,
  dia: null,
  total,
});
const day = (dia: number, total: number): TBiProcessesPeriodItem => ({ ano: 2026, mes: 11, dia, total });

describe('period chart bars (spec part 2 §2.6, §4, §5)', () => {
  it('monthly: pt-BR month/yy labels, padded with faded empty months up to 12', () => {
    const bars = toPeriodBars([month(2026, 10, 4), month(2026, 11, 9)], {
      isDaily: false,
      start: new Date(2026, 9, 22),
    });
    expect(bars).toHaveLength(12);
    expect(bars.map((bar) => bar.label)).toEqual([
      'Out/26',
      'Nov/26',
      'Dez/26',
      'Jan/27',
      'Fev/27',
      'Mar/27',
      'Abr/27',
      'Mai/27',
      'Jun/27',
      'Jul/27',
      'Ago/27',
      'Set/27',
    ]);
    expect(bars.slice(2).every((bar) => bar.tone === 'padding' && bar.value === 0)).toBe(true);
  });

  it('daily: dd/MM labels, the padding goes on day by day', () => {
    const bars = toPeriodBars([day(3, 2), day(10, 5), day(12, 1)], {
      isDaily: true,
      start: new Date(2026, 10, 1),
    });
    expect(bars.map((bar) => bar.label).slice(0, 5)).toEqual(['03/11', '10/11', '12/11', '13/11', '14/11']);
    expect(bars).toHaveLength(12);
  });

  it('marks the lowest bar red and the highest green, the others blue', () => {
    const bars = toPeriodBars([month(2026, 1, 5), month(2026, 2, 1), month(2026, 3, 8), month(2026, 4, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 1),
    });
    expect(bars.slice(0, 4).map((bar) => bar.tone)).toEqual(['other', 'lowest', 'highest', 'other']);
    expect(BAR_COLOURS.lowest).toBe('#F26767');
    expect(BAR_COLOURS.highest).toBe('#137700');
  });

  it('marks no extremes when every real bar is equal (or there is one)', () => {
    const equal = toPeriodBars([month(2026, 1, 3), month(2026, 2, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 1),
    });
    expect(equal.slice(0, 2).map((bar) => bar.tone)).toEqual(['other', 'other']);
    const single = toPeriodBars([month(2026, 1, 3)], { isDaily: false, start: new Date(2026, 0, 1) });
    expect(single[0]?.tone).toBe('other');
  });

  it('without items shows 12 faded periods from the start', () => {
    const bars = toPeriodBars([], { isDaily: true, start: new Date(2026, 10, 20) });
    expect(bars).toHaveLength(12);
    expect(bars[0]?.label).toBe('20/11');
    expect(bars.every((bar) => bar.tone === 'padding')).toBe(true);
  });

  it('keeps every bar beyond 12 and splits them in rows of 12 for the expanded view', () => {
    const items = Array.from({ length: 30 }, (_, index) => day(index + 1, index));
    const bars = toPeriodBars(items, { isDaily: true, start: new Date(2026, 10, 1) });
    expect(bars).toHaveLength(30);
    expect(chunkBars(bars).map((row) => row.length)).toEqual([12, 12, 6]);
  });

  it('formats values the Brazilian way with at least one decimal', () => {
    expect(formatBarValue(1234)).toBe('1.234,0');
    expect(formatBarValue(2.5)).toBe('2,5');
    expect(monthLabel(new Date(2026, 4, 1))).toBe('Mai/26');
  });
});
