import type { TRateCurrency } from '../db/schema/exchange-rates.ts';
import { brtInstant, toIsoDate, weekday } from './dates.ts';
import type { TRng } from './prng.ts';

type TRange = { low: number; high: number };

const RANGES: Readonly<Record<TRateCurrency, TRange>> = {
  USD: { low: 5.0, high: 5.8 },
  EUR: { low: 5.4, high: 6.3 },
  GBP: { low: 6.3, high: 7.3 },
  CNY: { low: 0.7, high: 0.8 },
};

const SPREAD: Readonly<Record<TRateCurrency, number>> = {
  USD: 0.0006,
  EUR: 0.0006,
  GBP: 0.0006,
  CNY: 0.0001,
};

export type TRateRow = { currency: TRateCurrency; date: string; buy: string; sell: string; modified: Date };

/** Daily rates per currency; lookups on weekends fall back to the previous business day. */
export type TExchangeTable = {
  firstDay: number;
  lastDay: number;
  rows: TRateRow[];
  /** Buy rate (4 decimals) at the day, or at the last business day before it; clamps outside the range. */
  buyAt: (currency: TRateCurrency, day: number) => number;
  sellAt: (currency: TRateCurrency, day: number) => number;
};

export const buildExchangeTable = (rng: TRng, firstDay: number, lastDay: number): TExchangeTable => {
  const rows: TRateRow[] = [];
  const buy = new Map<TRateCurrency, number[]>();
  const sell = new Map<TRateCurrency, number[]>();
  // One common "BRL strength" factor plus a per-currency component keeps the walks correlated.
  let common = 0;
  const level: Record<TRateCurrency, number> = { USD: 0.5, EUR: 0.5, GBP: 0.5, CNY: 0.5 };
  const currencies = Object.keys(RANGES) as TRateCurrency[];
  for (const currency of currencies) {
    buy.set(currency, []);
    sell.set(currency, []);
  }
  let lastBuy: Record<TRateCurrency, number> = { USD: 0, EUR: 0, GBP: 0, CNY: 0 };
  for (let day = firstDay; day <= lastDay; day += 1) {
    const isBusinessDay = weekday(day) !== 0 && weekday(day) !== 6;
    if (isBusinessDay) {
      common = Math.max(-0.35, Math.min(0.35, common * 0.995 + (rng.next() - 0.5) * 0.05));
      for (const currency of currencies) {
        const own = level[currency] + (rng.next() - 0.5) * 0.04 + (0.5 - level[currency]) * 0.01;
        level[currency] = Math.max(0.05, Math.min(0.95, own));
        const position = Math.max(0.02, Math.min(0.98, level[currency] + common));
        const range = RANGES[currency];
        const value = Math.round((range.low + (range.high - range.low) * position) * 10_000) / 10_000;
        lastBuy = { ...lastBuy, [currency]: value };
        rows.push({
          currency,
          date: toIsoDate(day),
          buy: value.toFixed(4),
          sell: (value + SPREAD[currency]).toFixed(4),
          modified: brtInstant(day, 13, 10),
        });
      }
    }
    for (const currency of currencies) {
      const value = lastBuy[currency];
      buy.get(currency)?.push(value);
      sell.get(currency)?.push(value > 0 ? Math.round((value + SPREAD[currency]) * 10_000) / 10_000 : 0);
    }
  }
  // Days before the first business day of the range take that first business day's rate.
  for (const table of [buy, sell]) {
    for (const series of table.values()) {
      const firstReal = series.findIndex((value) => value > 0);
      for (let index = 0; index < firstReal; index += 1) series[index] = series[firstReal] ?? 0;
    }
  }
  const lookup = (table: Map<TRateCurrency, number[]>, currency: TRateCurrency, day: number): number => {
    const series = table.get(currency) ?? [];
    return series[Math.max(0, Math.min(series.length - 1, day - firstDay))] ?? 0;
  };
  return {
    firstDay,
    lastDay,
    rows,
    buyAt: (currency, day) => lookup(buy, currency, day),
    sellAt: (currency, day) => lookup(sell, currency, day),
  };
};
