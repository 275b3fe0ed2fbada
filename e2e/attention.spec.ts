import { expect, test } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

test.describe('Home: Precisa de atenção', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('counts what needs attention; a rule lists its processes and an item opens the process', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByTestId('attention-card');
    await expect(card.getByRole('heading', { name: 'Precisa de atenção' })).toBeVisible();
    // The demo data gives every rule something to show.
    for (const title of [
      'ETD adiado mais de 7 dias, ainda sem embarque',
      'Numerários vencidos',
      'Numerários a vencer em até 7 dias',
      'Armazenagem muda de período em até 3 dias',
      'Canal vermelho ou amarelo sem desembaraço',
      'Cotações recebidas não visualizadas',
    ]) {
      const each = card.getByRole('button', { name: new RegExp(title) });
      await expect(each).toBeEnabled();
      expect(Number(await each.getAttribute('data-count')), title).toBeGreaterThan(0);
    }
    const rule = card.getByRole('button', { name: /Canal vermelho ou amarelo sem desembaraço/ });
    await expect(rule).toBeEnabled();
    const count = Number(await rule.getAttribute('data-count'));
    expect(count).toBeGreaterThan(0);

    await rule.click();
    const dialog = page.getByRole('dialog', { name: 'Canal vermelho ou amarelo sem desembaraço' });
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(count, 50));
    const first = items.first().getByRole('button');
    await expect(first).toContainText(/Canal (VERMELHO|AMARELO) na (DI|DUIMP), sem desembaraço/);
    const reference = ((await first.textContent()) ?? '').match(/^[A-Z]+\d{5}/)?.[0] ?? '';
    await first.click();
    await expect(page.getByTestId('process-modal').getByRole('heading', { name: reference })).toBeVisible();

    // Closing the process returns to the list, on the item that opened it.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('process-modal')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(first).toBeFocused();
    // …and closing the list returns to its rule.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rule).toBeFocused();
  });
});
