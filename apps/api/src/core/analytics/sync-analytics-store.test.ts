import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../db/client.ts';
import type { TAnalyticsStore, TStoreSyncState } from './analytics-types.ts';
import { syncAnalyticsStore } from './sync-analytics-store.ts';

const STATE: TStoreSyncState = { databaseId: 'banco-1', appliedChangeId: 7 };

/** A new store (no sync state) whose rebuilds fail `failures` times, then load 3 items. */
const newStore = ({ failures }: { failures: number }) => {
  let calls = 0;
  const rebuild = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error('a conexão com o banco caiu');
    return 3;
  });
  const writeSyncState = vi.fn(async () => undefined);
  const store = { readSyncState: async () => null, rebuild, writeSyncState } as unknown as TAnalyticsStore;
  return { store, rebuild, writeSyncState };
};

const sync = ({
  store,
  signal,
  retryAfterMs = 5,
}: {
  store: TAnalyticsStore;
  signal?: AbortSignal;
  retryAfterMs?: number;
}) => {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const sharing = { catchUp: vi.fn(), markCurrent: vi.fn(async () => STATE) };
  const result = syncAnalyticsStore({
    // The feed is read by the store's rebuild, which these fakes never iterate.
    feedDb: {} as TDatabase,
    store,
    sharing,
    logger: logger as unknown as FastifyBaseLogger,
    retryAfterMs,
    ...(signal ? { signal } : {}),
  });
  return { ...result, logger };
};

describe('syncAnalyticsStore', () => {
  it('tries a failed rebuild again, says so in the log, and lets calls read only once it succeeds', async () => {
    const { store, rebuild, writeSyncState } = newStore({ failures: 2 });
    const { readable, synced, logger } = sync({ store, retryAfterMs: 50 });
    let isReadable = false;
    void readable.then(() => {
      isReadable = true;
    });
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1));
    // An empty store answers nothing while it fails: calls wait instead of reading zeros.
    expect(isReadable).toBe(false);
    await synced;
    expect(rebuild).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[1]?.[0]).toMatchObject({ attempt: 2, retryInSeconds: 0.1 });
    expect(writeSyncState).toHaveBeenCalledExactlyOnceWith(STATE);
    expect(isReadable).toBe(true);
  });

  it('stops trying when the server closes', async () => {
    const { store, rebuild, writeSyncState } = newStore({ failures: Number.POSITIVE_INFINITY });
    const closing = new AbortController();
    const { synced, logger } = sync({ store, signal: closing.signal });
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
    closing.abort();
    await expect(synced).rejects.toThrow('interrompida pelo encerramento');
    const tries = rebuild.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rebuild).toHaveBeenCalledTimes(tries);
    expect(writeSyncState).not.toHaveBeenCalled();
  });
});
