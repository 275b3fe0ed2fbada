import { expect, test, type Page } from '@playwright/test';
import { exportShownRows } from './support/process-table.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import { addDays, brDay, calendarDay, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

const today = e2eToday();
const DASHBOARD_PATH = '/api/public/customer/import-dashboard';

const openDashboard = async (page: Page) => {
  await page.getByRole('link', { name: 'Painel de Importação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Painel de Importação' })).toBeVisible();
  await expect(page.getByTestId('tax-II').getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
};

/** Twelve whole months to today, in the address (the default is the month so far): 12 month bars. */
const TWELVE_MONTHS = `/painel-importacao?de=${isoDay(
  calendarDay(today.month === 12 ? today.year : today.year - 1, today.month === 12 ? 1 : today.month + 1, 1),
)}&ate=${isoDay(today)}`;

const setPeriod = async (page: Page, from: string, to: string) => {
  const form = page.getByRole('form', { name: 'Filtros do painel' });
  await form.getByLabel('Período inicial').fill(from);
  await form.getByLabel('Período final').fill(to);
};

test.describe('Painel de Importação', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('loads the month so far from the sidebar, then the period Gerar asks for', async ({ page }) => {
    await openDashboard(page);
    // The screens' one default period (docs/decisions/0099-one-period-model.md).
    const firstMonth = calendarDay(today.year, today.month, 1);
    await expect(page.getByLabel('Período inicial')).toHaveValue(brDay(firstMonth));
    await expect(page.getByLabel('Período final')).toHaveValue(brDay(today));
    for (const tax of ['II', 'IPI', 'PIS', 'COFINS', 'SISCOMEX', 'ANTIDUMPING']) {
      const card = page.getByTestId(`tax-${tax}`);
      await expect(card.getByRole('heading', { name: tax })).toBeVisible();
      await expect(card.getByText('P.A.')).toBeVisible();
      await expect(card.getByText(/em relação ao período anterior$/)).toBeAttached();
    }
    await expect(page.getByRole('group', { name: 'Processos por mês' }).getByRole('button')).toHaveCount(1);

    const from = addDays(today, -59);
    const request = page.waitForRequest((candidate) => candidate.url().includes(`${DASHBOARD_PATH}?`));
    await setPeriod(page, brDay(from), brDay(today));
    await page.getByRole('button', { name: 'Gerar' }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('startDate')).toBe(isoDay(from));
    expect(url.searchParams.get('endDate')).toBe(isoDay(today));
    await expect(page.getByRole('group', { name: 'Processos por dia' }).getByRole('button')).toHaveCount(60);
    await expect(page.getByTestId('dash-modes').getByText('Processos', { exact: true })).toBeVisible();
  });

  test('refuses an end before the start and a missing date with the spec texts', async ({ page }) => {
    await openDashboard(page);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes(`${DASHBOARD_PATH}?`)) requests += 1;
    });
    await setPeriod(page, brDay(today), brDay(addDays(today, -1)));
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByText('Data final não pode ser menor que data inicial.')).toBeVisible();
    await page.getByLabel('Período inicial').fill('');
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByText('A data de início e de fim devem estar preenchidas!')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('a period over 731 days or an invalid date is refused before sending; the figures stay', async ({
    page,
  }) => {
    await openDashboard(page);
    const shown = await page.getByTestId('dashboard-period').textContent();
    const ii = await page
      .getByTestId('tax-II')
      .getByText(/^R\$\s[\d.]+,\d{2}$/)
      .textContent();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes(`${DASHBOARD_PATH}?`)) requests += 1;
    });
    await setPeriod(page, brDay(addDays(today, -731)), brDay(today));
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByText('O período pode ter no máximo 731 dias.')).toBeVisible();
    await setPeriod(page, '31/02/2026', brDay(today));
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(
      page.getByText('Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.'),
    ).toBeVisible();
    expect(requests).toBe(0);
    await expect(page.getByTestId('dashboard-period')).toHaveText(shown ?? '');
    await expect(page.getByTestId('tax-II').getByText(ii ?? '')).toBeVisible();
  });

  test('phone: a donut legend reads whole, each name clear of its amount', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The sidebar folds away on a phone: straight to the screen.
    await page.goto(TWELVE_MONTHS);
    await expect(page.getByTestId('tax-II').getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
    for (const card of ['dash-modes', 'dash-freight']) {
      const items = page.getByTestId(card).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const overlaps = await items.evaluateAll(
        (rows) =>
          rows.filter((row) => {
            // A row is a button (or a plain item) of swatch, name and amount.
            const [name, amount] = [...(row.firstElementChild?.children ?? [])].filter(
              (part) => part.textContent,
            );
            if (name === undefined || amount === undefined) return false;
            // A name wider than its cell spills over the amount: its text is wider than its box.
            return (
              name.scrollWidth > name.clientWidth ||
              name.getBoundingClientRect().right > amount.getBoundingClientRect().left
            );
          }).length,
      );
      expect(overlaps).toBe(0);
    }
  });

  test('a month bar opens its processes in the process list', async ({ page }) => {
    await page.goto(TWELVE_MONTHS);
    await expect(page.getByRole('group', { name: 'Processos por mês' }).getByRole('button')).toHaveCount(12);
    const bars = page
      .getByRole('group', { name: 'Processos por mês' })
      .getByRole('button', { disabled: false });
    const labels = await bars.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    // The busiest month: more than one process, so the list (not the modal) opens.
    const busiest = labels
      .map((label) => ({
        label: label ?? '',
        count: Number(/: ([\d.]+) processos$/.exec(label ?? '')?.[1]?.replace('.', '')),
      }))
      .filter((bar) => bar.count > 1)
      .sort((a, b) => b.count - a.count)[0];
    if (!busiest) throw new Error('the demo data has no month with more than one process');
    await page.getByRole('button', { name: busiest.label }).click();
    await expect(page).toHaveURL(/\/processos$/);
    await expect(
      page.getByText(`Foram encontrados ${busiest.count.toLocaleString('pt-BR')} processos de importação.`),
    ).toBeVisible();
    const month = busiest.label.split(':')[0] ?? '';
    await expect(page.getByText(`para “Painel de Importação · ${month}”`)).toBeVisible();

    // The list is the bucket's, a page at a time from the server; its spreadsheet holds all of it.
    const table = page.getByRole('table', { name: 'Processos de importação' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(15, busiest.count));
    const { filename, rows } = await exportShownRows(page);
    expect(filename).toBe('relatorio-processos-importacao.xlsx');
    expect(rows).toHaveLength(busiest.count + 1);
    expect(String(rows[1]?.[0])).toBe(
      (await table.locator('tbody tr').first().locator('td').first().textContent()) ?? '',
    );
  });

  test('Excel saves painel-importacao.xlsx with every figure per company, as numbers', async ({ page }) => {
    await openDashboard(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('painel-importacao.xlsx');
    const rows = await readXlsxRows(await file.path());
    expect(rows[0]).toEqual([
      'Empresa',
      'CNPJ',
      'Indicador',
      'Unidade',
      'Período atual',
      'Período anterior (P.A.)',
      'Direção',
      'Variação (%)',
    ]);
    const ii = rows.filter((row) => row[2] === 'II');
    // All companies together, then each of Ana's customer companies.
    expect(ii[0]?.[0]).toBe('Todas as empresas');
    expect(ii.length).toBeGreaterThan(2);
    for (const row of ii) expect(typeof row[4]).toBe('number');
    const total = ii.slice(1).reduce((sum, row) => sum + Number(row[4]), 0);
    expect(Number(ii[0]?.[4])).toBeCloseTo(total, 1);
    const shown = await page
      .getByTestId('tax-II')
      .getByText(/^R\$\s[\d.]+,\d{2}$/)
      .innerText();
    expect(Number(shown.replace(/[^\d,]/g, '').replace(',', '.'))).toBeCloseTo(Number(ii[0]?.[4]), 2);
  });
});
