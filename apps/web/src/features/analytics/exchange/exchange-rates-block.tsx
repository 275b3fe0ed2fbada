import { useState } from 'react';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import {
  averageRange,
  CURRENCIES,
  currencyEntries,
  formatAverage,
  type TCurrencyKey,
} from './exchange-series.ts';
import styles from './exchange.module.css';

type TExchangeRatesBlockProps = TBlockInput & { periodText: string };

/**
 * The four currency cards (spec part 2 §2.6) and, under them, the chosen currency's months (12,
 * the missing ones repeating the last value, faded) or its daily quotes.
 */
export const ExchangeRatesBlock = ({ query, runId, periodText }: TExchangeRatesBlockProps) => {
  const rates = useBiQuery(biBlockQueries.exchangeRates(query), runId);
  const [selected, setSelected] = useState<TCurrencyKey>('dolar');
  const currency = CURRENCIES.find((item) => item.key === selected) ?? CURRENCIES[0];
  const average = rates.data?.[selected];
  const entries = average ? currencyEntries(average) : [];
  const isDaily = (average?.cotacoes.length ?? 0) > 0;

  return (
    <BlockCard id="bi-exchange" title="Médias das taxas de câmbio" isLoading={rates.isPending}>
      {rates.isPending ? (
        <div className={styles.cards} role="status" aria-label="Carregando">
          {CURRENCIES.map((item) => (
            <span key={item.key} className={styles.cardSkeleton} data-testid="exchange-card-placeholder" />
          ))}
        </div>
      ) : (
        <>
          <div className={styles.cards} role="group" aria-label="Moedas">
            {CURRENCIES.map((item) => {
              const itemAverage = rates.data?.[item.key];
              return (
                <button
                  key={item.key}
                  type="button"
                  className={styles.card}
                  aria-pressed={item.key === selected}
                  onClick={() => setSelected(item.key)}
                  data-testid={`exchange-card-${item.key}`}
                >
                  <span className={styles.cardName}>
                    {item.name}{' '}
                    <span className={styles.cardCode}>
                      {item.symbol} {item.code}
                    </span>
                  </span>
                  <span className={styles.cardRange}>
                    {itemAverage ? averageRange(itemAverage, periodText) : periodText}
                  </span>
                  <strong className={styles.cardAverage}>
                    {itemAverage ? formatAverage(itemAverage.media_periodo) : '0,0000'}
                  </strong>
                </button>
              );
            })}
          </div>
          {currency && (
            <section className={styles.series} aria-labelledby="bi-exchange-series-title">
              <h3 id="bi-exchange-series-title" className={styles.seriesTitle}>
                {isDaily ? 'Cotações diárias (compra)' : 'Médias mensais'} — {currency.name} ({currency.code})
              </h3>
              {entries.length === 0 ? (
                <p className={styles.empty}>Sem cotações no período.</p>
              ) : (
                <ol className={styles.entries} data-testid="exchange-entries">
                  {entries.map((entry) => (
                    <li key={entry.key} className={styles.entry} data-filled={entry.isFilled}>
                      <span className={styles.entryLabel}>{entry.label}</span>
                      <span className={styles.entryValue}>
                        {entry.value}
                        {entry.isFilled && <span className="visually-hidden"> (repete o último mês)</span>}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
        </>
      )}
    </BlockCard>
  );
};
