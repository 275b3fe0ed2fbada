import {
  DEFAULT_PUBLIC_BRANDING,
  isPublicBranding,
  PUBLIC_BRANDING_META_NAME,
  primaryColorTokens,
  type TPublicBranding,
} from '@pc/contract/branding-identity';
import { createExternalStore, useStoreValue } from './external-store.ts';

/**
 * The portal's identity (issue #37) as the server wrote it into the page (a <meta>, see
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

const brandingStore = createExternalStore<TPublicBranding>(readPageBranding());

export const usePortalBranding = (): TPublicBranding => useStoreValue(brandingStore);

/**
 * After an admin saves: the shell shows the new identity at once, without a reload. The colour's
 * custom properties go on <html> through the CSSOM, which the CSP's style-src does not govern.
 */
export const applyPortalBranding = (branding: TPublicBranding): void => {
  brandingStore.set(branding);
  for (const [property, value] of Object.entries(primaryColorTokens(branding.primaryColor))) {
    document.documentElement.style.setProperty(property, value);
  }
};
