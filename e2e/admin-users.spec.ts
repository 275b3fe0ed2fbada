import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { acceptCookieConsent, CARLA, signInAndWait, waitForOutboxMail, signInOn } from './support/session.ts';

/**
 * The back-office's Usuários: Carla (admin) invites a customer for a company; the invitation
 * e-mail lands in the outbox; the new user sets a password through its link and signs in; Carla
 * deactivates them and their session ends at once. A new e-mail each run, so reruns never collide.
 */

const COMPANY = 'Mar Aberto Utilidades Domésticas Ltda';
const NEW_PASSWORD = 'Convite@2026';

const openUser = async (admin: Page, email: string) => {
  await admin.goto('/admin/usuarios');
  await admin.getByLabel('Buscar por nome ou e-mail').fill(email);
  const table = admin.getByRole('table', { name: 'Usuários' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: 'Teste Convite', exact: true }).click();
  return admin.getByRole('dialog', { name: 'Teste Convite' });
};

test('an admin invites a customer, who sets a password and signs in; deactivated, their session ends', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `convite.${Date.now()}@cliente.example`;
  await acceptCookieConsent(context, baseURL ?? '');
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(adminContext, baseURL ?? '');
  const admin = await adminContext.newPage();
  try {
    await signInAndWait(admin, CARLA);
    await admin.goto('/admin/usuarios');
    await expect(admin.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    await admin.getByRole('button', { name: 'CONVIDAR USUÁRIO' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Convidar usuário' });
    await dialog.getByLabel(/^Nome/).fill('Teste Convite');
    await dialog.getByLabel(/^E-mail/).fill(email);
    const picker = dialog.getByRole('combobox', { name: /Empresas/ });
    await picker.fill('Mar Aberto');
    await admin.getByRole('option', { name: new RegExp(COMPANY) }).click();
    await expect(dialog.getByRole('list', { name: 'Empresas escolhidas' })).toContainText(COMPANY);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(admin.getByText(`Convite enviado para ${email}.`)).toBeVisible();

    const mail = await waitForOutboxMail(email);
    expect(mail).toContain(COMPANY);
    const link = /https?:\/\/\S+\/definir-senha\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    // The new user opens the link on the portal under test, sets a password and signs in.
    await page.goto(new URL(new URL(link ?? '').pathname, baseURL).toString());
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repita a nova senha/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'CRIAR SENHA' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await signInAndWait(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    // Carla deactivates them: their next call is refused and they land on /login.
    const sheet = await openUser(admin, email);
    await expect(sheet.getByText(COMPANY)).toBeVisible();
    await sheet.getByRole('button', { name: 'Desativar' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
    await expect(admin.getByText('Teste Convite foi desativado(a).')).toBeVisible();
    await expect(sheet.getByText('Inativo')).toBeVisible();

    await page.goto('/processos');
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  } finally {
    await adminContext.close();
  }
});

for (const width of [1440, 390]) {
  test(`/admin/usuarios has no serious or critical axe violation at ${width} px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await page.setViewportSize({ width, height: 900 });
    await signInOn(page, '/admin/usuarios', CARLA);
    await expect(page.getByRole('table', { name: 'Usuários' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: /Exigir segundo fator/ })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('table', { name: 'Usuários' })
      .locator('tbody tr')
      .first()
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Acessos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
