import { expect, test } from '@playwright/test';
import { acceptCookieConsent, ANA, BRUNO, CARLA, signInAndWait, signInOn } from './support/session.ts';

test.describe('with the cookie notice accepted', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
  });

  test('Meus Dados: a name change persists after a reload', async ({ page }) => {
    await signInOn(page, '/meus-dados', ANA);
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue('Ana Souza');

    await name.fill('Ana Souza Teste');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados alterados com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza Teste');

    // Leave the demo data as found for the other specs.
    await page.getByRole('textbox', { name: 'Nome' }).fill('Ana Souza');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados alterados com sucesso!').first()).toBeVisible();
  });

  test('user menu: opens by click, Escape and a click outside close it, Meus Dados navigates', async ({
    page,
  }) => {
    await signInAndWait(page, ANA);
    const trigger = page.getByRole('button', { name: /menu do usuário$/ });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(ANA);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.mouse.click(640, 700);
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Meus Dados' }).click();
    await expect(page).toHaveURL(/\/meus-dados$/);
  });

  test('presentation mode: the eye only for carla, blurs company names, asks before turning off', async ({
    page,
  }) => {
    await signInAndWait(page, ANA);
    await expect(page.getByTestId('presentation-toggle')).toHaveCount(0);
    await page.getByRole('button', { name: /menu do usuário$/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();

    await signInOn(page, '/meus-dados', CARLA);
    const firstCompany = page.getByTestId('company-list').locator('[data-sensitive]').first();
    await expect(firstCompany).toHaveAttribute('data-sensitive', 'visible');

    await page.getByRole('button', { name: 'Ativar modo de apresentação' }).click();
    await expect(firstCompany).toHaveAttribute('data-sensitive', 'blurred');
    await expect(firstCompany).toHaveCSS('filter', /blur/);
    await page.reload();
    await expect(firstCompany).toHaveAttribute('data-sensitive', 'blurred');

    await page.getByRole('button', { name: 'Sair do modo de apresentação' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Tem certeza que deseja sair do modo de apresentação?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(firstCompany).toHaveAttribute('data-sensitive', 'blurred');

    await page.getByRole('button', { name: 'Sair do modo de apresentação' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, sair' }).click();
    await expect(firstCompany).toHaveAttribute('data-sensitive', 'visible');
  });

  // Decision 0102: the guards still send these users Home, and the Home says why.
  test('a company without Analytics opening /analytics is told why, on the Home', async ({ page }) => {
    await signInOn(page, '/analytics', BRUNO);

    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByTestId('forbidden-notice');
    await expect(notice.getByRole('heading', { name: 'Analytics não contratado' })).toBeVisible();
    await expect(notice).toContainText('Sua empresa não contratou o Analytics.');
    await expect(notice).toContainText('fale com o seu despachante');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal dos Clientes' })).toBeVisible();

    await notice.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(notice).toBeHidden();
  });

  test("a customer opening /admin is told it is the broker's staff's", async ({ page }) => {
    await signInOn(page, '/admin', ANA);

    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByTestId('forbidden-notice');
    await expect(notice.getByRole('heading', { name: 'Área restrita' })).toBeVisible();
    await expect(notice).toContainText('Esta área é só para a equipe do despachante.');
  });
});

test('cookie notice: shown until accepted, stays hidden after a reload', async ({ page }) => {
  await page.goto('/login');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // The prerendered page paints before its script runs: a click before then would be lost.
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();

  await banner.getByRole('button', { name: 'Aceitar cookies' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
  await expect(banner).toBeHidden();
});
