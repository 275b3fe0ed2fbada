import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { brDay, e2eToday } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, BRUNO, CARLA, signInAndWait } from './support/session.ts';

// Documentation screenshots of the Home (run only with SCREENSHOTS=1):
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/screenshots-home.spec.ts
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// A click on a toast counts as a click outside an open dialog (which closes it): clear them first.
const closeToasts = async (page: Page) => {
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all())
    await close.click();
};

const shot = async (page: Page, name: string, fullPage = true) => {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-${name}.png`), fullPage });
};

const waitForIndicators = async (page: Page) => {
  await expect(page.getByTestId('step-card-total').getByText(/^\d[\d.]*$/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  // Each donut is drawn: its ring's slices are in the page (they are pictures of the legend tables).
  for (const testId of ['home-storage', 'home-di-channel'])
    await expect(page.getByTestId(testId).locator('svg path').first()).toBeAttached();
};

test.describe('screenshots of the Home', () => {
  for (const viewport of viewports) {
    test(`Home ${viewport.name}`, async ({ page, context, baseURL }) => {
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, ANA);

      await page.goto('/');
      await waitForIndicators(page);
      await closeToasts(page);
      await shot(page, `geral-${viewport.name}`);

      // Precisa de atenção: a rule's list.
      await page
        .getByTestId('attention-card')
        .getByRole('button', { name: /Canal vermelho ou amarelo/ })
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Canal vermelho ou amarelo sem desembaraço' }),
      ).toBeVisible();
      await shot(page, `attention-list-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      // Radix closes a tooltip when the page scrolls: scroll first, let it settle, then tap.
      const info = page.getByRole('button', { name: 'O que é Registro de DI?' });
      await info.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await info.click();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await shot(page, `tooltip-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      const today = e2eToday();
      const year = today.year;
      await page.getByLabel('Data inicial').fill(`01/01/${year}`);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page.getByText('Indicadores gerados com sucesso!')).toBeVisible();
      await waitForIndicators(page);
      await closeToasts(page);
      await page.getByTestId('delayed-etd-card').getByRole('button', { name: 'Ver processos' }).click();
      const etd = page.getByRole('dialog', { name: 'ETD Atrasados' });
      await expect(etd.locator('tbody tr').first()).toBeVisible();
      await expect(etd.getByTestId('loading-overlay')).toHaveCount(0);
      await shot(page, `etd-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Solicitar indicador' }).click();
      const personalize = page.getByRole('dialog', { name: 'Personalize seu indicador' });
      await personalize
        .getByLabel('Descreva o indicador')
        .fill('Tempo médio entre a chegada e a presença de carga, por recinto.');
      await shot(page, `personalize-${viewport.name}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'TRANSIT TIME' }).click();
      const form = page.getByRole('form', { name: 'Filtro de transit time' });
      await form.getByLabel('Data Inicial').fill(`01/01/${year - 1}`);
      await form.getByLabel('Data Final').fill(brDay(today));
      await form.getByRole('button', { name: 'Filtrar' }).click();
      await expect(
        page.getByRole('table', { name: 'Transit time por origem' }).locator('tbody tr').first(),
      ).not.toContainText('Nenhum processo filtrado.');
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      await closeToasts(page);
      await shot(page, `transit-${viewport.name}`);
    });
  }

  for (const user of [
    { email: BRUNO, name: 'bruno' },
    { email: CARLA, name: 'carla' },
  ])
    test(`Home of ${user.name}`, async ({ page, context, baseURL }) => {
      await acceptCookieConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAndWait(page, user.email);
      await page.goto('/');
      await waitForIndicators(page);
      await closeToasts(page);
      await shot(page, `geral-${user.name}-desktop`);
    });
});
