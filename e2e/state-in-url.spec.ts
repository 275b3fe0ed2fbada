import { expect, test, type Page } from '@playwright/test';
import { resultsTable, searchInHeader } from './support/process-table.ts';
import { addDays, brDay, calendarDay, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// The list, a search, the process modal and the period live in the address: a link or a reload opens
// the same view, and Back goes back (docs/decisions/0099-one-period-model.md,
// docs/decisions/0100-state-in-the-address.md).

const TABLE = 'Processos de importação';
const today = e2eToday();

const stepColumn = (page: Page) => resultsTable(page, TABLE).locator('tbody td[data-column="step"]');

const shownSteps = async (page: Page) => [...new Set(await stepColumn(page).allTextContents())];

test.describe('state in the address', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('the list: GERAR pushes its filter, a reload keeps it, Back shows the list before', async ({
    page,
  }) => {
    await page.goto('/processos');
    await expect.poll(() => shownSteps(page)).toEqual(['Produção']);

    await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Trânsito' });
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expect(page).toHaveURL(/\/processos\?etapa=2$/);
    await expect.poll(() => shownSteps(page)).toEqual(['Trânsito']);

    await page.reload();
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('2');
    await expect.poll(() => shownSteps(page)).toEqual(['Trânsito']);

    await page.goBack();
    await expect(page).toHaveURL(/\/processos$/);
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('7');
    await expect.poll(() => shownSteps(page)).toEqual(['Produção']);
  });

  test('a search says what was searched, drops the step filter and can be reloaded', async ({ page }) => {
    const asked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/customers/import/search'),
    );
    await searchInHeader(page, 'Ltd');
    // The search asks every step (concluded ones included): no step rides along.
    const params = new URL((await asked).url()).searchParams;
    expect([...params.keys()].sort()).toEqual(['concluidos', 'q']);
    await expect(page).toHaveURL(/\/processos\?busca=Ltd$/);
    await expect(page.getByRole('heading', { name: 'Resultados para “Ltd”' })).toBeVisible();
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('');
    await expect(resultsTable(page, TABLE).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText(/^Foram encontrados/)).toHaveCount(0);
    await expect(page.getByText('Sucesso', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Resultados para “Ltd”' })).toBeVisible();
    await expect(resultsTable(page, TABLE).locator('tbody tr').first()).toBeVisible();
  });

  test('the modal: a row opens /processos/:id, its tab is in the address, Back closes it', async ({
    page,
  }) => {
    await page.goto('/processos?etapa=2');
    const row = resultsTable(page, TABLE).locator('tbody tr').first();
    const reference = (await row.locator('td[data-column="reference"]').textContent())?.trim() ?? '';
    await row.click();
    const modal = page.getByTestId('process-modal');
    await expect(modal.getByRole('heading', { name: reference })).toBeVisible();
    await expect(page).toHaveURL(/\/processos\/\d+\?etapa=2$/);
    const processUrl = new URL(page.url());

    await modal.getByRole('tab', { name: /^Financeiro/ }).click();
    await expect(page).toHaveURL(/\/processos\/\d+\?etapa=2&aba=financeiro$/);

    // A copied link opens the same process on the same tab, over the same list.
    await page.reload();
    await expect(modal.getByRole('heading', { name: reference })).toBeVisible();
    await expect(modal.getByRole('tab', { name: /^Financeiro/ })).toHaveAttribute('aria-selected', 'true');

    // One Back: the tab replaced its entry, so this is the list again.
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/processos\?etapa=2$/);
    await expect.poll(() => shownSteps(page)).toEqual(['Trânsito']);

    // Opened by its address, Escape leaves it for its list's address.
    await page.goto(`${processUrl.pathname}?aba=historico`);
    await expect(modal.getByRole('tab', { name: /^Histórico/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/processos$/);
  });

  test('one period model: the Home opens on the month so far; a period applied is offered by the next screen', async ({
    page,
  }) => {
    const firstDay = calendarDay(today.year, today.month, 1);
    const form = page.getByRole('form', { name: 'Período dos indicadores' });
    await expect(form.getByLabel('Data inicial')).toHaveValue(brDay(firstDay));
    await expect(form.getByLabel('Data final')).toHaveValue(brDay(today));

    const from = addDays(today, -90);
    await form.getByLabel('Data inicial').fill(brDay(from));
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?de=${isoDay(from)}&ate=${isoDay(today)}$`));

    // The dashboard, opened from the menu, shows and loads that period, and names it in its address.
    const dashboardCall = page.waitForRequest((request) =>
      request.url().includes('/api/public/customer/import-dashboard?'),
    );
    await page.getByRole('link', { name: 'Painel de Importação' }).click();
    await expect(page.getByLabel('Período inicial')).toHaveValue(brDay(from));
    expect(new URL((await dashboardCall).url()).searchParams.get('startDate')).toBe(isoDay(from));
    await expect(page).toHaveURL(new RegExp(`/painel-importacao\\?de=${isoDay(from)}&ate=${isoDay(today)}$`));

    // Analytics too; its quick range fills the boxes, Gerar applies it and Back returns to the last one.
    await page.getByRole('link', { name: 'Analytics' }).click();
    const toolbar = page.getByRole('form', { name: 'Período da análise' });
    await expect(toolbar.getByLabel('Data inicial')).toHaveValue(brDay(from));
    await toolbar.getByRole('button', { name: 'Este mês' }).click();
    await toolbar.getByRole('button', { name: 'Gerar' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await page.goBack();
    await expect(toolbar.getByLabel('Data inicial')).toHaveValue(brDay(from));
  });
});
