import type { MESSAGES_TAB_SLUG } from '@pc/contract/thread-link';
import { createExternalStore, useStoreValue } from '../lib/external-store.ts';

/** The tabs another screen may open the modal on (Home's "Mensagens não lidas", the e-mails' link). */
export type TProcessModalTab = typeof MESSAGES_TAB_SLUG;

export type TOpenProcess = { id: number; tab: TProcessModalTab | null };

export type TOpenProcessOptions = { tab?: TProcessModalTab };

// One process modal for the whole signed-in app: any screen opens it by id; the host that the app
// mounts over the shell renders it.
const openProcessStore = createExternalStore<TOpenProcess | null>(null);

const openProcess = (id: number, options?: TOpenProcessOptions): void => {
  if (!Number.isInteger(id) || id <= 0) return;
  openProcessStore.set({ id, tab: options?.tab ?? null });
};

const closeProcess = (): void => openProcessStore.set(null);

/** Usable outside React (and by tests); components use {@link useProcessModal}. */
export const processModalStore = {
  subscribe: openProcessStore.subscribe,
  getOpenProcessId: (): number | null => openProcessStore.get()?.id ?? null,
  getOpenProcess: openProcessStore.get,
  openProcess,
  closeProcess,
};

export type TProcessModal = {
  openProcess: (id: number, options?: TOpenProcessOptions) => void;
  closeProcess: () => void;
};

/** Opens or closes the process detail modal (spec part 1 §2) from rows, search, cards or calendars. */
export const useProcessModal = (): TProcessModal => ({ openProcess, closeProcess });

/** The open process and the tab it was asked to open on, or null: read by the modal host. */
export const useOpenProcess = (): TOpenProcess | null => useStoreValue(openProcessStore);
