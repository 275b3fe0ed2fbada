import { expect, test } from '@playwright/test';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

test.describe('My Data: calendar feed (ICS)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await signInAndWait(page, ANA);
  });

  test('creates, copies and regenerates the address; the old one stops working', async ({ page }) => {
    await page.goto('/meus-dados');
    const card = page.getByRole('region', { name: 'Calendário no Outlook ou Google' });
    await expect(card).toBeVisible();
    // A feed left by an earlier run is turned off first, so the test starts from none.
    const create = card.getByRole('button', { name: 'Criar endereço do calendário' });
    const off = card.getByRole('button', { name: 'Desativar' });
    await expect(create.or(off)).toBeVisible();
    if (await off.isVisible()) {
      await off.click();
      const dialog = page.getByRole('alertdialog', { name: 'Desativar o calendário?' });
      await dialog.getByRole('button', { name: 'Desativar' }).click();
    }
    await create.click();

    const address = card.getByRole('textbox', { name: 'Endereço do calendário' });
    await expect(address).toHaveValue(/\/api\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByText('Ainda não lido por nenhum calendário.')).toBeVisible();
    const first = await address.inputValue();
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    await card.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByText('Endereço copiado. Cole-o no Outlook ou no Google Agenda.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first);

    await card.getByRole('button', { name: 'Gerar novo endereço' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Gerar novo endereço?' });
    await dialog.getByRole('button', { name: 'Gerar novo endereço' }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await page.request.get(first)).status()).toBe(404);
    const renewed = await page.request.get(second);
    expect(renewed.status()).toBe(200);
    expect(renewed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await renewed.text()).toContain('X-WR-CALNAME:Portal dos Clientes');
    // My Data shows that a calendar has read it.
    await page.reload();
    await expect(card.getByText(/^Lido por um calendário pela última vez em /)).toBeVisible();

    // One company only: the address stays, the feed narrows.
    const companies = card.getByRole('group', { name: 'Empresas no calendário' });
    const boxes = companies.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(1);
    await boxes.first().click();
    await expect(boxes.first()).not.toBeChecked();
    await expect(address).toHaveValue(second);
  });
});
