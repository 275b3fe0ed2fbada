import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { NEWS_PREVIEW, DIGEST_PREVIEW } from '../apps/api/src/features/follow-up/email-preview-fixtures.ts';
import {
  renderNewsEmail,
  renderDigestEmail,
} from '../apps/api/src/features/follow-up/render-follow-up-emails.ts';

// The follow-up e-mails as a mail client shows them (rendered by the server's own templates), at a
// phone's and a desktop's width. Documentation only: run with SCREENSHOTS=1. No server is needed
// (page.setContent); any E2E_BASE_URL keeps the config from starting one:
//   cd e2e && E2E_BASE_URL=http://127.0.0.1:9 SCREENSHOTS=1 npx playwright test screenshots-emails.spec.ts
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('screenshots: follow-up e-mails', () => {
  for (const viewport of viewports) {
    test(`notification and digest e-mails ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const [name, email] of [
        ['email-news', await renderNewsEmail(NEWS_PREVIEW)],
        ['email-digest', await renderDigestEmail(DIGEST_PREVIEW)],
      ] as const) {
        await page.setContent(email.html);
        await expect(page.getByText('Portal dos Clientes').first()).toBeVisible();
        // Nothing wider than the screen: a phone must not scroll sideways.
        const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`),
          fullPage: true,
        });
      }
    });
  }
});
