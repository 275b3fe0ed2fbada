import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of the calendars (run only with SCREENSHOTS=1).
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/screenshots-calendars.spec.ts
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = async (page: Page, name: string, fullPage = true) => {
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all())
    await close.click();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `calendar-${name}.png`), fullPage });
};

const settle = async (page: Page) => {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
};

test.describe('screenshots of the calendars', () => {
  for (const viewport of viewports) {
    test(`calendars ${viewport.name}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, ANA);

      await page.goto('/financeiro/previsao-numerario-novo');
      await expect(page.getByTestId('calendar-summary')).toContainText(/exibidos [1-9]/);
      await settle(page);
      await shot(page, `financial-${viewport.name}`);

      const more = page.getByRole('button', { name: /^VER MAIS ITENS/ }).first();
      await more.click();
      const dialog = page.getByRole('dialog', { name: /^Dia: / });
      await expect(dialog).toBeVisible();
      // Phones have no hover: the tooltip would only cover the title.
      if (viewport.name === 'desktop') {
        await dialog.getByTestId('cash-card').first().getByRole('button').first().hover();
        await expect(page.getByRole('tooltip')).toBeVisible();
      }
      await shot(page, `financial-day-modal-${viewport.name}`, false);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Phones fold the toolbar behind 'Filtros e opções'.
      if (viewport.name !== 'desktop') await page.getByRole('button', { name: 'Filtros e opções' }).click();
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await page.getByRole('menuitemradio', { name: 'Semanal' }).click();
      await page.keyboard.press('Escape');
      await settle(page);
      await shot(page, `financial-week-${viewport.name}`);
      await page.getByRole('button', { name: 'Escolher semana' }).click();
      await expect(page.getByRole('group', { name: 'Escolha um dia da semana desejada' })).toBeVisible();
      await shot(page, `financial-week-picker-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'GERAR EXCEL' }).click();
      await expect(page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' })).toBeVisible();
      await shot(page, `financial-export-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      await page.goto('/operacional/calendario');
      await expect(page.getByTestId('operational-card').first()).toBeVisible();
      await settle(page);
      await shot(page, `operational-${viewport.name}`);

      await page.goto('/financeiro/previsao-numerario');
      await expect(page.getByTestId('calendar-summary')).toContainText(/exibidos [1-9]/);
      await settle(page);
      await shot(page, `legacy-${viewport.name}`, viewport.name === 'desktop');
    });
  }
});
