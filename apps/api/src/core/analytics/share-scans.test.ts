import { describe, expect, it, vi } from 'vitest';
import type { TAnalyticsStore, TAnalyticsSummary } from './analytics-types.ts';
import { shareScans } from './share-scans.ts';

const period = { companyIds: [7], fromDay: '2026-01-01', toDay: '2026-12-31' };

const fakeStore = () => {
  const summary = vi.fn(async () => ({ processes: 1 }) as TAnalyticsSummary);
  const rebuild = vi.fn(async () => 0);
  return { store: { summary, rebuild, replaceFacts: rebuild } as unknown as TAnalyticsStore, summary };
};

describe('shareScans', () => {
  it('answers parallel calls with one filter from one scan', async () => {
    const { store, summary } = fakeStore();
    const shared = shareScans(store);
    await Promise.all([shared.summary(period), shared.summary({ ...period }), shared.summary(period)]);
    expect(summary).toHaveBeenCalledTimes(1);
    await shared.summary({ ...period, mode: 'AEREA' });
    expect(summary).toHaveBeenCalledTimes(2);
  });

  it('scans again after the time to live and after the facts change', async () => {
    const { store, summary } = fakeStore();
    let clock = 0;
    const shared = shareScans(store, { ttlMs: 1_000, now: () => clock });
    await shared.summary(period);
    clock = 999;
    await shared.summary(period);
    expect(summary).toHaveBeenCalledTimes(1);
    clock = 1_000;
    await shared.summary(period);
    expect(summary).toHaveBeenCalledTimes(2);
    await shared.rebuild((async function* () {})());
    await shared.summary(period);
    expect(summary).toHaveBeenCalledTimes(3);
  });
});
