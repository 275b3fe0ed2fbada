import {
  COOKIE_CONSENT_LIFETIME_MS,
  COOKIE_CONSENT_NAME,
  hasCookieConsent as hasConsentIn,
} from '@pc/contract/cookie-consent';

export const hasCookieConsent = (): boolean => hasConsentIn(document.cookie);

export const acceptCookies = (): void => {
  const maxAgeSeconds = COOKIE_CONSENT_LIFETIME_MS / 1000;
  document.cookie = `${COOKIE_CONSENT_NAME}=true; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
};
