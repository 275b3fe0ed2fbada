import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { acceptCookieConsent, CARLA, signInAndWait } from './support/session.ts';

/**
 * The back-office, Identidade visual: Carla sets the portal's name and colour, and /login
 * shows them after a reload (title, brand, the button's colour) without a rebuild. The e2e suite
 * shares one server, so the demo's look is put back at the end whatever happens.
 */

const NAME = 'Aurora Despachos Aduaneiros';
const COLOR = '#5b3a8c';
const FIELDS = [
  'Nome do portal',
  'Cor principal',
  'Nome do remetente dos e-mails',
  'E-mail de suporte',
  'Telefone de suporte',
] as const;

const openScreen = async (admin: Page): Promise<void> => {
  await admin.goto('/admin/identidade-visual');
  await expect(admin.getByRole('heading', { level: 2, name: 'Identidade visual' })).toBeVisible();
  await expect(admin.getByLabel('Nome do portal')).toBeEnabled();
};

const expectNoSeriousViolations = async (page: Page): Promise<void> => {
  expect(await seriousViolations(page)).toEqual([]);
};

/** Every field empty (the product's defaults) and saved, when anything was set. */
const resetBranding = async (admin: Page): Promise<void> => {
  await openScreen(admin);
  for (const field of FIELDS) await admin.getByLabel(field, { exact: true }).fill('');
  const save = admin.getByRole('button', { name: 'Salvar' });
  if (await save.isEnabled()) {
    await save.click();
    await expect(admin.getByText('Identidade visual salva.').last()).toBeVisible();
  }
};

test('an admin sets the portal name and colour: /login shows them after a reload, then the defaults come back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1440, height: 900 } });
  await acceptCookieConsent(adminContext, baseURL ?? '');
  const admin = await adminContext.newPage();
  const visitorContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(visitorContext, baseURL ?? '');
  const visitor = await visitorContext.newPage();
  try {
    await signInAndWait(admin, CARLA);
    await admin.getByRole('link', { name: 'Administração' }).click();
    await admin.getByRole('link', { name: 'Identidade visual' }).click();
    await expect(admin).toHaveURL(/\/admin\/identidade-visual$/);
    await expect(admin.getByLabel('Nome do portal')).toHaveValue('');
    await expectNoSeriousViolations(admin);

    // A colour below AA is refused on the spot, with its ratio.
    await admin.getByLabel('Cor principal', { exact: true }).fill('#777777');
    await expect(admin.getByTestId('contrast-verdict')).toHaveText(
      'Contraste 4,06:1 — não atende AA (mínimo 4,5:1)',
    );

    await admin.getByLabel('Nome do portal').fill(NAME);
    await admin.getByLabel('Cor principal', { exact: true }).fill(COLOR);
    await expect(admin.getByTestId('contrast-verdict')).toHaveText('Contraste 7,84:1 — atende AA');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Identidade visual salva.')).toBeVisible();
    // The shell takes it at once.
    await expect(admin.getByRole('complementary', { name: 'Menu principal' }).getByText(NAME)).toBeVisible();

    await visitor.goto('/login');
    await visitor.reload();
    await expect(visitor).toHaveTitle(`Login | ${NAME}`);
    await expect(visitor.getByText(NAME, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'ACESSAR' })).toHaveCSS(
      'background-color',
      'rgb(91, 58, 140)',
    );

    await admin.setViewportSize({ width: 390, height: 844 });
    await openScreen(admin);
    await expectNoSeriousViolations(admin);
  } finally {
    // Whatever failed above, the demo keeps its look for the other specs.
    await admin.setViewportSize({ width: 1440, height: 900 });
    await resetBranding(admin);
    await visitor.goto('/login');
    await expect(visitor).toHaveTitle('Login | Portal dos Clientes');
    await adminContext.close();
    await visitorContext.close();
  }
});
