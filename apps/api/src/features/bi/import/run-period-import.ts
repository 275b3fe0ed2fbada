import { and, between, count, countDistinct, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { declarationItems } from '../../../db/schema/declaration-items.ts';
import { exchangeRates } from '../../../db/schema/exchange-rates.ts';
import type {
  TAnalyticsFact,
  TAnalyticsPeriod,
  TAnalyticsStore,
} from '../../../core/analytics/analytics-types.ts';
import { readFactBatches } from '../../../core/analytics/fact-source.ts';
import { ExchangeRateSourceError, type TExchangeRateSource } from '../exchange-rates/exchange-rate-source.ts';
import { updateImportRun } from './import-run-repository.ts';

/** The currencies the BI averages (part 2 §2.6); BRL needs no quote. */
export const QUOTED_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** Progress is written at most this often: a row update per batch would slow a big import. */
const PROGRESS_EVERY_MS = 500;

export type TPeriodImport = TAnalyticsPeriod & { runId: string; isRefreshingQuotes: boolean };

const countPeriod = async (db: TDatabase, period: TAnalyticsPeriod) => {
  const [row] = await db
    .select({
      items: count(),
      processes: countDistinct(sql`(${declarationItems.companyId}, ${declarationItems.processId})`),
    })
    .from(declarationItems)
    .where(
      and(
        inArray(declarationItems.companyId, [...period.companyIds]),
        between(declarationItems.registryDate, period.fromDay, period.toDay),
      ),
    );
  return { items: Number(row?.items ?? 0), processes: Number(row?.processes ?? 0) };
};

/** Upserts fetched quotes into `exchange_rates`, the table the BI reads. */
const refreshQuotes = async ({
  db,
  source,
  period,
  now,
}: {
  db: TDatabase;
  source: TExchangeRateSource;
  period: TAnalyticsPeriod;
  now: Date;
}): Promise<number> => {
  const quotes = await source.fetchQuotes({
    currencies: QUOTED_CURRENCIES,
    fromDay: period.fromDay,
    toDay: period.toDay,
  });
  if (source.kind === 'database' || quotes.length === 0) return quotes.length;
  await db
    .insert(exchangeRates)
    .values(
      quotes.map((quote) => ({
        currency: quote.currency as (typeof QUOTED_CURRENCIES)[number],
        date: quote.day,
        buy: quote.buy.toFixed(4),
        sell: quote.sell.toFixed(4),
        modified: now,
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.date],
      set: { buy: sql`excluded.buy`, sell: sql`excluded.sell`, modified: sql`excluded.modified` },
    });
  return quotes.length;
};

/**
 * Rebuilds the BI facts of one period from the declarations (the source of truth) and, when asked,
 * refreshes the period's quotes. Idempotent: the store swaps the whole period in one transaction,
 * so a second run of the same period replaces the first instead of adding to it.
 */
export const runPeriodImport = async ({
  db,
  store,
  rateSource,
  job,
  now,
}: {
  db: TDatabase;
  store: TAnalyticsStore;
  rateSource: TExchangeRateSource;
  job: TPeriodImport;
  now: () => Date;
}): Promise<void> => {
  await updateImportRun(db, job.runId, { status: 'active', progress: 0, message: null, now: now() });
  try {
    const quotes = job.isRefreshingQuotes
      ? await refreshQuotes({ db, source: rateSource, period: job, now: now() })
      : 0;
    const totals = await countPeriod(db, job);
    let loaded = 0;
    let reportedAt = 0;
    const batches = async function* (): AsyncIterable<TAnalyticsFact[]> {
      for await (const batch of readFactBatches({ db, period: job })) {
        yield batch;
        loaded += batch.length;
        if (Date.now() - reportedAt < PROGRESS_EVERY_MS) continue;
        reportedAt = Date.now();
        // The swap into the store is the last step: reading is most of the work.
        const progress = totals.items === 0 ? 0 : (0.9 * loaded) / totals.items;
        await updateImportRun(db, job.runId, { progress, now: now() });
      }
    };
    const items = await store.replaceFacts({ period: job, batches: batches() });
    await updateImportRun(db, job.runId, {
      status: 'completed',
      progress: 1,
      items,
      processes: totals.processes,
      quotes,
      now: now(),
    });
  } catch (error) {
    // Only the quote source words its failures for the user; anything else stays in the log.
    const reason =
      error instanceof ExchangeRateSourceError ? ` ${error.message}` : ' Tente novamente mais tarde.';
    await updateImportRun(db, job.runId, {
      status: 'failed',
      message: `Não foi possível importar o período.${reason}`,
      now: now(),
    });
    throw error;
  }
};
