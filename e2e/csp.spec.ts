import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_SCREENS } from './support/screens.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

type TViolation = { directive: string; blocked: string; source: string };

/** Records every CSP violation the page reports, from before the app's first script runs. */
const watchViolations = async (page: Page): Promise<() => Promise<TViolation[]>> => {
  // Plain script text: this project compiles without the DOM types, and the code runs in the page.
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
      });`,
  });
  const consoleReports: TViolation[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      consoleReports.push({ directive: 'console', blocked: message.text(), source: '' });
  });
  return async () => [
    ...consoleReports,
    ...((await page.evaluate('window.cspViolations ?? []')) as TViolation[]),
  ];
};

test.describe('Content Security Policy', () => {
  test('the served app sends the CSP, and no screen breaks it', async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    const violations = await watchViolations(page);

    const login = await page.goto('/login');
    const csp = login?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(login?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    expect(await violations()).toEqual([]);

    await signInAndWait(page, ANA);
    for (const screen of SIGNED_IN_SCREENS) {
      // A full load each time, so every screen's first paint runs under the header's policy.
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), screen.path).toEqual([]);
    }
  });
});
