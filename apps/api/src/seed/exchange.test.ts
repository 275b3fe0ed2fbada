import { describe, expect, it } from 'vitest';
import { toDayNumber } from './dates.ts';
import { buildExchangeTable } from './exchange.ts';
import { createRng } from './prng.ts';

describe('exchange table', () => {
  const first = toDayNumber('2024-03-16'); // a Saturday
  const last = toDayNumber('2026-06-30');
  const table = buildExchangeTable(createRng(1), first, last);

  it('has one row per currency and business day, within the plausible ranges', () => {
    const ranges = { USD: [5.0, 5.8], EUR: [5.4, 6.3], GBP: [6.3, 7.3], CNY: [0.7, 0.8] } as const;
    expect(table.rows.length % 4).toBe(0);
    for (const row of table.rows) {
      const [low, high] = ranges[row.currency];
      expect(Number(row.buy)).toBeGreaterThanOrEqual(low);
      expect(Number(row.buy)).toBeLessThanOrEqual(high);
      expect(Number(row.sell)).toBeGreaterThan(Number(row.buy));
      const day = new Date(`${row.date}T00:00:00Z`).getUTCDay();
      expect(day).not.toBe(0);
      expect(day).not.toBe(6);
    }
  });

  it('answers weekends with the previous business day and the range start with the first one', () => {
    const saturday = toDayNumber('2026-06-27');
    expect(table.buyAt('USD', saturday)).toBe(table.buyAt('USD', saturday - 1));
    expect(table.buyAt('USD', first)).toBe(table.buyAt('USD', first + 2));
    expect(table.buyAt('USD', first)).toBeGreaterThan(5);
  });
});
