import { expect, test, type Page } from '@playwright/test';
import { acceptCookieConsent, CARLA, signInAndWait, signInOn } from './support/session.ts';

/**
 * The back-office's navigation keeps the current section in sight: a grouped side list on a wide
 * screen, a select on a phone. Opening a section by its address (a deep link) shows it as current.
 */

const SECTIONS = [
  'Empresas',
  'Usuários',
  'Atendimento',
  'Pagamentos informados',
  'Cotações de frete',
  'Identidade visual',
  'Auditoria',
  'Notificações enviadas',
  'Privacidade',
  'Incidentes de segurança',
  'Integrações',
  'Webhooks',
  'Importar planilha',
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seções da administração' });

const pageOverflow = (page: Page) =>
  page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);

test.beforeEach(async ({ context, baseURL }) => {
  // Each test signs in and opens several screens.
  test.setTimeout(120_000);
  await acceptCookieConsent(context, baseURL ?? '');
});

test('at 1440 px every section is in sight in the side list, the one opened by its address marked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndWait(page, CARLA);
  for (const [path, name] of [
    ['/admin/auditoria', 'Auditoria'],
    ['/admin/importar-planilha', 'Importar planilha'],
  ] as const) {
    await page.goto(path);
    // The screen's chunk loads on the way in: a loaded machine took over 10 s for it.
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 30_000 });
    const current = nav(page).getByRole('link', { name, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();
    // Every other section too: none is cut off as in the old strip of tabs.
    for (const section of SECTIONS) {
      await expect(nav(page).getByRole('link', { name: new RegExp(`^${section}`) })).toBeInViewport();
    }
    await expect(nav(page).getByRole('combobox', { name: 'Seção' })).toBeHidden();
  }
  // The list stays beside the screen as it scrolls.
  await page.goto('/admin/empresas');
  await expect(page.getByRole('table', { name: 'Empresas' })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect(nav(page).getByRole('link', { name: 'Empresas', exact: true })).toBeInViewport();
});

test('at 390 px a select shows the section opened by its address and goes to another', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOn(page, '/admin/importar-planilha', CARLA);
  await expect(page.getByRole('heading', { level: 2, name: 'Importar planilha' })).toBeVisible({
    timeout: 30_000,
  });
  const select = nav(page).getByRole('combobox', { name: 'Seção' });
  await expect(select).toBeInViewport();
  await expect(select).toHaveValue('/admin/importar-planilha');
  await expect(select.locator('option:checked')).toHaveText('Importar planilha');
  await expect(nav(page).getByRole('link', { name: 'Importar planilha' })).toBeHidden();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await select.selectOption({ label: 'Auditoria' });
  await expect(page).toHaveURL(/\/admin\/auditoria$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Auditoria' })).toBeVisible();
  await expect(select).toHaveValue('/admin/auditoria');
  // The groups hold every section.
  const groups = await select
    .locator('optgroup')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('label')));
  expect(groups).toEqual(['Clientes', 'Operação', 'Portal', 'Dados e integrações']);
  await expect(select.locator('option')).toHaveCount(SECTIONS.length);
});

test('at 390 px the rows’ actions of Atendimento and Pagamentos informados sit within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, CARLA);
  for (const [path, name] of [
    ['/admin/atendimento', /^(Assumir|Devolver) /],
    ['/admin/pagamentos', /^Confirmar o pagamento /],
  ] as const) {
    await page.goto(path);
    const action = page.getByRole('button', { name }).first();
    await expect(action).toBeVisible();
    // The action column stays at the table's right edge: no sideways scroll to reach it.
    const box = await action.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
});
