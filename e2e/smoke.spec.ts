import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  // Any uncaught error or console.error in the app fails the test.
  let appErrors: string[] = [];
  test.beforeEach(({ page }) => {
    appErrors = [];
    page.on('pageerror', (error) => appErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') appErrors.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(appErrors).toEqual([]);
  });

  test('/login renders the sign-in form', async ({ page }) => {
    await page.goto('/login');

    await expect(page).toHaveTitle(/Portal dos Clientes/);
    await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Senha')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/esqueci-minha-senha',
    );
  });

  test('a deep link is answered by the app (history fallback), not by a server 404', async ({ page }) => {
    const response = await page.goto('/processos/123');

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('#root')).not.toBeEmpty();
    // Without a session the guard sends the user to Login; with one, the processes screen shows.
    await expect(
      page.getByRole('button', { name: 'ACESSAR' }).or(page.getByRole('heading', { name: 'Processos' })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // A string expression: e2e/ compiles without the DOM lib.
    const previousRoute = await page.evaluate("window.localStorage.getItem('pdc.previousRoute')");
    expect(previousRoute).toBe('/processos/123');
  });

  test('an unknown path renders the app not-found page with a link home', async ({ page }) => {
    await page.goto('/rota-que-nao-existe');

    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });
});
