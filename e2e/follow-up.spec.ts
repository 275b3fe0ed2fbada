import { expect, test } from '@playwright/test';
import { findProcessWithHistory } from './support/process-api.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

test.describe('follow-up: the change trail and leaving the e-mails', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
  });

  test('the process history shows a milestone change in pt-BR, as the trail recorded it', async ({
    page,
  }) => {
    await signInAndWait(page, ANA);
    // The demo's last week: ETAs and ETDs moved through the trail (seed-recent-changes.ts).
    const process = await findProcessWithHistory(
      page,
      /^(ETA|ETD) alterado de \d{2}\/\d{2}\/\d{4} para \d{2}\/\d{2}\/\d{4}$/,
    );
    await page.goto(`/processos/${process.id}`);
    const modal = page.getByTestId('process-modal');
    await expect(modal.getByRole('heading', { name: process.reference })).toBeVisible();
    await modal.getByRole('tab', { name: /^Histórico/ }).click();
    await expect(modal.getByTestId('history-item').filter({ hasText: process.description })).toBeVisible();
  });

  test('the cancel page asks for a click and says when the link is not valid', async ({ page }) => {
    await page.goto('/cancelar-follow-up');
    await expect(page.getByRole('heading', { name: 'Cancelar o follow-up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CANCELAR O RECEBIMENTO' })).toBeDisabled();

    await page.goto(`/cancelar-follow-up?token=1.${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'CANCELAR O RECEBIMENTO' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Este link de cancelamento não é válido. Altere o follow-up em Meus Dados.',
    );
  });
});
