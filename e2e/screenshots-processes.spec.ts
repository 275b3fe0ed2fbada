import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of the process list and the report (run only with SCREENSHOTS=1).
//   SCREENSHOTS=1 npx playwright test screenshots-processes
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = async (page: Page, name: string, fullPage = true) => {
  // The success toast would cover the drawer's title: close every toast first.
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all())
    await close.click();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
};

test.describe('screenshots of processes and report', () => {
  for (const viewport of viewports) {
    test(`processes and report ${viewport.name}`, async ({ page, context, baseURL }) => {
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, ANA);

      const arrival = page.waitForResponse((response) => response.url().includes('/report/general'));
      await page.goto('/processos');
      await arrival;
      await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Todos' });
      await page.getByRole('button', { name: 'GERAR', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Processos de importação' })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      await shot(page, `processes-${viewport.name}`);

      await page.goto('/relatorio');
      await page.getByRole('searchbox', { name: 'Palavra-chave' }).fill('Ltd');
      await page.getByRole('button', { name: 'GERAR', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Relatório geral de importação' })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      await shot(page, `report-${viewport.name}`, false);
      await page.getByRole('button', { name: 'Colunas' }).click();
      await expect(page.getByRole('dialog', { name: 'Gerenciar colunas' })).toBeVisible();
      await shot(page, `report-columns-${viewport.name}`, false);
    });
  }
});
