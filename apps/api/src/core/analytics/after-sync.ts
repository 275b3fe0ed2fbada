import type { TAnalyticsFact, TAnalyticsFilter, TAnalyticsStore } from './analytics-types.ts';

/**
 * The store, each of whose calls first waits for `synced` (the rebuild at start): the server
 * answers at once while a large store loads, and a BI call made meanwhile waits for complete figures
 * instead of reading half of them.
 */
export const afterSync = (store: TAnalyticsStore, synced: Promise<unknown>): TAnalyticsStore => {
  const wait =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await synced;
      return call(...args);
    };
  async function* exportFacts(filter: TAnalyticsFilter): AsyncIterable<TAnalyticsFact[]> {
    await synced;
    yield* store.exportFacts(filter);
  }
  return {
    kind: store.kind,
    summary: wait(store.summary),
    ncmGoods: wait(store.ncmGoods),
    origins: wait(store.origins),
    exporters: wait(store.exporters),
    manufacturers: wait(store.manufacturers),
    processesByPeriod: wait(store.processesByPeriod),
    leadTimes: wait(store.leadTimes),
    processKeys: wait(store.processKeys),
    map: wait(store.map),
    filterOptions: wait(store.filterOptions),
    products: wait(store.products),
    productOptions: wait(store.productOptions),
    productMonths: wait(store.productMonths),
    productSuppliers: wait(store.productSuppliers),
    factsPage: wait(store.factsPage),
    exportFacts,
    replaceFacts: wait(store.replaceFacts),
    rebuild: wait(store.rebuild),
    countFacts: wait(store.countFacts),
    // The sync itself reads and writes these: they never wait for it.
    readSyncState: store.readSyncState,
    writeSyncState: store.writeSyncState,
    close: wait(store.close),
  };
};
