import {
  ExchangeRateSourceError,
  type TExchangeQuote,
  type TExchangeRateQuery,
  type TExchangeRateSource,
} from './exchange-rate-source.ts';

type TPtaxQuote = {
  cotacaoCompra: number;
  cotacaoVenda: number;
  dataHoraCotacao: string;
  tipoBoletim: string;
};

/** PTAX wants MM-dd-yyyy. */
const toPtaxDay = (day: string): string => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

const FETCH_TIMEOUT_MS = 15_000;

/**
 * The Banco Central PTAX OData service (`CotacaoMoedaPeriodo`). Each day keeps its closing bulletin
 * ('Fechamento'), the rate that the customs value uses; a day with only intermediate bulletins
 * keeps its last one.
 */
export const createPtaxRateSource = ({
  baseUrl,
  fetchImpl = fetch,
}: {
  /** The service root, up to and including `/odata`. */
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): TExchangeRateSource => {
  const fetchCurrency = async (
    currency: string,
    fromDay: string,
    toDay: string,
  ): Promise<TExchangeQuote[]> => {
    const url =
      `${baseUrl.replace(/\/$/, '')}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)` +
      `?@moeda='${encodeURIComponent(currency)}'&@dataInicial='${toPtaxDay(fromDay)}'` +
      `&@dataFinalCotacao='${toPtaxDay(toDay)}'&$format=json&$select=cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => {
      throw new ExchangeRateSourceError(`O serviço PTAX não respondeu para ${currency}.`);
    });
    if (!response.ok)
      throw new ExchangeRateSourceError(`PTAX respondeu ${response.status} para ${currency}.`);
    const body = (await response.json()) as { value?: TPtaxQuote[] };
    const byDay = new Map<string, TPtaxQuote>();
    for (const quote of body.value ?? []) {
      const day = quote.dataHoraCotacao.slice(0, 10);
      const kept = byDay.get(day);
      if (!kept || kept.tipoBoletim !== 'Fechamento') byDay.set(day, quote);
    }
    return [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, quote]) => ({ currency, day, buy: quote.cotacaoCompra, sell: quote.cotacaoVenda }));
  };

  return {
    kind: 'ptax',
    fetchQuotes: async ({ currencies, fromDay, toDay }: TExchangeRateQuery) =>
      (await Promise.all(currencies.map((currency) => fetchCurrency(currency, fromDay, toDay)))).flat(),
  };
};
