import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookieConsent, BRUNO, CARLA, signInAndWait } from './support/session.ts';

/**
 * The back-office: what a company sees is data an admin switches. Bruno's company (Mar Aberto)
 * is not entitled to Analytics in the demo; Carla, an admin, grants it and takes it back. The grant
 * is undone at the end whatever happens, so the other specs meet the demo as seeded.
 */

const COMPANY = 'Mar Aberto Utilidades Domésticas Ltda';
const ANALYTICS_SWITCH = `Analytics — ${COMPANY}`;

const openCompany = async (admin: Page): Promise<void> => {
  await admin.goto('/admin/empresas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
  await admin.getByLabel('Buscar por nome ou CNPJ').fill('Mar Aberto');
  await expect(admin.getByRole('switch', { name: ANALYTICS_SWITCH })).toBeVisible();
};

const setAnalytics = async (admin: Page, isOn: boolean): Promise<void> => {
  const toggle = admin.getByRole('switch', { name: ANALYTICS_SWITCH });
  if ((await toggle.isChecked()) === isOn) return;
  await toggle.click();
  // The grant's toast may still be up when the revocation's (the same text) arrives: the newest.
  await expect(admin.getByText(`Permissões de ${COMPANY} atualizadas.`).last()).toBeVisible();
  await expect(toggle).toBeChecked({ checked: isOn });
  await expect(toggle).toBeEnabled();
};

test('an admin grants Analytics to a company and takes it back: the menu, the screen and the BI calls follow', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
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
    await expect(page).toHaveURL(/\/$/);

    await signInAndWait(admin, CARLA);
    await admin.getByRole('link', { name: 'Administração' }).click();
    await expect(admin).toHaveURL(/\/admin\/empresas$/);
    await openCompany(admin);
    await expect(admin.getByRole('switch', { name: ANALYTICS_SWITCH })).not.toBeChecked();
    const { violations } = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
    await setAnalytics(admin, true);

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
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/bi/'));
    await page.getByRole('button', { name: 'Gerar' }).click();
    expect((await refused).status()).toBe(403);
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  } finally {
    // Whatever failed above, the demo's company goes back to how it was seeded.
    await openCompany(admin).then(() => setAnalytics(admin, false));
    await adminContext.close();
  }
});
