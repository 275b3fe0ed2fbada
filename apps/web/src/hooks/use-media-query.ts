import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now, following its changes. For layouts whose DOM differs by
 * width (a table on a desktop, cards on a phone), where CSS alone would keep both in the page.
 * False where matchMedia is missing (the prerender, jsdom unless a test provides it).
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
};
