import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of how the Home and the calendars answer bad input (SCREENSHOTS=1):
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/screenshots-validation.spec.ts
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('screenshots of bad input', () => {
  for (const viewport of viewports) {
    test(`validation ${viewport.name}`, async ({ page, context, baseURL }) => {
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, ANA);
      const shot = (name: string) =>
        page.screenshot({ path: path.join(SCREENSHOT_DIR, `validation-${name}-${viewport.name}.png`) });

      // Home GERAL: a half-typed date and a reversed period; what was typed stays in the fields.
      await page.goto('/');
      await page.getByLabel('Data inicial').fill('31/02/2026');
      await page.getByLabel('Data final').fill('01/01/2026');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shot('home-geral');

      // TRANSIT TIME: end before start.
      await page.getByRole('tab', { name: 'TRANSIT TIME' }).click();
      const form = page.getByRole('form', { name: 'Filtro de transit time' });
      await form.getByLabel('Data Inicial').fill('22/11/2026');
      await form.getByLabel('Data Final').fill('01/01/2026');
      await form.getByRole('button', { name: 'Filtrar' }).click();
      await expect(form.getByRole('alert')).toHaveText('A data final não pode ser menor que a data inicial');
      await shot('home-transit');

      // Financial calendar export with the start date cleared.
      await page.goto('/financeiro/previsao-numerario-novo');
      await page.getByRole('button', { name: 'GERAR EXCEL' }).click();
      const excel = page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' });
      await excel.getByLabel('Início').fill('');
      await excel.getByRole('button', { name: 'EXPORTAR' }).click();
      await expect(page.getByText('A data de início e de fim devem estar preenchidas!')).toBeVisible();
      await shot('calendar-export');
    });
  }
});
