import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  acceptCookieConsent,
  ANA,
  DEMO_PASSWORD,
  waitForOutboxMail,
  waitForRecoveryCode,
} from './support/session.ts';

/**
 * Security round 2: a second factor (TOTP with recovery codes) and passkeys, end to end in Chromium.
 * Passkeys use Chromium's own virtual authenticator (CDP WebAuthn), not a mock: the browser signs
 * and the server verifies. WebAuthn needs a host name for its relying party, never an IP address,
 * so these pages are opened on localhost.
 */

const WEB_CLIENT = `Basic ${Buffer.from('portal-clientes-web:portal-clientes-web-secret').toString('base64')}`;
const DEMO_ERP = `Basic ${Buffer.from('svc_demo_erp:Demo-ERP-2026-segredo').toString('base64')}`;
const NEW_PASSWORD = 'Fator@2026segundo';
const TOTP_STEP_MS = 30_000;

const localhostOf = (baseURL: string): string => {
  const url = new URL(baseURL);
  url.hostname = 'localhost';
  return url.origin;
};

/** A customer of Ana's company created through the ERP's API, with a password set by recovery. */
const createUser = async (request: APIRequestContext, email: string): Promise<void> => {
  const anaToken = await request.post('/oauth/token', {
    headers: { authorization: WEB_CLIENT },
    form: { grant_type: 'password', username: ANA, password: DEMO_PASSWORD },
  });
  expect(anaToken.status()).toBe(200);
  const { access_token: anaAccess } = (await anaToken.json()) as { access_token: string };
  const credential = await request.get('/credential', {
    headers: { authorization: `Bearer ${anaAccess}` },
  });
  const companies = (
    (await credential.json()) as { data: { person: { companies: { federalID: string | null }[] } } }
  ).data.person.companies;
  const cnpj = companies.find((company) => company.federalID)?.federalID;
  if (!cnpj) throw new Error('Ana has no company with a CNPJ');

  const service = await request.post('/api/integration/oauth/token', {
    headers: { authorization: DEMO_ERP },
    form: { grant_type: 'client_credentials' },
  });
  const { access_token: serviceToken } = (await service.json()) as { access_token: string };
  const created = await request.put(`/api/integration/users/${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${serviceToken}` },
    data: { name: 'Dora Segundo Fator', companyCnpjs: [cnpj] },
  });
  expect(created.status()).toBe(200);

  // The invitation's e-mail goes out beside the code's, in either order: wait for it first, so the
  // newest e-mail to this address is the code's.
  await waitForOutboxMail('Olá, Dora!');
  expect((await request.post('/credential/recovery/password', { data: { email } })).status()).toBe(200);
  const pin = await waitForRecoveryCode(email);
  const verified = await request.post('/credential/recovery/verifyCode', { data: { pin, email } });
  const { resetToken } = (await verified.json()) as { resetToken: string };
  const changed = await request.post('/credential/recovery/changePassword', {
    data: { pin, resetToken, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
  });
  expect(changed.status()).toBe(200);
};

const typePassword = async (page: Page, origin: string, email: string): Promise<void> => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
};

const expectSignedIn = async (page: Page): Promise<void> => {
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible({ timeout: 30_000 });
};

const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** A code of a 30-second step after `usedStep`: the server takes each step's code only once. */
const freshTotp = async (secret: string, usedStep: number): Promise<{ code: string; step: number }> => {
  const wait = (usedStep + 1) * TOTP_STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  const now = Date.now();
  return {
    code: generateSync({ secret, epoch: Math.floor(now / 1000) }),
    step: Math.floor(now / TOTP_STEP_MS),
  };
};

test('TOTP and passkeys: enrol in Meus Dados, then sign in with a code, a recovery code and a passkey', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = localhostOf(baseURL ?? '');
  const email = `dora.${Date.now()}@aurora.example`;
  await acceptCookieConsent(context, origin);
  await createUser(page.request, email);

  // Chromium's virtual authenticator: a platform passkey with user verification.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await typePassword(page, origin, email);
  await expectSignedIn(page);

  // Enrol TOTP: the current password first (a session alone adds no factor), then the secret shown
  // beside the QR code gives the code an app would.
  await page.goto(`${origin}/meus-dados`);
  await page.getByRole('button', { name: 'ATIVAR' }).click();
  const enable = page.getByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
  await enable.getByLabel('Senha atual').fill(NEW_PASSWORD);
  await enable.getByRole('button', { name: 'CONTINUAR' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const first = await freshTotp(secret, -1);
  await page.getByLabel('Código do aplicativo').fill(first.code);
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText('Verificação em duas etapas ativada.', { exact: false })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code.trim()).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await page.getByRole('checkbox', { name: 'Guardei os códigos em um lugar seguro' }).check();
  await page.getByRole('button', { name: 'CONTINUAR' }).click();

  // Register a passkey in the virtual authenticator.
  await page.getByRole('button', { name: 'ADICIONAR CHAVE DE ACESSO' }).click();
  const adding = page.getByRole('dialog', { name: 'Adicionar chave de acesso' });
  await adding.getByLabel('Nome da chave de acesso').fill('Notebook do escritório');
  await adding.getByLabel('Senha atual').fill(NEW_PASSWORD);
  await adding.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByText('Chave de acesso cadastrada.')).toBeVisible();
  await expect(page.getByText('Notebook do escritório')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await signOut(page);

  // The password alone no longer signs in: the code of the next step does.
  await typePassword(page, origin, email);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'VERIFICAR' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código inválido.' })).toBeVisible();
  const second = await freshTotp(secret, first.step);
  await page.getByLabel('Código de verificação').fill(second.code);
  await page.getByRole('button', { name: 'VERIFICAR' }).click();
  await expectSignedIn(page);
  await signOut(page);

  // A recovery code works once.
  await typePassword(page, origin, email);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0]?.trim() ?? '');
  await page.getByRole('button', { name: 'VERIFICAR' }).click();
  await expectSignedIn(page);
  await signOut(page);

  // A passkey instead of the password: no e-mail, no password, no code.
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expectSignedIn(page);
  expect(
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount,
  ).toBeGreaterThan(0);

  // Remove it (the current password first, ASVS 5.0 7.5.1): the next passkey sign-in is refused.
  await page.goto(`${origin}/meus-dados`);
  await page.getByRole('button', { name: 'Remover a chave de acesso Notebook do escritório' }).click();
  const removal = page.getByRole('dialog', { name: 'Remover a chave de acesso?' });
  await removal.getByLabel('Senha atual').fill(NEW_PASSWORD);
  await removal.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Chave de acesso removida.')).toBeVisible();
  await expect(page.getByText('Notebook do escritório')).toHaveCount(0);
});
