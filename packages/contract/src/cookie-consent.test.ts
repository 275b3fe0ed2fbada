import { describe, expect, it } from 'vitest';
import { hasCookieConsent } from './cookie-consent.ts';

describe('hasCookieConsent', () => {
  it('finds the consent cookie among others, in any position', () => {
    expect(hasCookieConsent('pdc_cookie_consent=true')).toBe(true);
    expect(hasCookieConsent('a=1; pdc_cookie_consent=true; b=2')).toBe(true);
  });

  it('is false without it, for a look-alike name, and without a header', () => {
    expect(hasCookieConsent('a=1; b=2')).toBe(false);
    expect(hasCookieConsent('x_pdc_cookie_consent=true')).toBe(false);
    expect(hasCookieConsent('')).toBe(false);
    expect(hasCookieConsent(undefined)).toBe(false);
  });
});
