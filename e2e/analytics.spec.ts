import { BI_GENERATE_CALLS } from '@pc/contract/bi';
import { expect, test, type Page } from '@playwright/test';
import { readXlsxRows } from './support/read-xlsx.ts';
import { addDays, brDay, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, BRUNO, signInAndWait, signInOn } from './support/session.ts';

const today = e2eToday();
const BI_PATHS: readonly string[] = BI_GENERATE_CALLS.map((call) => call.path);

const block = (page: Page, id: string) => page.getByTestId(id);

/**
 * Opens on six months back, named in the address: the screens' default is the month so far
 * (docs/decisions/0099-one-period-model.md), which early in a month holds too few DIs to filter or sort.
 */
const openAnalytics = async (page: Page) => {
  await page.goto(`/analytics?de=${isoDay(addDays(today, -180))}&ate=${isoDay(today)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Análise Operacional' })).toBeVisible();
  await expect(
    block(page, 'bi-taxes')
      .getByText(/^R\$\s[\d.]+,\d{2}$/)
      .first(),
  ).toBeVisible();
};

const setPeriod = async (page: Page, from: string, to: string) => {
  const toolbar = page.getByRole('form', { name: 'Período da análise' });
  await toolbar.getByLabel('Data inicial').fill(from);
  await toolbar.getByLabel('Data final').fill(to);
};

test.describe('Analytics', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('Gerar fires the 15 loads for the period; an end before the start is refused', async ({ page }) => {
    await openAnalytics(page);
    const from = addDays(today, -364);
    const seen = new Map<string, URL>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (BI_PATHS.includes(url.pathname)) seen.set(url.pathname, url);
    });
    await setPeriod(page, brDay(from), brDay(today));
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect.poll(() => seen.size).toBe(15);
    for (const url of seen.values()) {
      expect(url.searchParams.get('data_registro_di_inicial')).toBe(isoDay(from));
      expect(url.searchParams.get('data_registro_di_final')).toBe(isoDay(today));
    }
    await expect(block(page, 'bi-channels').getByText('Registros', { exact: true }).first()).toBeVisible();
    await expect(block(page, 'bi-modes').getByText(/^\d+$/).first()).toBeVisible();

    seen.clear();
    await setPeriod(page, brDay(today), brDay(addDays(today, -1)));
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByText('Data final não pode ser menor que data inicial.')).toBeVisible();
    expect(seen.size).toBe(0);
  });

  test('the drawer filters by mode; the NCM table sorts and opens every NCM of the period', async ({
    page,
  }) => {
    await openAnalytics(page);
    const taxes = await block(page, 'bi-taxes').innerText();
    await page.getByRole('button', { name: 'Filtrar Pesquisa' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar Pesquisa' });
    const modal = drawer.getByLabel('MODAL');
    const modalLoad = page.waitForResponse(
      (response) =>
        response.url().includes('/bi/valores-impostos?') && response.url().includes('modal=AEREA'),
    );
    await modal.selectOption('AEREA');
    await modalLoad;
    await expect.poll(() => block(page, 'bi-taxes').innerText()).not.toBe(taxes);
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('button', { name: /Filtrar Pesquisa \(1 filtro ativo\)/ })).toBeVisible();

    const table = block(page, 'bi-ncm-goods').getByRole('table').first();
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const vmldHeader = table.getByRole('columnheader', { name: /VMLD/ });
    await vmldHeader.getByRole('button').click();
    await expect(vmldHeader).toHaveAttribute('aria-sort', 'ascending');
    const values = async () =>
      (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((text) =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
      );
    const ascending = await values();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await vmldHeader.getByRole('button').click();
    await expect(vmldHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await values();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' }).click();
    const all = page.getByRole('dialog', { name: 'Todas as NCMs do Período' });
    await expect(all.getByRole('table', { name: 'Todas as NCMs do Período' })).toBeVisible();
    await all.getByRole('button', { name: 'Fechar' }).click();

    for (const [list, title] of [
      ['Locais de Origens', 'Todos os Locais de Origens no Período'],
      ['Exportadores', 'Todos os Exportadores no Período'],
      ['Fabricantes', 'Todos os Fabricantes por Período'],
    ] as const) {
      await page.getByRole('button', { name: `Ver todos (${list})` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByText('1º', { exact: true }).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test('the map pans by drag, zooms only with Ctrl, and says so without it', async ({ page }) => {
    await openAnalytics(page);
    const map = page.getByRole('group', { name: 'Mapa-múndi das importações por país de origem' });
    await map.scrollIntoViewIfNeeded();
    const layer = page.getByTestId('map-layer');
    await expect(layer).toBeVisible();
    const before = await layer.getAttribute('transform');
    const centreOfMap = async () => {
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      if (!box) throw new Error('no map box');
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(centre.x, centre.y);
      return centre;
    };

    await centreOfMap();
    await page.mouse.wheel(0, -200);
    await expect(page.getByText('Pressione Ctrl ou Cmd e role para ampliar o mapa')).toBeVisible();
    expect(await layer.getAttribute('transform')).toBe(before);

    // The plain wheel scrolled the page: point at the map again.
    const centre = await centreOfMap();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(() => layer.getAttribute('transform')).not.toBe(before);
    const zoomed = await layer.getAttribute('transform');

    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 120, centre.y + 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => layer.getAttribute('transform')).not.toBe(zoomed);
  });

  test('30 days show day by day, with the expanded view above 12 bars', async ({ page }) => {
    await openAnalytics(page);
    await setPeriod(page, brDay(addDays(today, -29)), brDay(today));
    await page.getByRole('button', { name: 'Gerar' }).click();
    const chart = block(page, 'bi-period-chart');
    await chart.getByRole('button', { name: 'Visualização expandida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visão expandida do gráfico' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('Exportar Excel saves analise-operacional.xlsx with the period items', async ({ page }) => {
    await openAnalytics(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('analise-operacional.xlsx');
    const rows = await readXlsxRows(await file.path());
    expect(rows[0]?.slice(0, 4)).toEqual(['Data de Registro', 'Adquirente', 'Processo', 'NCM']);
    expect(rows.length).toBeGreaterThan(1);
  });

  test('Importar runs the period import behind the blocking loader, then regenerates', async ({ page }) => {
    await openAnalytics(page);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Importar dados do período' });
    await drawer.getByLabel('Data inicial').fill(brDay(addDays(today, -60)));
    await drawer.getByLabel('Data final').fill(brDay(today));
    const started = page.waitForResponse((response) =>
      response.url().includes('/processos-importacao/importar-por-periodo-do-gescomex'),
    );
    await drawer.getByRole('button', { name: 'Importar período' }).click();
    expect((await started).status()).toBe(200);
    await expect(page.getByText('Importando Dados')).toBeVisible();
    await expect(page.getByText('Dados importados com sucesso!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Importando Dados')).toHaveCount(0);
  });
});

test('a user with no allowed company is sent to the Home', async ({ page, context, baseURL }) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInOn(page, '/analytics', BRUNO);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
});
