import type { TProcessSource } from './process-source.ts';
import { createExternalStore, useStoreValue } from './external-store.ts';

/**
 * A header search's list or a dashboard drill-down handed to the process list; `id` tells a new one
 * from an old one.
 */
export type TSearchResults = { id: number; query: string; source: TProcessSource };

// Kept in memory only: it lives for the browser session of this tab and never reaches storage
// (a list can hold up to 500 processes, and it must not outlive the session).
const store = createExternalStore<TSearchResults | null>(null);
let nextId = 1;

export const searchResultsStore = {
  subscribe: store.subscribe,
  get: store.get,
  set(query: string, source: TProcessSource): void {
    store.set({ id: nextId, query, source });
    nextId += 1;
  },
  clear(): void {
    store.set(null);
  },
};

/** The latest header-search list waiting for the process list screen, or null. */
export const useSearchResults = (): TSearchResults | null => useStoreValue(store);
