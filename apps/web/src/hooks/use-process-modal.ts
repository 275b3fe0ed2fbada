import { useSyncExternalStore } from 'react';

type TListener = () => void;

// One process modal for the whole signed-in app: any screen opens it by id and the shell renders it.
let openProcessId: number | null = null;
const listeners = new Set<TListener>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: TListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const getOpenProcessId = (): number | null => openProcessId;

const openProcess = (id: number): void => {
  if (!Number.isInteger(id) || id <= 0 || id === openProcessId) return;
  openProcessId = id;
  emit();
};

const closeProcess = (): void => {
  if (openProcessId === null) return;
  openProcessId = null;
  emit();
};

/** Usable outside React (and by tests); components use {@link useProcessModal}. */
export const processModalStore = { subscribe, getOpenProcessId, openProcess, closeProcess };

export type TProcessModal = {
  openProcess: (id: number) => void;
  closeProcess: () => void;
};

/** Opens or closes the process detail modal (spec part 1 §2) from rows, search, cards or calendars. */
export const useProcessModal = (): TProcessModal => ({ openProcess, closeProcess });

/** The id of the open process, or null: read by the modal host in the shell. */
export const useOpenProcessId = (): number | null =>
  useSyncExternalStore(subscribe, getOpenProcessId, getOpenProcessId);
