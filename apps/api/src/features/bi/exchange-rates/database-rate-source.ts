import { and, asc, between, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client.ts';
import { isRateCurrency } from '../../../db/repositories/exchange-rates.ts';
import { exchangeRates } from '../../../db/schema/exchange-rates.ts';
import type { TExchangeQuote, TExchangeRateQuery, TExchangeRateSource } from './exchange-rate-source.ts';

/** The quotes already in the `exchange_rates` table, oldest first. */
export const readStoredQuotes = async ({
  db,
  query,
}: {
  db: TDbExecutor;
  query: TExchangeRateQuery;
}): Promise<TExchangeQuote[]> => {
  const currencies = query.currencies.filter(isRateCurrency);
  if (currencies.length === 0) return [];
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      day: exchangeRates.date,
      buy: exchangeRates.buy,
      sell: exchangeRates.sell,
    })
    .from(exchangeRates)
    .where(
      and(
        inArray(exchangeRates.currency, currencies),
        between(exchangeRates.date, query.fromDay, query.toDay),
      ),
    )
    .orderBy(asc(exchangeRates.date), asc(exchangeRates.currency));
  return rows.map((row) => ({ ...row, buy: Number(row.buy), sell: Number(row.sell) }));
};

/** The default source: the table itself, so a refresh changes nothing. */
export const createDatabaseRateSource = (db: TDbExecutor): TExchangeRateSource => ({
  kind: 'database',
  fetchQuotes: (query) => readStoredQuotes({ db, query }),
});
