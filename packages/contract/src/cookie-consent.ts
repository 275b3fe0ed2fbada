/**
 * The consent cookie (spec part 1 §2 Shell, §9). The browser sets it; the server reads it to send
 * the prerendered sign-in screen with or without the banner.
 */
export const COOKIE_CONSENT_NAME = 'pdc_cookie_consent';

/** Spec part 1 §9: the consent cookie lives 31,536,000,000 ms (one year). */
export const COOKIE_CONSENT_LIFETIME_MS = 31_536_000_000;

/** Whether a Cookie header (or document.cookie) carries the consent cookie. */
export const hasCookieConsent = (cookies: string | undefined): boolean =>
  (cookies ?? '').split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
