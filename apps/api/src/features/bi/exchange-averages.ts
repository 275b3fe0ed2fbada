import type { TBiExchangeAverage, TBiExchangeAverages } from '@pc/contract/bi';

/** A day's buy rate of one currency in BRL. */
export type TDailyRate = { currency: string; day: string; buy: number };

/** Up to this many days between the first and the last day, figures go day by day (part 2 §4, §9). */
export const DAILY_RANGE_MAX_DAYS = 30;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whether a period is shown day by day rather than month by month. */
export const isDailyRange = (fromDay: string, toDay: string): boolean =>
  dayNumber(toDay) - dayNumber(fromDay) <= DAILY_RANGE_MAX_DAYS;

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

const averageOf = (rates: readonly TDailyRate[], isDaily: boolean): TBiExchangeAverage => {
  const sorted = [...rates].sort((a, b) => a.day.localeCompare(b.day));
  const media_periodo = mean(sorted.map((rate) => rate.buy)).toFixed(4);
  if (isDaily) {
    return {
      media_periodo,
      periodos: {},
      cotacoes: sorted.map((rate) => ({ data_referencia: rate.day, valor_compra: round4(rate.buy) })),
    };
  }
  const byMonth = new Map<string, number[]>();
  for (const rate of sorted) {
    const month = rate.day.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), rate.buy]);
  }
  return {
    media_periodo,
    periodos: Object.fromEntries([...byMonth].map(([month, values]) => [month, round4(mean(values))])),
    cotacoes: [],
  };
};

/**
 * The four cards of part 2 §2.6: USD, EUR and GBP from the quotes, and BRL, whose rate is 1 on
 * every day that has a quote.
 */
export const toExchangeAverages = ({
  rates,
  fromDay,
  toDay,
}: {
  rates: readonly TDailyRate[];
  fromDay: string;
  toDay: string;
}): TBiExchangeAverages => {
  const isDaily = isDailyRange(fromDay, toDay);
  const inRange = rates.filter((rate) => rate.day >= fromDay && rate.day <= toDay);
  const of = (currency: string) => inRange.filter((rate) => rate.currency === currency);
  const quotedDays = [...new Set(inRange.map((rate) => rate.day))];
  return {
    dolar: averageOf(of('USD'), isDaily),
    euro: averageOf(of('EUR'), isDaily),
    libra: averageOf(of('GBP'), isDaily),
    real: averageOf(
      quotedDays.map((day) => ({ currency: 'BRL', day, buy: 1 })),
      isDaily,
    ),
  };
};
