import {
  DEFAULT_PORTAL_NAME,
  DEFAULT_PRIMARY_COLOR,
  PUBLIC_BRANDING_META_NAME,
  portalInitials,
  primaryColorTokens,
  type TPublicBranding,
} from '@pc/contract/branding';
import { CSP_NONCE_PLACEHOLDER } from '@pc/contract/csp-nonce';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The brand's square in the web's markup (components that draw it mark it so, e.g. auth-layout.tsx). */
const BRAND_MARK = /(<span[^>]*\bdata-brand-mark=""[^>]*>)[^<]*(<\/span>)/g;
const THEME_COLOR = /(<meta name="theme-color" content=")[^"]*(")/;
const DEFAULT_NAME = new RegExp(escapeHtml(DEFAULT_PORTAL_NAME), 'g');

const isDefault = (branding: TPublicBranding): boolean =>
  branding.portalName === DEFAULT_PORTAL_NAME &&
  branding.primaryColor === DEFAULT_PRIMARY_COLOR &&
  branding.logoUrl === null &&
  branding.supportEmail === null &&
  branding.supportPhone === null;

/** The colour's custom properties, in a <style> the page's CSP nonce allows (no style attribute is). */
const colorStyle = (color: string): string =>
  `<style nonce="${CSP_NONCE_PLACEHOLDER}">:root{${Object.entries(primaryColorTokens(color))
    .map(([property, value]) => `${property}:${value}`)
    .join(';')}}</style>`;

/**
 * A built page (index.html, the prerendered /login) with the portal's identity: the name in its
 * title, description and brand, the logo (or the name's initials) in the brand's square, the
 * colour's custom properties, and the whole identity in a <meta> the web reads as it starts
 * (apps/web/src/lib/portal-branding.ts), so the hydrated page renders what the HTML shows. The
 * product's defaults leave the page as built.
 */
export const brandPage = (html: string, branding: TPublicBranding): string => {
  if (isDefault(branding)) return html;
  const name = escapeHtml(branding.portalName);
  const mark = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt=""/>`
    : escapeHtml(portalInitials(branding.portalName));
  const head = [
    `<meta name="${PUBLIC_BRANDING_META_NAME}" content="${escapeHtml(JSON.stringify(branding))}">`,
    ...(branding.primaryColor === DEFAULT_PRIMARY_COLOR ? [] : [colorStyle(branding.primaryColor)]),
  ].join('');
  return html
    .replace(DEFAULT_NAME, () => name)
    .replace(BRAND_MARK, (_, open: string, close: string) => `${open}${mark}${close}`)
    .replace(THEME_COLOR, (_, open: string, close: string) => `${open}${branding.primaryColor}${close}`)
    .replace('</head>', () => `${head}</head>`);
};

/**
 * The branded pages of one version of the identity, built on first use and kept until the next
 * save: every page served under it is the same text (bar its nonce).
 */
export const createBrandedPageCache = <TKey extends string>(
  pages: Readonly<Record<TKey, string>>,
): ((branding: TPublicBranding, version: number) => Readonly<Record<TKey, readonly string[]>>) => {
  let cached: { version: number; pages: Record<TKey, readonly string[]> } | null = null;
  return (branding, version) => {
    if (cached?.version !== version) {
      const branded = {} as Record<TKey, readonly string[]>;
      for (const key of Object.keys(pages) as TKey[]) {
        branded[key] = brandPage(pages[key], branding).split(CSP_NONCE_PLACEHOLDER);
      }
      cached = { version, pages: branded };
    }
    return cached.pages;
  };
};
