import { expect, test } from '@playwright/test';
import { acceptCookieConsent, ANA, signInThroughForm } from './support/session.ts';

const BANNER_TEXT = /Utilizamos cookies para garantir o funcionamento do portal/;

test.describe('the sign-in screen paints from its HTML', () => {
  test('without scripts the whole screen is there, the banner only without consent', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/login');

    await expect(page).toHaveTitle('Login | Portal dos Clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toBeVisible();
    // It cannot submit before its code runs: a native submit would put the password in the URL.
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeDisabled();

    await acceptCookieConsent(context, baseURL ?? '');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    await context.close();
  });

  test('its code takes over the same page without an error, and signs in', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();
    await page.getByRole('button', { name: 'Aceitar cookies' }).click();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);

    await signInThroughForm(page, ANA);
    expect(errors).toEqual([]);
  });
});
