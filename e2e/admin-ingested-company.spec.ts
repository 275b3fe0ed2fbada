import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TIngestDeclaration, TIngestDeclarationItem } from '@pc/contract/integration';
import { PROCESS_STEP } from '@pc/contract/process';
import { searchAdminCompanies } from './support/table-search.ts';
import { addDays, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, CARLA, signInAndWait, waitForOutboxMail } from './support/session.ts';
import { BI_ANALYTICS_FORBIDDEN_MESSAGE } from '@pc/contract/bi';

/**
 * The back-office's quality bar, as it is worded: the admin grants Analytics to a company created
 * through the ingestion API, and that company's user sees the menu entry and the real figures of
 * what was ingested; the admin takes it back, and the user's next BI call is refused and the entry
 * goes on reload. The company, its user and its processes are this run's own (a new CNPJ, e-mail
 * and reference numbers each run), so a rerun on the same server starts from nothing.
 */

/** The demo's service client (apps/api/src/seed/demo-logins.ts), broker-wide. */
const DEMO_CLIENT = { id: 'svc_demo_erp', secret: 'Demo-ERP-2026-segredo' };
const NEW_PASSWORD = 'Ingerida@2026';
const ANALYTICS_FORBIDDEN = BI_ANALYTICS_FORBIDDEN_MESSAGE;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const checkDigit = (digits: string, weights: readonly number[]): number => {
  const sum = weights.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/**
 * A CNPJ with valid check digits, new each run: the root from the clock and a branch (0937) that no
 * company of the seed uses (they are all 0001), so the upsert can only create.
 */
const uniqueCnpj = (now: number): string => {
  const base = `${String(now % 100_000_000).padStart(8, '0')}0937`;
  const first = checkDigit(base, FIRST_WEIGHTS);
  return `${base}${first}${checkDigit(`${base}${first}`, SECOND_WEIGHTS)}`;
};

const formatCnpj = (digits: string): string =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

type TTaxes = Pick<TIngestDeclarationItem, 'ii' | 'ipi' | 'pis' | 'cofins' | 'antidumping' | 'siscomexFee'>;

const item = (itemNumber: number, taxes: TTaxes): TIngestDeclarationItem => ({
  itemNumber,
  ncm: '84713012',
  vmle: 10_000 * itemNumber,
  vmld: 11_000 * itemNumber,
  freight: 800,
  insurance: 50,
  icms: 1_900.4,
  grossWeight: 120.5,
  netWeight: 100,
  originCountry: 'CN',
  exporterName: 'Ningbo Export Co.',
  exporterCountry: 'CN',
  incoterm: 'FOB',
  negotiatedCurrency: 'USD',
  transportMode: 'MARITIMA',
  channel: 'VERDE',
  ...taxes,
});

/** Three DIs registered within the month back to today, the period the test opens Analytics on. */
const declarationsOf = (today: ReturnType<typeof e2eToday>): TIngestDeclaration[] => [
  {
    registryDate: isoDay(addDays(today, -2)),
    items: [
      item(1, { ii: 1_000.1, ipi: 200.2, pis: 50.05, cofins: 230.3, antidumping: 0, siscomexFee: 154.23 }),
      item(2, { ii: 500, ipi: 0, pis: 10.5, cofins: 48.25, antidumping: 12, siscomexFee: 0 }),
    ],
  },
  {
    registryDate: isoDay(addDays(today, -9)),
    items: [
      item(1, { ii: 2_345.67, ipi: 321, pis: 45.9, cofins: 210.11, antidumping: 0, siscomexFee: 154.23 }),
    ],
  },
  {
    registryDate: isoDay(addDays(today, -20)),
    items: [
      item(1, { ii: 789.01, ipi: 98.76, pis: 12.34, cofins: 56.78, antidumping: 3.21, siscomexFee: 115.67 }),
    ],
  },
];

const cents = (value: number): number => Math.round(value * 100);

/** The sum of every tax of every item, in cents (as the Total of 'Total de impostos' adds them). */
const taxCentsOf = (declarations: readonly TIngestDeclaration[], pick: (item: TTaxes) => number): number =>
  declarations.flatMap((declaration) => declaration.items).reduce((sum, line) => sum + cents(pick(line)), 0);

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const serviceToken = async (request: APIRequestContext): Promise<string> => {
  const answer = await request.post('/api/integration/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
};

/** A PUT of the ingestion API that must succeed; answers its body. */
const ingest = async (
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<Record<string, unknown>> => {
  const answer = await request.put(`/api/integration${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const body = (await answer.json()) as Record<string, unknown>;
  expect(answer.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
};

/** The sidebar's Analytics entry, once the sidebar is drawn (so a count of 0 means absent, not early). */
const analyticsEntry = async (page: Page) => {
  const sidebar = page.getByRole('complementary', { name: 'Menu principal' });
  await expect(sidebar.getByRole('link', { name: 'Painel de Importação' })).toBeVisible();
  return sidebar.getByRole('link', { name: 'Analytics' });
};

const analyticsSwitch = (admin: Page, company: string) =>
  admin.getByRole('switch', { name: `Analytics — ${company}` });

const openCompany = async (admin: Page, company: string): Promise<void> => {
  await searchAdminCompanies(admin, company);
  await expect(analyticsSwitch(admin, company)).toBeVisible();
};

const setAnalytics = async (admin: Page, company: string, isOn: boolean): Promise<void> => {
  const toggle = analyticsSwitch(admin, company);
  await expect(toggle).toBeChecked({ checked: !isOn });
  await toggle.click();
  // A switch asks first, naming the company.
  const confirm = admin.getByRole('alertdialog', { name: isOn ? 'Ligar Analytics?' : 'Desligar Analytics?' });
  await expect(confirm).toContainText(company);
  await confirm.getByRole('button', { name: isOn ? 'Ligar Analytics' : 'Desligar Analytics' }).click();
  await expect(
    admin.getByText(isOn ? `Analytics ligado para ${company}.` : `Analytics desligado de ${company}.`).last(),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: isOn });
  await expect(toggle).toBeEnabled();
};

/** The new user opens the invitation's one-time link, sets a password, then signs in. */
const setPasswordAndSignIn = async (page: Page, invitation: string, email: string): Promise<void> => {
  const link = /https?:\/\/\S+\/definir-senha\/[\w-]+/.exec(invitation)?.[0] ?? '';
  expect(link).not.toBe('');
  // The link names PUBLIC_URL: open its path on the portal under test.
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Repita a nova senha/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'CRIAR SENHA' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await signInAndWait(page, email, NEW_PASSWORD);
};

test('a company the ERP created gets Analytics from the admin: its user sees the entry and its figures, then loses both', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const now = Date.now();
  const today = e2eToday();
  // Letters only after the words, so no 6-digit run in the invitation is taken for a recovery code.
  const company = `Importadora Ingerida E2E ${now.toString(36).toUpperCase()} Ltda`;
  const cnpj = uniqueCnpj(now);
  const email = `ingerida.${now}@cliente.example`;
  const firstIdentification = 1_000_000_000 + (now % 100_000_000) * 10;
  const declarations = declarationsOf(today);
  const allTaxes = (line: TTaxes) =>
    line.ii + line.ipi + line.pis + line.cofins + line.antidumping + line.siscomexFee;
  const expectedTotal = BRL.format(taxCentsOf(declarations, allTaxes) / 100);
  const expectedIi = BRL.format(taxCentsOf(declarations, (line) => line.ii) / 100);

  // The broker's ERP writes the company (no entitlement: all off when new), its user and three DIs.
  const token = await serviceToken(page.request);
  const created = await ingest(page.request, token, `/companies/${cnpj}`, { name: company });
  expect(created.result).toBe('created');
  const user = await ingest(page.request, token, `/users/${encodeURIComponent(email)}`, {
    name: 'Iara Ingerida',
    companyCnpjs: [formatCnpj(cnpj)],
  });
  expect(user).toMatchObject({ result: 'created', isInvited: true });
  for (const [index, declaration] of declarations.entries()) {
    const identification = firstIdentification + index;
    const process = await ingest(page.request, token, `/processes/${identification}`, {
      identification,
      companyCnpj: cnpj,
      typeOfProcess: 'CONTA_E_ORDEM',
      status: 'Desembaraço',
      stepId: PROCESS_STEP.DESEMBARACO,
      created: isoDay(addDays(today, -25)),
      wayOfTransport: 'MARITIMA',
      diChannel: 'VERDE',
    });
    expect(process.result).toBe('created');
    const written = await ingest(
      page.request,
      token,
      `/processes/${identification}/declaration`,
      declaration,
    );
    expect(written).toEqual({ result: 'created', items: declaration.items.length });
  }

  await acceptCookieConsent(context, baseURL ?? '');
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(adminContext, baseURL ?? '');
  const admin = await adminContext.newPage();
  try {
    // The invitation names the company and carries the one-time link to set the password.
    const invitation = await waitForOutboxMail(email);
    expect(invitation).toContain(company);
    await setPasswordAndSignIn(page, invitation, email);

    // Not entitled yet: no entry, and the address leads Home.
    await expect(await analyticsEntry(page)).toHaveCount(0);
    await page.goto('/analytics');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible();

    await signInAndWait(admin, CARLA);
    await openCompany(admin, company);
    await setAnalytics(admin, company, true);

    // The user's next load shows the entry, and Gerar draws the ingested declarations' figures.
    await page.reload();
    await expect(await analyticsEntry(page)).toHaveCount(1);
    // The month back to today, in the address: the screens' default period is the month so far
    // (docs/decisions/0099-one-period-model.md), which on the 1st or 2nd would hold none of the DIs.
    await page.goto(`/analytics?de=${isoDay(addDays(today, -30))}&ate=${isoDay(today)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Análise Operacional' })).toBeVisible();
    const taxes = page.getByTestId('bi-taxes');
    await expect(async () => {
      await page.getByRole('button', { name: 'Gerar' }).click();
      await expect(taxes.locator('[data-total="true"] dd')).toHaveText(expectedTotal, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(
      taxes.locator('dt').filter({ hasText: /^II$/ }).locator('xpath=following-sibling::dd'),
    ).toHaveText(expectedIi);

    // Taken back: the very next BI call of the open page is refused with the server's reason...
    // A load of an earlier Gerar may still be answering: the one measured is a request sent after
    // the revoke (a loaded CI machine answered an older one 200 here).
    await setAnalytics(admin, company, false);
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/bi/'));
    await page.getByRole('button', { name: 'Gerar' }).click();
    const answer = await (await sent).response();
    if (!answer) throw new Error('the BI call after the revoke got no answer');
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(ANALYTICS_FORBIDDEN);
    await expect(page.getByText(ANALYTICS_FORBIDDEN).first()).toBeVisible();

    // ...and on reload the entry is gone and the address leads Home.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(await analyticsEntry(page)).toHaveCount(0);
  } finally {
    // Whatever failed above, this run's company ends without Analytics and its user without access.
    await ingest(page.request, token, `/companies/${cnpj}`, {
      name: company,
      entitlements: { analytics: false },
    });
    await ingest(page.request, token, `/users/${encodeURIComponent(email)}`, {
      name: 'Iara Ingerida',
      companyCnpjs: [cnpj],
      isActive: false,
    });
    await adminContext.close();
  }
});
