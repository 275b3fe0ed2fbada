/** Spec part 1 §9: the consent cookie lives 31,536,000,000 ms (one year). */
export const COOKIE_CONSENT_LIFETIME_MS = 31_536_000_000;
export const COOKIE_CONSENT_NAME = 'pdc_cookie_consent';

export const hasCookieConsent = (): boolean =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));

export const acceptCookies = (): void => {
  const maxAgeSeconds = COOKIE_CONSENT_LIFETIME_MS / 1000;
  document.cookie = `${COOKIE_CONSENT_NAME}=true; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
};
