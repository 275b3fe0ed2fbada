import { useSyncExternalStore } from 'react';

const subscribeNever = (): (() => void) => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true once the page's code runs.
 * The sign-in screen is prerendered (scripts/prerender-web.ts): its form must not submit natively
 * before its handlers exist, or the browser would put the password in the URL.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
