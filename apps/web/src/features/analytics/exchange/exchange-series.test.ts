import { describe, expect, it } from 'vitest';
import { averageRange, dailyEntries, formatAverage, monthlyEntries } from './exchange-series.ts';

describe('exchange-rate series (spec part 2 §2.6, §9)', () => {
  it('fills the months after the last up to 12 with its value, marked as filled (faded)', () => {
    const entries = monthlyEntries({ '2026-10': 5.4321, '2026-09': 5.1, '2026-11': 5.55 });
    expect(entries).toHaveLength(12);
    expect(entries.slice(0, 4)).toEqual([
      { key: '2026-09', label: 'Set/26', value: '5,1000', isFilled: false },
      { key: '2026-10', label: 'Out/26', value: '5,4321', isFilled: false },
      { key: '2026-11', label: 'Nov/26', value: '5,5500', isFilled: false },
      { key: 'filled-1', label: 'Dez/26', value: '5,5500', isFilled: true },
    ]);
    expect(entries.at(-1)).toEqual({ key: 'filled-9', label: 'Ago/27', value: '5,5500', isFilled: true });
    expect(entries.filter((entry) => entry.isFilled)).toHaveLength(9);
  });

  it('keeps the last 12 months of a longer range, skips keys that are no month, nothing when empty', () => {
    const months = [
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ];
    const entries = monthlyEntries({
      ...Object.fromEntries(months.map((month) => [month, 5])),
      '2025-13': 9,
    });
    expect(entries.map((entry) => entry.label)).toEqual([
      'Mar/25',
      'Abr/25',
      'Mai/25',
      'Jun/25',
      'Jul/25',
      'Ago/25',
      'Set/25',
      'Out/25',
      'Nov/25',
      'Dez/25',
      'Jan/26',
      'Fev/26',
    ]);
    expect(entries.some((entry) => entry.isFilled)).toBe(false);
    expect(monthlyEntries({})).toEqual([]);
  });

  it('shows each daily quote as dd/MM with the buy value to 2 decimals', () => {
    expect(
      dailyEntries([
        { data_referencia: '2026-11-04', valor_compra: 5.3456 },
        { data_referencia: '2026-11-03', valor_compra: 5.3 },
      ]),
    ).toEqual([
      { key: '2026-11-03', label: '03/11', value: '5,30', isFilled: false },
      { key: '2026-11-04', label: '04/11', value: '5,35', isFilled: false },
    ]);
  });

  it('writes the average with a decimal comma', () => {
    expect(formatAverage('5.1234')).toBe('5,1234');
    expect(formatAverage('1')).toBe('1');
  });

  it('names the range by days, else months, else the period', () => {
    const base = { media_periodo: '1.0000', periodos: {}, cotacoes: [] };
    expect(
      averageRange(
        {
          ...base,
          cotacoes: [
            { data_referencia: '2026-11-21', valor_compra: 1 },
            { data_referencia: '2026-11-03', valor_compra: 1 },
          ],
        },
        'x',
      ),
    ).toBe('03/11/2026 a 21/11/2026');
    expect(averageRange({ ...base, periodos: { '2026-11': 1, '2026-10': 1 } }, 'x')).toBe('Out/26 a Nov/26');
    expect(averageRange(base, '22/10/2026 a 22/11/2026')).toBe('22/10/2026 a 22/11/2026');
  });
});
