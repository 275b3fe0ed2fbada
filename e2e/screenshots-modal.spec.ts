import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { findProcess } from './support/process-api.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// Documentation screenshots of the process modal, not assertions: playwright.config.ts leaves this
// file out unless SCREENSHOTS=1.   SCREENSHOTS=1 npx playwright test screenshots-modal
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `process-modal-${name}.png`) });

for (const viewport of viewports) {
  test(`process modal screenshots ${viewport.name}`, async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAndWait(page, ANA);
    const process = await findProcess(page, { hasQuotations: true });
    await page.goto(`/processos/${process.id}`);
    const modal = page.getByTestId('process-modal');
    await expect(modal.getByRole('heading', { name: process.reference })).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Cotações Recebidas' })).toBeVisible();
    await shot(page, `general-${viewport.name}`);

    // The rest of the general tab (sections below the timeline).
    await modal.getByRole('heading', { name: 'Datas de Faturamento' }).scrollIntoViewIfNeeded();
    await shot(page, `general-sections-${viewport.name}`);

    await modal.getByRole('tab', { name: /^Financeiro/ }).click();
    await expect(modal.getByRole('heading', { name: 'Solicitação de Numerário' })).toBeVisible();
    await shot(page, `financial-${viewport.name}`);
    await modal
      .getByRole('button', { name: /^Visualizar invoice/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Parcelas' })).toBeVisible();
    await shot(page, `invoice-${viewport.name}`);
    await page.keyboard.press('Escape');

    await modal.getByRole('tab', { name: /^Documentos/ }).click();
    await expect(modal.getByTestId('process-document').first()).toBeVisible();
    await shot(page, `documents-${viewport.name}`);

    await modal.getByRole('tab', { name: /^Histórico/ }).click();
    await expect(modal.getByTestId('history-item').first()).toBeVisible();
    await shot(page, `history-${viewport.name}`);

    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    await expect(modal.getByTestId('quotation-row').first()).toBeVisible();
    await shot(page, `quotations-${viewport.name}`);
    await modal.getByRole('button', { name: 'Justificativa' }).first().click();
    await modal.getByTestId('quotation-row').first().scrollIntoViewIfNeeded();
    await shot(page, `quotations-justification-${viewport.name}`);
    await page.keyboard.press('Escape');

    await modal.getByRole('button', { name: 'Alterar Urgência' }).click();
    await page.getByLabel('Justificativa (opcional)').fill('Cliente pediu prioridade na liberação.');
    await shot(page, `urgency-${viewport.name}`);
  });
}
