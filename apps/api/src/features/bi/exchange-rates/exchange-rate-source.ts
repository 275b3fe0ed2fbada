/** A day's BRL rates of one currency (PTAX closing buy and sell). */
export type TExchangeQuote = { currency: string; day: string; buy: number; sell: number };

export type TExchangeRateQuery = { currencies: readonly string[]; fromDay: string; toDay: string };

/**
 * Where exchange rates come from. The BI always reads the `exchange_rates` table; the period
 * import refreshes that table from this source when the user asks for quotes.
 */
export type TExchangeRateSource = {
  kind: 'database' | 'ptax';
  fetchQuotes: (query: TExchangeRateQuery) => Promise<TExchangeQuote[]>;
};

/** A failure of the quote source, worded for the user (the import shows it). */
export class ExchangeRateSourceError extends Error {
  override name = 'ExchangeRateSourceError';
}
