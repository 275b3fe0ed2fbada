import { createExternalStore, useStoreValue } from '../lib/external-store.ts';
import type { TOpenProcess, TProcessModalTab } from '../lib/process-modal-url.ts';

export type { TOpenProcess, TProcessModalTab } from '../lib/process-modal-url.ts';

export type TOpenProcessOptions = { tab?: TProcessModalTab };

/** How the modal host writes the address; registered while the host is mounted. */
export type TProcessModalNavigator = {
  open: (next: TOpenProcess) => void;
  close: () => void;
  setTab: (tab: TProcessModalTab) => void;
};

// One process modal for the whole signed-in app: any screen opens it by id; the host that the app
// mounts over the shell renders it. The address is the truth (`/processos/:id`, `?processo=`): this
// store follows it, and is set at once when a screen opens or closes the modal, so the modal does
// not wait for the navigation (docs/decisions/0100-state-in-the-address.md).
const openProcessStore = createExternalStore<TOpenProcess | null>(null);
let navigator: TProcessModalNavigator | null = null;

const openProcess = (id: number, options?: TOpenProcessOptions): void => {
  if (!Number.isInteger(id) || id <= 0) return;
  const next = { id, tab: options?.tab ?? null };
  openProcessStore.set(next);
  navigator?.open(next);
};

const closeProcess = (): void => {
  const wasOpen = openProcessStore.get() !== null;
  openProcessStore.set(null);
  if (wasOpen) navigator?.close();
};

const setProcessTab = (tab: TProcessModalTab): void => {
  const current = openProcessStore.get();
  if (current === null) return;
  openProcessStore.set({ id: current.id, tab: tab === 'geral' ? null : tab });
  navigator?.setTab(tab);
};

/** Usable outside React (and by tests); components use {@link useProcessModal}. */
export const processModalStore = {
  subscribe: openProcessStore.subscribe,
  getOpenProcessId: (): number | null => openProcessStore.get()?.id ?? null,
  getOpenProcess: openProcessStore.get,
  openProcess,
  closeProcess,
  setProcessTab,
  /** The host: the address changed (Back, a link), the store follows without navigating. */
  followAddress(open: TOpenProcess | null): void {
    const current = openProcessStore.get();
    if (current?.id === open?.id && current?.tab === open?.tab) return;
    openProcessStore.set(open);
  },
  /** The host registers itself; the returned function unregisters it. */
  registerNavigator(next: TProcessModalNavigator): () => void {
    navigator = next;
    return () => {
      if (navigator === next) navigator = null;
    };
  },
};

export type TProcessModal = {
  openProcess: (id: number, options?: TOpenProcessOptions) => void;
  closeProcess: () => void;
};

/** Opens or closes the process detail modal (spec part 1 §2) from rows, search, cards or calendars. */
export const useProcessModal = (): TProcessModal => ({ openProcess, closeProcess });

/** The open process and its tab, or null: read by the modal host. */
export const useOpenProcess = (): TOpenProcess | null => useStoreValue(openProcessStore);
