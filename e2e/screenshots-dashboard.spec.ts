import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of the import dashboard (SCREENSHOTS=1 npx playwright test screenshots-dashboard).
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });

for (const viewport of viewports) {
  test(`import dashboard ${viewport.name}`, async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAndWait(page, ANA);
    await page.goto('/painel-importacao');
    await expect(page.getByTestId('tax-II').getByText(/^R\$/)).toBeVisible();
    await expect(page.getByTestId('dash-freight').locator('svg').first()).toBeVisible();
    await shot(page, `import-dashboard-${viewport.name}`);

    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' }).getByLabel('Incoterm')).toBeVisible();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `import-dashboard-filters-${viewport.name}.png`),
    });
    await page.keyboard.press('Escape');

    // Company 8 has no process yet: every empty text of the screen.
    await page.getByRole('button', { name: /^Empresas:/ }).click();
    await page.getByRole('checkbox', { name: /OURO PRETO/ }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByTestId('dash-modes').getByText('Sem Registros')).toBeVisible();
    await shot(page, `import-dashboard-empty-${viewport.name}`);
  });
}
