import {
  DEFAULT_PUBLIC_BRANDING,
  isPublicBranding,
  PUBLIC_BRANDING_META_NAME,
  type TPublicBranding,
} from '@pc/contract/branding-identity';
import { useSyncExternalStore } from 'react';

/**
 * The portal's identity (back-office Identidade visual) as the server wrote it into the page (a <meta>, see
 * apps/api/src/features/branding/brand-page.ts), read once as the app starts: no call on /login,
 * and the hydrated sign-in page renders the name and logo its HTML already shows. Without the
 * <meta> (the product's defaults, the prerender, tests), the defaults.
 */
export const readPageBranding = (
  page: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): TPublicBranding => {
  // The prerender stubs document with its cookie only.
  if (typeof page?.querySelector !== 'function') return DEFAULT_PUBLIC_BRANDING;
  const content = page.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_BRANDING_META_NAME}"]`)?.content;
  if (!content) return DEFAULT_PUBLIC_BRANDING;
  try {
    const branding: unknown = JSON.parse(content);
    return isPublicBranding(branding) ? branding : DEFAULT_PUBLIC_BRANDING;
  } catch {
    return DEFAULT_PUBLIC_BRANDING;
  }
};

// A store of its own rather than lib/external-store.ts: that module lives in a chunk /login does
// not otherwise load, and the sign-in page's budget (bundle-budget.json) has no room for the request.
let current = readPageBranding();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

export const usePortalBranding = (): TPublicBranding => useSyncExternalStore(subscribe, snapshot, snapshot);

/** After an admin saves: the shell shows the new identity at once, without a reload. */
export const setPortalBranding = (branding: TPublicBranding): void => {
  current = branding;
  for (const listener of listeners) listener();
};
