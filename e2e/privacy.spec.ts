import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ANONYMISED_USER_NAME, type TMyDataExport } from '@pc/contract/privacy';
import { expectAccessible } from './support/accessibility.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import { acceptCookieConsent, CARLA, signIn, signInAndWait, waitForOutboxMail } from './support/session.ts';

/**
 * LGPD: a person downloads their data and asks for deletion; Carla (admin) approves it and the
 * person is anonymised and can no longer sign in; Carla records an incident and exports the record;
 * the privacy notice is public, linked from the cookie notice and the sign-in page. The person is
 * invited afresh each run (never a demo user: the suite shares one server). SHOTS_DIR saves each new
 * screen at a laptop's and a phone's width.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;
const COMPANY = 'Mar Aberto Utilidades Domésticas Ltda';
const PERSON = 'Teste LGPD';
const PASSWORD = 'Privacidade@2026';

const newAdminPage = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1440, height: 900 } });
  await acceptCookieConsent(context, baseURL);
  const admin = await context.newPage();
  await signInAndWait(admin, CARLA);
  return admin;
};

/** Carla invites a customer; the person sets a password through the e-mailed link and signs in. */
const invitePerson = async (admin: Page, page: Page, email: string, baseURL: string): Promise<void> => {
  await admin.goto('/admin/usuarios');
  await admin.getByRole('button', { name: 'CONVIDAR USUÁRIO' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByLabel(/^Nome/).fill(PERSON);
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByRole('combobox', { name: /Empresas/ }).fill('Mar Aberto');
  await admin.getByRole('option', { name: new RegExp(COMPANY) }).click();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(admin.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  const link = /https?:\/\/\S+\/definir-senha\/[\w-]+/.exec(await waitForOutboxMail(email))?.[0] ?? '';
  await page.goto(new URL(new URL(link).pathname, baseURL).toString());
  await page.getByLabel(/^Nova senha/).fill(PASSWORD);
  await page.getByLabel(/^Repita a nova senha/).fill(PASSWORD);
  await page.getByRole('button', { name: 'CRIAR SENHA' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await signInAndWait(page, email, PASSWORD);
};

test('a person downloads their data and asks for deletion; the admin anonymises them', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const email = `lgpd.${Date.now()}@cliente.example`;
  await acceptCookieConsent(context, base);
  const admin = await newAdminPage(browser, base);
  try {
    await invitePerson(admin, page, email, base);

    await page.goto('/meus-dados');
    await page
      .getByRole('navigation', { name: 'Seções de Meus Dados' })
      .getByRole('link', { name: 'Privacidade' })
      .click();
    await expect(page).toHaveURL(/\/meus-dados\/privacidade$/);
    await expect(page.getByText('Você ainda não fez nenhuma solicitação.')).toBeVisible();
    await expectAccessible(page, { name: 'meus-dados-privacidade', shotsDir: SHOTS_DIR });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as TMyDataExport;
    expect(data.profile).toMatchObject({ name: PERSON, email });
    expect(data.companies.map((company) => company.name)).toEqual([COMPANY]);
    expect(data.accessLog.length).toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'Exclusão de dados' }).check();
    await page.getByLabel('Observação (opcional)').fill('Saí da empresa.');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByRole('list', { name: 'Suas solicitações' })).toContainText('Em análise');

    // Carla answers it in Administração › Privacidade.
    await admin.goto('/admin/privacidade');
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Responder até');
    await expectAccessible(admin, { name: 'admin-privacidade', shotsDir: SHOTS_DIR });
    await row.getByRole('button', { name: `Atender: Exclusão de dados de ${PERSON}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Atender exclusão e anonimizar' });
    await expect(dialog).toContainText('Não há como desfazer');
    await expectAccessible(admin, { name: 'admin-privacidade-atender', shotsDir: SHOTS_DIR });
    await dialog.getByLabel(/^Motivo/).fill('Pedido do titular; dados anonimizados.');
    await dialog.getByRole('button', { name: 'Atender' }).click();
    await expect(admin.getByText('Solicitação atendida.').last()).toBeVisible();
    const done = admin.getByRole('row').filter({ hasText: 'Pedido do titular; dados anonimizados.' });
    await expect(done).toContainText(ANONYMISED_USER_NAME);
    await expect(done).toContainText('Atendida');
    await expect(done).not.toContainText(email);

    // The person's session has ended, and the old address no longer signs in.
    await page.goto('/processos');
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Usuário ou senha inválido.')).toBeVisible();
  } finally {
    await admin.context().close();
  }
});

test('an admin records an incident with its 3-business-day deadline and exports the record', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await newAdminPage(browser, baseURL ?? '');
  const nature = `Relatório enviado ao cliente errado ${Date.now()}`;
  try {
    await admin.goto('/admin/incidentes');
    await expect(admin.getByRole('heading', { level: 2, name: 'Incidentes de segurança' })).toBeVisible();
    await admin.getByRole('button', { name: 'Registrar incidente' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Registrar incidente' });
    await dialog.getByLabel(/^Data do incidente/).fill('05032026');
    // Known on Friday 06/03/2026: Monday, Tuesday, Wednesday.
    await dialog.getByLabel(/^Data do conhecimento/).fill('06032026');
    await dialog.getByLabel(/^Natureza do incidente/).fill(nature);
    await dialog.getByLabel(/^Dados afetados/).fill('Nome e e-mail');
    await dialog.getByLabel(/^Titulares afetados/).fill('Usuários de um cliente');
    await dialog.getByLabel(/^Medidas adotadas/).fill('Pedido de exclusão ao destinatário');
    await dialog.getByLabel(/^Quantidade de titulares/).fill('3');
    await expectAccessible(admin, { name: 'admin-incidente-registrar', shotsDir: SHOTS_DIR });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Incidente registrado.').last()).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: nature });
    await expect(row).toContainText('Não comunicado (prazo 11/03/2026)');
    await expectAccessible(admin, { name: 'admin-incidentes', shotsDir: SHOTS_DIR });

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exportar planilha' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('incidentes.xlsx');
    const rows = await readXlsxRows(await download.path());
    expect(rows[0]?.[4]).toBe('Natureza');
    expect(rows.some((cells) => cells[4] === nature)).toBe(true);
  } finally {
    await admin.context().close();
  }
});

test('the privacy notice is public, linked from the cookie notice and the sign-in page, and names the DPO', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dpo = `Encarregada ${Date.now()}`;
  const admin = await newAdminPage(browser, baseURL ?? '');
  try {
    await admin.goto('/admin/identidade-visual');
    await admin.getByLabel('Encarregado (DPO)', { exact: true }).fill(dpo);
    await admin.getByLabel('Contato do encarregado', { exact: true }).fill('dpo@despachante.example');
    await admin.getByRole('button', { name: 'Atualizar aviso de privacidade' }).click();
    await expect(admin.getByText('Controlador e encarregado salvos.').last()).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // A visitor, not signed in: the cookie notice and the sign-in page both lead to the notice.
  await page.goto('/login');
  await expect(
    page.getByTestId('cookie-banner').getByRole('link', { name: 'Aviso de privacidade' }),
  ).toHaveAttribute('href', '/privacidade');
  // The prerendered page paints before its script runs: a click before then would be lost.
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Aceitar cookies' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.getByTestId('login-form').getByRole('link', { name: 'Aviso de privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Encarregado (DPO)' })).toContainText(dpo);
  await expect(page.getByText(/Registros de acesso: 6 meses/)).toBeVisible();
  await expectAccessible(page, { name: 'privacidade', shotsDir: SHOTS_DIR });
});
