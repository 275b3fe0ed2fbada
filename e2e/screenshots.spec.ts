import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Documentation screenshots, not assertions: run on demand so ordinary runs leave docs/ untouched.
//   SCREENSHOTS=1 npx playwright test screenshots
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

  for (const viewport of viewports) {
    test(`login ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `login-${viewport.name}.png`),
        fullPage: true,
      });
    });

    test(`shell ${viewport.name}`, async ({ page }) => {
      // A fake stored session is enough for the shell: the placeholders call no API. The init
      // script is a string because e2e/ compiles without the DOM lib.
      await page.addInitScript(`
        window.localStorage.setItem('pdc.accessToken', 'Bearer screenshot');
        window.localStorage.setItem('pdc.user', JSON.stringify({ name: 'Ana Importadora', email: 'ana@cliente.com.br', photo: null }));
        window.localStorage.setItem('pdc.companies', JSON.stringify([{ id: 7, name: 'CLIENTE DEMO' }]));
      `);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // No drawer slide-in, so the screenshot never catches it half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/processos');
      await expect(page.getByRole('heading', { name: 'Processos' })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `shell-${viewport.name}.png`) });
      if (viewport.name !== 'phone') return;
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'shell-phone-menu.png') });
    });
  }
});
