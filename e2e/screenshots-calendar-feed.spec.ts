import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ensureCalendarFeedOfAllCompanies } from './support/calendar-feed.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of My Data's calendar feed card (run only with SCREENSHOTS=1).
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/screenshots-calendar-feed.spec.ts
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `my-data-calendar-feed-${name}.png`), fullPage });

test.describe('screenshots of the calendar feed', () => {
  for (const viewport of viewports) {
    test(`calendar feed ${viewport.name}`, async ({ page, context, baseURL }) => {
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, ANA);
      await ensureCalendarFeedOfAllCompanies(page);

      await page.goto('/meus-dados');
      const card = page.getByRole('region', { name: 'Calendário no Outlook ou Google' });
      await expect(card.getByRole('textbox', { name: 'Endereço do calendário' })).toHaveValue(/\.ics$/);
      await shot(page, viewport.name);

      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: 'Gerar novo endereço' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Gerar novo endereço?' })).toBeVisible();
      await shot(page, `regenerate-${viewport.name}`, false);
      await page.keyboard.press('Escape');
    });
  }
});
