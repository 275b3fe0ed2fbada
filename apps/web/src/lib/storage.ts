/** Product-specific local-storage keys (spec part 1 §9: tokens, user, companies, previousRoute). */
export const storageKeys = {
  accessToken: 'pdc.accessToken',
  refreshToken: 'pdc.refreshToken',
  biToken: 'pdc.biToken',
  user: 'pdc.user',
  companies: 'pdc.companies',
  previousRoute: 'pdc.previousRoute',
  /** A display preference, not session data: logout keeps it (see hooks/use-presentation-mode.ts). */
  presentationMode: 'pdc.presentationMode',
  /** The report's column choice (features/report/column-state.ts); versioned, so a new shape gets a new key. */
  reportColumns: 'pdc.reportColumns.v1',
  /** Which of the user's push devices this browser is (features/notifications/push-subscription.ts). */
  pushDevice: 'pdc.pushDevice',
} as const;

export type TStorageKey = (typeof storageKeys)[keyof typeof storageKeys];

type TListener = () => void;
const listeners = new Set<TListener>();

const notify = (): void => {
  for (const listener of listeners) listener();
};

// Storage can throw (privacy modes, full quota); the portal must keep working without it.
const safeGet = (key: TStorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const safeSet = (key: TStorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Ignored on purpose: see safeGet.
  }
};

export const storage = {
  get: safeGet,
  set(key: TStorageKey, value: string | null): void {
    safeSet(key, value);
    notify();
  },
  getJson<T>(key: TStorageKey): T | null {
    const raw = safeGet(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: TStorageKey, value: unknown): void {
    storage.set(key, value === null || value === undefined ? null : JSON.stringify(value));
  },

  /** The access token exactly as sent in Authorization, i.e. with its 'Bearer ' prefix (spec §7). */
  getAccessToken: (): string | null => safeGet(storageKeys.accessToken),
  /** Stores a raw token from an OAuth answer, adding the 'Bearer ' prefix once. */
  setAccessToken(rawToken: string): void {
    storage.set(storageKeys.accessToken, rawToken.startsWith('Bearer ') ? rawToken : `Bearer ${rawToken}`);
  },
  getRefreshToken: (): string | null => safeGet(storageKeys.refreshToken),
  setRefreshToken: (token: string): void => storage.set(storageKeys.refreshToken, token),
  getBiToken: (): string | null => safeGet(storageKeys.biToken),
  setBiToken: (token: string | null): void => storage.set(storageKeys.biToken, token),
  getPreviousRoute: (): string | null => safeGet(storageKeys.previousRoute),
  setPreviousRoute: (path: string | null): void => storage.set(storageKeys.previousRoute, path),
  hasSession: (): boolean => Boolean(safeGet(storageKeys.accessToken)),

  /** Logout and 401 (spec §4, §8): tokens, user and companies go; previousRoute stays for the return trip. */
  clearSession(): void {
    for (const key of [
      storageKeys.accessToken,
      storageKeys.refreshToken,
      storageKeys.biToken,
      storageKeys.user,
      storageKeys.companies,
    ]) {
      safeSet(key, null);
    }
    notify();
  },

  /** For useSyncExternalStore: fires on changes from this tab and from other tabs. */
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    const onStorageEvent = (event: StorageEvent): void => {
      if (event.key === null || event.key.startsWith('pdc.')) listener();
    };
    window.addEventListener('storage', onStorageEvent);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorageEvent);
    };
  },
};
