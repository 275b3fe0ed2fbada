import { expect, test, type Page } from '@playwright/test';
import { BI_GENERATE_CALLS } from '@pc/contract/bi';
import { seriousViolations } from './support/accessibility.ts';
import { searchAdminCompanies } from './support/table-search.ts';
import { acceptCookieConsent, BRUNO, CARLA, signInAndWait } from './support/session.ts';

/**
 * The back-office: what a company sees is data an admin switches, each switch confirmed first.
 * Bruno's company (Mar Aberto) is not entitled to Analytics in the demo; Carla, an admin, grants it
 * and takes it back. The grant is undone at the end whatever happens, so the other specs meet the
 * demo as seeded.
 */

const COMPANY = 'Mar Aberto Utilidades Domésticas Ltda';
const ANALYTICS_SWITCH = `Analytics — ${COMPANY}`;
/** The figures' calls, each refused without Analytics (the map's country names are not among them). */
const GENERATE_PATHS: readonly string[] = BI_GENERATE_CALLS.map((call) => call.path);

const openCompany = async (admin: Page): Promise<void> => {
  await searchAdminCompanies(admin, 'Mar Aberto');
  await expect(admin.getByRole('switch', { name: ANALYTICS_SWITCH })).toBeVisible();
};

/** The confirmation a switch opens: it names the company and what its users gain or lose. */
const confirmation = (admin: Page, isOn: boolean) =>
  admin.getByRole('alertdialog', { name: isOn ? 'Ligar Analytics?' : 'Desligar Analytics?' });

const setAnalytics = async (admin: Page, isOn: boolean): Promise<void> => {
  const toggle = admin.getByRole('switch', { name: ANALYTICS_SWITCH });
  if ((await toggle.isChecked()) === isOn) return;
  await toggle.click();
  await confirmation(admin, isOn)
    .getByRole('button', { name: isOn ? 'Ligar Analytics' : 'Desligar Analytics' })
    .click();
  // The grant's toast may still be up when the revocation's arrives: the newest.
  await expect(
    admin.getByText(isOn ? `Analytics ligado para ${COMPANY}.` : `Analytics desligado de ${COMPANY}.`).last(),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: isOn });
  await expect(toggle).toBeEnabled();
};

test('an admin grants Analytics to a company and takes it back: the menu, the screen and the BI calls follow', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  // Two sessions, two accessibility scans and a confirmation asked, cancelled and given.
  test.setTimeout(240_000);
  await acceptCookieConsent(context, baseURL ?? '');
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(adminContext, baseURL ?? '');
  const admin = await adminContext.newPage();
  try {
    // A customer has no back-office: the entry is not there and the address leads Home.
    await signInAndWait(page, BRUNO);
    await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await page.goto('/admin/empresas');
    // Home, whatever period its address carries.
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await signInAndWait(admin, CARLA);
    await admin.getByRole('link', { name: 'Administração' }).click();
    await expect(admin).toHaveURL(/\/admin\/empresas$/);
    await openCompany(admin);
    await expect(admin.getByRole('switch', { name: ANALYTICS_SWITCH })).not.toBeChecked();
    expect(await seriousViolations(admin)).toEqual([]);

    // A switch changes nothing on one click: it asks, naming the company, its CNPJ and what its
    // users gain. Cancelled, nothing is sent and the switch stays as it was.
    const puts: string[] = [];
    admin.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/entitlements')) puts.push(request.url());
    });
    const toggle = admin.getByRole('switch', { name: ANALYTICS_SWITCH });
    await toggle.click();
    const asking = confirmation(admin, true);
    await expect(asking).toContainText(
      new RegExp(
        `^Ligar Analytics\\?Ligar Analytics para ${COMPANY}: (nenhum usuário|1 usuário|\\d+ usuários) passa`,
      ),
    );
    await expect(asking).toContainText('a tela Análise Operacional');
    await expect(asking).toContainText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}, [\d.]+ processos?\./);
    expect(await seriousViolations(admin, '[role="alertdialog"]')).toEqual([]);
    await asking.getByRole('button', { name: 'Cancelar' }).click();
    await expect(asking).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeFocused();
    expect(puts).toEqual([]);
    // Escape cancels too.
    await toggle.click();
    await expect(asking).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(asking).toBeHidden();
    await expect(toggle).not.toBeChecked();
    expect(puts).toEqual([]);

    await setAnalytics(admin, true);
    expect(puts).toHaveLength(1);

    // Bruno's next load shows the entry, and the screen draws his company's own figures.
    await page.reload();
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Análise Operacional' })).toBeVisible();
    await expect(
      page
        .getByTestId('bi-taxes')
        .getByText(/^R\$\s[\d.]+,\d{2}$/)
        .first(),
    ).toBeVisible();

    // Taken back: the very next BI call of the same session is refused, and the entry goes on reload.
    await setAnalytics(admin, false);
    // Wait for one of Gerar's loads sent from here on, when the switch's PUT has answered: a load the
    // screen sent before may still answer 200 after it.
    const sentAfter = page.waitForRequest((request) =>
      GENERATE_PATHS.includes(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Gerar' }).click();
    expect((await (await sentAfter).response())?.status()).toBe(403);
    await page.reload();
    // Home, whatever period its address carries.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  } finally {
    // Whatever failed above, the demo's company goes back to how it was seeded.
    await openCompany(admin).then(() => setAnalytics(admin, false));
    await adminContext.close();
  }
});
