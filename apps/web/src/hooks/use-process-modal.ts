import { createExternalStore, useStoreValue } from '../lib/external-store.ts';

// One process modal for the whole signed-in app: any screen opens it by id; the host that the app
// mounts over the shell renders it.
const openProcessIdStore = createExternalStore<number | null>(null);

const openProcess = (id: number): void => {
  if (!Number.isInteger(id) || id <= 0) return;
  openProcessIdStore.set(id);
};

const closeProcess = (): void => openProcessIdStore.set(null);

/** Usable outside React (and by tests); components use {@link useProcessModal}. */
export const processModalStore = {
  subscribe: openProcessIdStore.subscribe,
  getOpenProcessId: openProcessIdStore.get,
  openProcess,
  closeProcess,
};

export type TProcessModal = {
  openProcess: (id: number) => void;
  closeProcess: () => void;
};

/** Opens or closes the process detail modal (spec part 1 §2) from rows, search, cards or calendars. */
export const useProcessModal = (): TProcessModal => ({ openProcess, closeProcess });

/** The id of the open process, or null: read by the modal host. */
export const useOpenProcessId = (): number | null => useStoreValue(openProcessIdStore);
