import { and, avg, between, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { exchangeRates, RATE_CURRENCIES, type TRateCurrency } from '../schema/exchange-rates.ts';

export const isRateCurrency = (code: string): code is TRateCurrency =>
  (RATE_CURRENCIES as readonly string[]).includes(code);

/** The mean of a currency's daily buy rates (BRL) over the days, or null when none is stored. */
export const readAverageBuyRate = async (
  db: TDbExecutor,
  { currency, fromDay, toDay }: { currency: TRateCurrency; fromDay: string; toDay: string },
): Promise<number | null> => {
  const [row] = await db
    .select({ average: avg(exchangeRates.buy) })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), between(exchangeRates.date, fromDay, toDay)));
  return row?.average === null || row?.average === undefined ? null : Number(row.average);
};
