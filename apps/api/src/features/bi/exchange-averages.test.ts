import { describe, expect, it } from 'vitest';
import { isDailyRange, toExchangeAverages, type TDailyRate } from './exchange-averages.ts';

const rates: TDailyRate[] = [
  { currency: 'USD', day: '2026-10-30', buy: 5.1 },
  { currency: 'USD', day: '2026-11-02', buy: 5.2 },
  { currency: 'USD', day: '2026-11-03', buy: 5.4 },
  { currency: 'EUR', day: '2026-11-03', buy: 6.01234 },
  { currency: 'USD', day: '2026-12-01', buy: 9 },
];

describe('exchange averages', () => {
  it('goes day by day up to 30 days between the ends, month by month beyond', () => {
    expect(isDailyRange('2026-11-01', '2026-12-01')).toBe(true);
    expect(isDailyRange('2026-10-31', '2026-12-01')).toBe(false);
  });

  it('answers daily buy quotes and their mean for a short range', () => {
    const averages = toExchangeAverages({ rates, fromDay: '2026-11-01', toDay: '2026-11-30' });
    expect(averages.dolar).toEqual({
      media_periodo: '5.3000',
      periodos: {},
      cotacoes: [
        { data_referencia: '2026-11-02', valor_compra: 5.2 },
        { data_referencia: '2026-11-03', valor_compra: 5.4 },
      ],
    });
    expect(averages.euro.cotacoes).toEqual([{ data_referencia: '2026-11-03', valor_compra: 6.0123 }]);
    expect(averages.libra).toEqual({ media_periodo: '0.0000', periodos: {}, cotacoes: [] });
    expect(averages.real.media_periodo).toBe('1.0000');
    expect(averages.real.cotacoes.map((quote) => quote.data_referencia)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('answers monthly means for a long range', () => {
    const averages = toExchangeAverages({ rates, fromDay: '2026-10-01', toDay: '2026-11-30' });
    expect(averages.dolar).toEqual({
      media_periodo: (15.7 / 3).toFixed(4),
      periodos: { '2026-10': 5.1, '2026-11': 5.3 },
      cotacoes: [],
    });
  });
});
