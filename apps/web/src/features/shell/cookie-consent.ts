import {
  COOKIE_CONSENT_LIFETIME_MS,
  COOKIE_CONSENT_NAME,
  hasCookieConsent as hasConsentIn,
} from '@pc/contract/cookie-consent';

/** The request's cookies while the build prerenders a page: Node has no document to read them from. */
let prerenderCookies: string | null = null;

/** Renders as a request with these cookies would (the prerendered sign-in screen's two variants). */
export const renderWithCookies = <T>(cookies: string, render: () => T): T => {
  prerenderCookies = cookies;
  try {
    return render();
  } finally {
    prerenderCookies = null;
  }
};

export const hasCookieConsent = (): boolean => hasConsentIn(prerenderCookies ?? document.cookie);

export const acceptCookies = (): void => {
  const maxAgeSeconds = COOKIE_CONSENT_LIFETIME_MS / 1000;
  document.cookie = `${COOKIE_CONSENT_NAME}=true; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
};
