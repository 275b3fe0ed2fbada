import type { TAnalyticsStore, TAnalyticsSummary } from './analytics-types.ts';

const MAX_ENTRIES = 200;

/**
 * The screen asks for taxes, modes, weights, channels, VMLD and freight in six parallel calls with
 * one filter: they share one summary scan, kept for `ttlMs` and dropped whenever facts change.
 */
export const shareScans = (
  store: TAnalyticsStore,
  { ttlMs = 5_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): TAnalyticsStore => {
  const cache = new Map<string, { at: number; summary: Promise<TAnalyticsSummary> }>();

  const summary = (filter: Parameters<TAnalyticsStore['summary']>[0]) => {
    const key = JSON.stringify(filter);
    const cached = cache.get(key);
    if (cached && now() - cached.at < ttlMs) return cached.summary;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    const pending = store.summary(filter);
    cache.set(key, { at: now(), summary: pending });
    pending.catch(() => cache.delete(key));
    return pending;
  };

  const clearing =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        cache.clear();
      }
    };

  return {
    ...store,
    summary,
    replaceFacts: clearing(store.replaceFacts),
    rebuild: clearing(store.rebuild),
  };
};
