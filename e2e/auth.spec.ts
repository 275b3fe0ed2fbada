import { expect, test } from '@playwright/test';
import {
  acceptCookieConsent,
  ANA,
  BRUNO,
  DEMO_PASSWORD,
  signIn,
  signInThroughForm,
  waitForRecoveryCode,
} from './support/session.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieConsent(context, baseURL ?? '');
});

test('a wrong password shows the spec message', async ({ page }) => {
  await signIn(page, ANA, 'SenhaErrada@1');

  await expect(page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválido.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link survives the sign-in: /relatorio?x=1 → /login → /relatorio?x=1', async ({ page }) => {
  await page.goto('/relatorio?x=1');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, ANA);

  await expect(page).toHaveURL(/\/relatorio\?x=1$/);
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible();
});

test('with a session, /login and /esqueci-minha-senha go Home; logout clears it', async ({ page }) => {
  await signInThroughForm(page, ANA);
  await page.goto('/esqueci-minha-senha');
  await expect(page).toHaveURL(/\/$/);
  // Sair from a deep page: the next person to sign in must not land there.
  await page.goto('/relatorio');
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible();

  await page.getByRole('button', { name: /menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(
    "['pdc.accessToken','pdc.refreshToken','pdc.biToken','pdc.user','pdc.companies','pdc.previousRoute'].map((k) => window.localStorage.getItem(k))",
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
  await signInThroughForm(page, ANA);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/meus-dados');
  await expect(page).toHaveURL(/\/login$/);
});

test('password recovery end to end, then back to the old password through Meus Dados', async ({ page }) => {
  const newPassword = 'Recuperada@2026';
  await page.goto('/login');
  // The prerendered page paints before its script runs: the link is followed by the router after it.
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(BRUNO);
  await page.getByRole('button', { name: 'RECUPERAR SENHA' }).click();

  await expect(page).toHaveURL(/\/codigo-verificacao$/);
  await expect(page.getByText(`Digite o código de 6 dígitos enviado para ${BRUNO}.`)).toBeVisible();
  const code = await waitForRecoveryCode(BRUNO);
  // Typed or pasted as the e-mail groups it ('123 456'): cleaned to digits before the 6 are kept.
  await page.getByRole('textbox', { name: 'Código de verificação' }).focus();
  await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByRole('textbox', { name: 'Código de verificação' })).toHaveValue(code);
  await page.getByRole('button', { name: 'VALIDAR O CÓDIGO DE VERIFICAÇÃO' }).click();

  await expect(page).toHaveURL(new RegExp(`/redefinir-senha/${code}$`));
  await page.getByLabel(/^Nova senha/).fill(newPassword);
  await page.getByLabel(/^Repita a nova senha/).fill(newPassword);
  await page.getByRole('button', { name: 'REDEFINIR SENHA' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, BRUNO, DEMO_PASSWORD);
  await expect(page.getByText('Usuário ou senha inválido.')).toBeVisible();
  await signInThroughForm(page, BRUNO, newPassword);

  // Restore the demo password (and cover the My Data password change with its logout after 3 s).
  await page.goto('/meus-dados');
  await page.getByRole('checkbox', { name: 'Alterar senha' }).check();
  await page.getByLabel(/^Nova senha/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Repita a nova senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe a sua senha atual para alterar o e-mail ou a senha.')).toBeVisible();
  await page.getByLabel(/^Senha atual/).fill(newPassword);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('Sua senha foi alterada com sucesso, você redirecionado para a página de login'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await signInThroughForm(page, BRUNO, DEMO_PASSWORD);
});

test('bruno (company off the allow-list) has no Analytics and /analytics sends him to /', async ({
  page,
}) => {
  await signInThroughForm(page, BRUNO);
  await expect(page.getByRole('link', { name: 'Processos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  await page.goto('/analytics');

  await expect(page).toHaveURL(/\/$/);
});

test('ana (allow-listed companies) sees Analytics', async ({ page }) => {
  await signInThroughForm(page, ANA);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

test('phone: toasts never cover the header of a form or its first field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No code was verified in this tab, so every save fails with a toast: three in a row.
  await page.goto('/redefinir-senha/123456');
  await page.getByLabel(/^Nova senha/).fill('Recuperada@2026');
  await page.getByLabel(/^Repita a nova senha/).fill('Recuperada@2026');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByRole('button', { name: 'REDEFINIR SENHA' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(attempt);
  }
  const covered = [
    page.getByRole('heading', { level: 1 }),
    page.getByLabel(/^Nova senha/),
    page.getByLabel(/^Repita a nova senha/),
  ];
  const toasts = page.getByTestId('toast');
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (!box) continue; // hidden: only the two newest show on a phone
    for (const target of covered) {
      const other = await target.boundingBox();
      if (!other) throw new Error('a form element has no box');
      const isOverlapping =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(isOverlapping, `a toast covers ${String(target)}`).toBe(false);
    }
  }
  await expect(toasts.filter({ visible: true })).toHaveCount(2);
});
