/**
 * The demo user's session for the web benches (phone speed): signed in through the sign-in screen,
 * as a customer does, so every key the web app keeps in localStorage (access and refresh tokens,
 * BI token, user, companies) is in place for the screens measured after it.
 */
import { COOKIE_CONSENT_NAME } from '@pc/contract/cookie-consent';
import type { BrowserContext, Page } from 'playwright-core';

const DEMO_EMAIL = 'ana.souza@aurora.example';
const DEMO_PASSWORD = 'Portal@2026';

/** A returning customer accepted the cookie notice long ago: it covers nothing being measured. */
export const acceptCookieConsent = async ({
  context,
  base,
}: {
  context: BrowserContext;
  base: string;
}): Promise<void> => {
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: base }]);
};

/**
 * Signs the demo user in on `page` and waits for the end of the sign-in steps: the sign-in screen
 * leaves /login only once the user, the companies and the BI token are stored after the tokens. The
 * stored keys are checked rather than the user menu, which a narrow window may fold away.
 */
export const signInDemoUser = async ({ page, base }: { page: Page; base: string }): Promise<void> => {
  // A session already in this profile would send /login straight to Home: start signed out.
  await page.goto(`${base}/login`);
  await page.evaluate('window.localStorage.clear()');
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  // A function, not a string: the app's CSP refuses the eval a string predicate needs.
  await page.waitForFunction(
    () => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { getItem: (key: string) => string | null };
      };
      return Boolean(localStorage.getItem('pdc.accessToken') && localStorage.getItem('pdc.user'));
    },
    undefined,
    { timeout: 60_000 },
  );
};
