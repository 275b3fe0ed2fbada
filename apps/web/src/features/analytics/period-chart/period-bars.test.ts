import type { TBiProcessesPeriodItem } from '@pc/contract/bi';
import { describe, expect, it } from 'vitest';
import {
  axisTop,
  BAR_COLOURS,
  barsMax,
  chunkBars,
  formatBarValue,
  monthLabel,
  toPeriodBars,
} from './period-bars.ts';

const month = (ano: number, mes: number, total: number): TBiProcessesPeriodItem => ({
  ano,
  mes,
  dia: null,
  total,
});
const day = (dia: number, total: number): TBiProcessesPeriodItem => ({ ano: 2026, mes: 11, dia, total });

describe('period chart bars (spec part 2 §2.6, §4, §5)', () => {
  it('monthly: pt-BR month/yy labels; the padding up to 12 has no date, so it reads as no future month', () => {
    const bars = toPeriodBars([month(2026, 10, 4), month(2026, 11, 9)], {
      isDaily: false,
      start: new Date(2026, 9, 22),
      end: new Date(2026, 10, 22),
    });
    expect(bars).toHaveLength(12);
    expect(bars.slice(0, 2).map((bar) => bar.label)).toEqual(['Out/26', 'Nov/26']);
    expect(bars.slice(2).every((bar) => bar.tone === 'padding' && bar.value === 0 && bar.label === '')).toBe(
      true,
    );
    expect(new Set(bars.map((bar) => bar.key)).size).toBe(12);
  });

  it('daily: every day of the period, a day without processes as zero', () => {
    const bars = toPeriodBars([day(3, 2), day(5, 5), day(6, 1)], {
      isDaily: true,
      start: new Date(2026, 10, 2),
      end: new Date(2026, 10, 8),
    });
    expect(bars.slice(0, 7).map((bar) => [bar.label, bar.value])).toEqual([
      ['02/11', 0],
      ['03/11', 2],
      ['04/11', 0],
      ['05/11', 5],
      ['06/11', 1],
      ['07/11', 0],
      ['08/11', 0],
    ]);
    // The first of the zeros is the lowest: a day without processes is a real day.
    expect(bars.slice(0, 7).map((bar) => bar.tone)).toEqual([
      'lowest',
      'other',
      'other',
      'highest',
      'other',
      'other',
      'other',
    ]);
    expect(bars.slice(7).every((bar) => bar.tone === 'padding' && bar.label === '')).toBe(true);
    expect(bars).toHaveLength(12);
  });

  it('monthly: a month of the period without processes is a zero month', () => {
    const bars = toPeriodBars([month(2026, 1, 5), month(2026, 4, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 10),
      end: new Date(2026, 4, 2),
    });
    expect(bars.slice(0, 5).map((bar) => [bar.label, bar.value])).toEqual([
      ['Jan/26', 5],
      ['Fev/26', 0],
      ['Mar/26', 0],
      ['Abr/26', 3],
      ['Mai/26', 0],
    ]);
  });

  it('marks the lowest bar red and the highest green, the others blue', () => {
    const bars = toPeriodBars([month(2026, 1, 5), month(2026, 2, 1), month(2026, 3, 8), month(2026, 4, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 1),
      end: new Date(2026, 3, 30),
    });
    expect(bars.slice(0, 4).map((bar) => bar.tone)).toEqual(['other', 'lowest', 'highest', 'other']);
    expect(BAR_COLOURS.lowest).toBe('#F26767');
    expect(BAR_COLOURS.highest).toBe('#137700');
  });

  it('marks no extremes when every real bar is equal (or there is one)', () => {
    const equal = toPeriodBars([month(2026, 1, 3), month(2026, 2, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 1),
      end: new Date(2026, 1, 28),
    });
    expect(equal.slice(0, 2).map((bar) => bar.tone)).toEqual(['other', 'other']);
    const single = toPeriodBars([month(2026, 1, 3)], {
      isDaily: false,
      start: new Date(2026, 0, 1),
      end: new Date(2026, 0, 31),
    });
    expect(single[0]?.tone).toBe('other');
  });

  it('without items shows the period as zeros, then the undated padding', () => {
    const bars = toPeriodBars([], {
      isDaily: true,
      start: new Date(2026, 10, 20),
      end: new Date(2026, 10, 22),
    });
    expect(bars).toHaveLength(12);
    expect(bars.slice(0, 3).map((bar) => [bar.label, bar.value, bar.tone])).toEqual([
      ['20/11', 0, 'other'],
      ['21/11', 0, 'other'],
      ['22/11', 0, 'other'],
    ]);
    expect(bars.slice(3).every((bar) => bar.tone === 'padding')).toBe(true);
  });

  it('keeps every bar beyond 12, splits them in rows of 12 for the expanded view, on one y scale', () => {
    const items = Array.from({ length: 30 }, (_, index) => day(index + 1, index));
    const bars = toPeriodBars(items, {
      isDaily: true,
      start: new Date(2026, 10, 1),
      end: new Date(2026, 10, 30),
    });
    expect(bars).toHaveLength(30);
    // The short last row is padded, so its bars are as wide as the others'.
    expect(chunkBars(bars).map((row) => row.length)).toEqual([12, 12, 12]);
    expect(chunkBars(bars)[2]?.map((bar) => bar.tone === 'padding')).toEqual([
      ...Array.from({ length: 6 }, () => false),
      ...Array.from({ length: 6 }, () => true),
    ]);
    // Every row is drawn against the tallest bar of all, so heights compare across rows.
    expect(chunkBars(bars).map(() => barsMax(bars))).toEqual([29, 29, 29]);
    expect(barsMax([])).toBe(0);
    expect([76, 8, 16, 3, 0, 1234].map(axisTop)).toEqual([80, 8, 20, 3, 1, 1500]);
  });

  it('formats values the Brazilian way with at least one decimal', () => {
    expect(formatBarValue(1234)).toBe('1.234,0');
    expect(formatBarValue(2.5)).toBe('2,5');
    expect(monthLabel(new Date(2026, 4, 1))).toBe('Mai/26');
  });
});
