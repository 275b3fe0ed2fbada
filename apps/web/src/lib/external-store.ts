import { useSyncExternalStore } from 'react';

type TListener = () => void;

/** One module-level value that screens read through {@link useStoreValue}. */
export type TExternalStore<T> = {
  get: () => T;
  /** Notifies the subscribers only when the value changed (Object.is). */
  set: (value: T) => void;
  subscribe: (listener: TListener) => () => void;
};

export const createExternalStore = <T>(initial: T): TExternalStore<T> => {
  let value = initial;
  const listeners = new Set<TListener>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const useStoreValue = <T>(store: TExternalStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
