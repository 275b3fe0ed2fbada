import { useSyncExternalStore } from 'react';
import type { TProcessResponse } from '@pc/contract/process';

type TListener = () => void;

/** A header-search result handed to the process list; `id` tells a new search from an old one. */
export type TSearchResults = { id: number; query: string; processes: TProcessResponse[] };

// Kept in memory only: it lives for the browser session of this tab and never reaches storage
// (a list can hold hundreds of processes, and it must not outlive the session).
let current: TSearchResults | null = null;
let nextId = 1;
const listeners = new Set<TListener>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: TListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const get = (): TSearchResults | null => current;

export const searchResultsStore = {
  subscribe,
  get,
  set(query: string, processes: TProcessResponse[]): void {
    current = { id: nextId, query, processes };
    nextId += 1;
    emit();
  },
  clear(): void {
    if (current === null) return;
    current = null;
    emit();
  },
};

/** The latest header-search list waiting for the process list screen, or null. */
export const useSearchResults = (): TSearchResults | null => useSyncExternalStore(subscribe, get, get);
