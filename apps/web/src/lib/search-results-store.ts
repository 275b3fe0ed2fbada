import type { TProcessResponse } from '@pc/contract/process';
import { createExternalStore, useStoreValue } from './external-store.ts';

/** A header-search result handed to the process list; `id` tells a new search from an old one. */
export type TSearchResults = { id: number; query: string; processes: TProcessResponse[] };

// Kept in memory only: it lives for the browser session of this tab and never reaches storage
// (a list can hold hundreds of processes, and it must not outlive the session).
const store = createExternalStore<TSearchResults | null>(null);
let nextId = 1;

export const searchResultsStore = {
  subscribe: store.subscribe,
  get: store.get,
  set(query: string, processes: TProcessResponse[]): void {
    store.set({ id: nextId, query, processes });
    nextId += 1;
  },
  clear(): void {
    store.set(null);
  },
};

/** The latest header-search list waiting for the process list screen, or null. */
export const useSearchResults = (): TSearchResults | null => useStoreValue(store);
