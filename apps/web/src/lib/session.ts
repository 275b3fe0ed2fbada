import { useSyncExternalStore } from 'react';
import { toLocalCompanies, type TCompany } from '@pc/contract/company';
import { isStaffRole, type TCredential } from '@pc/contract/user';
import { postLogoutCall } from '@pc/contract/auth';
import { callApi } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { routes } from './routes.ts';
import { forgetPeriod } from './period-memory.ts';
import { searchResultsStore } from './search-results-store.ts';
import { storage, storageKeys } from './storage.ts';

export type TSession = {
  isAuthenticated: boolean;
  /** True between the token answer and the end of the sign-in steps (see features/auth). */
  isSigningIn: boolean;
  user: TCredential | null;
  /** Already filtered to customer, non-broker companies when stored (spec §6). */
  companies: readonly TCompany[];
};

const EMPTY_COMPANIES: readonly TCompany[] = [];

// The sign-in flag lives in memory only: a reload mid-sign-in simply starts over.
let isSigningIn = false;
// Set by Sair until the next sign-in: the guard must not remember the page of a user who left on
// purpose, or the next person to sign in on this browser would land on it.
let hasSignedOut = false;
const signInListeners = new Set<() => void>();

let cachedKey = '';
let cachedSession: TSession = {
  isAuthenticated: false,
  isSigningIn: false,
  user: null,
  companies: EMPTY_COMPANIES,
};

// useSyncExternalStore needs a stable snapshot: rebuild only when the stored text changed.
const getSessionSnapshot = (): TSession => {
  const token = storage.get(storageKeys.accessToken);
  const userText = storage.get(storageKeys.user);
  const companiesText = storage.get(storageKeys.companies);
  const key = `${token ?? ''}\u0000${userText ?? ''}\u0000${companiesText ?? ''}\u0000${String(isSigningIn)}`;
  if (key === cachedKey) return cachedSession;
  cachedKey = key;
  cachedSession = {
    isAuthenticated: Boolean(token),
    isSigningIn,
    user: storage.getJson<TCredential>(storageKeys.user),
    companies: storage.getJson<TCompany[]>(storageKeys.companies) ?? EMPTY_COMPANIES,
  };
  return cachedSession;
};

const subscribeSession = (listener: () => void): (() => void) => {
  const unsubscribe = storage.subscribe(listener);
  signInListeners.add(listener);
  return () => {
    unsubscribe();
    signInListeners.delete(listener);
  };
};

/** The stored session, re-rendering on login, logout, 401 and changes from other tabs. */
// The same snapshot on the server: the sign-in screen is prerendered without storage (signed out).
export const useSession = (): TSession =>
  useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);

export const getSession = (): TSession => getSessionSnapshot();

/**
 * The token is stored as soon as /oauth/token answers (the API client does it), before the
 * user, the BI token and the access log. The flag keeps Login from redirecting Home mid-way.
 */
export const setSigningIn = (value: boolean): void => {
  isSigningIn = value;
  if (value) hasSignedOut = false;
  for (const listener of signInListeners) listener();
};

/** Spec part 1 §3: keep the user and only customer, non-broker companies, names upper-cased. */
export const storeCredential = (credential: TCredential): void => {
  storage.setJson(storageKeys.user, credential);
  storage.setJson(storageKeys.companies, toLocalCompanies(credential.person.companies));
};

/**
 * Spec part 1 §6: the presentation-mode toggle is for the provider's own staff only, told by the
 * role the server answers (never by the e-mail, which the user edits). A user stored before the
 * role existed has none, and is no staff until /credential answers again.
 */
export const isStaffUser = (user: Partial<Pick<TCredential, 'role'>> | null): boolean =>
  user?.role !== undefined && isStaffRole(user.role);

/** True after Sair until the next sign-in (see route-guards: previousRoute is not kept then). */
export const hasSignedOutOnPurpose = (): boolean => hasSignedOut;

/**
 * Sair ends this browser's push subscription: the next person on it must not get this user's pushes.
 * Its push service then answers 410 to the portal, which forgets the device.
 */
const endPushSubscription = (): void => {
  storage.set(storageKeys.pushDevice, null);
  if (!('serviceWorker' in navigator)) return;
  void import('./service-worker.ts').then((module) => module.endPushSubscription()).catch(() => undefined);
};

/**
 * Spec §4: logout clears tokens (BI token too), user and companies, then goes to /login. The
 * server is told first, so a copy of the refresh token stops working too; a failed call does not
 * keep the user signed in here. Unlike a 401, Sair also forgets the return route, the search list
 * and the period: nothing of this user's session is left for the next person on the browser.
 */
export const logout = (): void => {
  const refreshToken = storage.getRefreshToken();
  if (refreshToken) {
    void callApi(postLogoutCall, { body: { refresh_token: refreshToken } }).catch(() => undefined);
  }
  hasSignedOut = true;
  endPushSubscription();
  searchResultsStore.clear();
  forgetPeriod();
  storage.setPreviousRoute(null);
  storage.clearSession();
  navigateTo(routes.Login.path, { replace: true });
};
