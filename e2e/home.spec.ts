import { expect, test, type Page } from '@playwright/test';
import type { TTransitTimeRow } from '@pc/contract/indicators';
import type { TTransitTimeDuimp } from '@pc/contract/transit-time';
import { brDay, calendarDay, e2eToday, isoDay, saoPauloDayOf, type TDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait, waitForOutboxMail } from './support/session.ts';

const today = e2eToday();
const firstOfMonth = calendarDay(today.year, today.month, 1);
const previousMonthStart = calendarDay(today.year, today.month - 1, 1);
const previousMonthEnd = calendarDay(today.year, today.month, 0);
const monthBeforeStart = calendarDay(today.year, today.month - 2, 1);
const monthBeforeEnd = calendarDay(today.year, today.month - 1, 0);
const startOfYear = calendarDay(today.year, 1, 1);
const lastYearStart = calendarDay(today.year - 1, 1, 1);

const INDICATOR_PATHS = [
  '/api/public/customer/analytics/total/all',
  '/api/public/customer/analytics/leadtime/all',
  '/api/public/customer/analytics/registroDi',
  '/api/public/customer/analytics/movimentacaoProcessual/all',
  '/api/public/customer/analytics/periodoDeArmazenagem/all',
];

const expectCardsLoaded = async (page: Page) => {
  for (const testId of [
    'step-card-total',
    'step-card-7',
    'step-card-5',
    'movement-card-total',
    'movement-card-totalFcl',
  ])
    await expect(page.getByTestId(testId).getByText(/^\d[\d.]*$/)).toBeVisible();
  // A mean is a figure in days, or, with no process ending in the period, '—' and why (never 0 dias).
  for (const testId of [
    'leadtime-card-importDeclaration',
    'leadtime-card-goodsReadinesDateXCustomerDeliverDate',
  ]) {
    const card = page.getByTestId(testId);
    await expect(
      card.getByText(/^\d[\d.,]* dias?$/).or(card.getByText('sem processos no período')),
    ).toBeVisible();
  }
  await expect(
    page.getByTestId('home-storage').getByRole('row', { name: /^Primeiro período \d/ }),
  ).toBeVisible();
  await expect(page.getByTestId('home-di-channel').getByRole('row', { name: /^Verde \d/ })).toBeVisible();
  await expect(page.getByText('Indisponível')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  // Each donut is drawn: its ring's slices are in the page (they are pictures of the legend tables).
  for (const testId of ['home-storage', 'home-di-channel'])
    await expect(page.getByTestId(testId).locator('svg path').first()).toBeAttached();
  // The donuts are aria-hidden pictures of the legend tables: nothing inside them takes focus.
  await expect(
    page.locator(
      '[aria-hidden="true"] :is(a, button, input, select, textarea, [tabindex]:not([tabindex="-1"]))',
    ),
  ).toHaveCount(0);
};

const filterPeriod = async (page: Page, from: string, to: string) => {
  await page.getByLabel('Data inicial').fill(from);
  await page.getByLabel('Data final').fill(to);
  await page.getByRole('button', { name: 'Filtrar' }).click();
};

test.describe('Home', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('the default period loads every card against the equal-length period before it', async ({ page }) => {
    // Keyed by call and period: the sign-in landed on Home already, so its loads may answer late.
    const calls = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (INDICATOR_PATHS.includes(url.pathname))
        calls.set(`${url.pathname} ${url.searchParams.get('firstDate')}`, response.status());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Portal dos Clientes', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Data inicial')).toHaveValue(brDay(firstOfMonth));
    await expect(page.getByLabel('Data final')).toHaveValue(brDay(today));

    const comparisonStart = calendarDay(today.year, today.month, 1 - today.day);
    const comparisonEnd = calendarDay(today.year, today.month, 0);
    await expect(page.getByTestId('comparison-period')).toHaveText(
      `Comparado com: ${brDay(comparisonStart)} a ${brDay(comparisonEnd)}`,
    );
    await expectCardsLoaded(page);
    const iso = (day: TDay) => `${isoDay(day)}T00:00:00`;
    expect(Object.fromEntries(calls)).toEqual(
      Object.fromEntries(
        INDICATOR_PATHS.flatMap((url) => [
          [`${url} ${iso(firstOfMonth)}`, 200],
          [`${url} ${iso(comparisonStart)}`, 200],
        ]),
      ),
    );
    // The Total is the six cards plus the line naming what no card shows (Faturamento, step 11).
    const number = async (testId: string) =>
      Number(
        (
          await page
            .getByTestId(testId)
            .getByText(/^\d[\d.]*$/)
            .textContent()
        )?.replaceAll('.', ''),
      );
    const stepSum = (
      await Promise.all(['7', '1', '2', '3', '4', '5'].map((step) => number(`step-card-${step}`)))
    ).reduce((sum, value) => sum + value, 0);
    const footnote = page.getByTestId('steps-footnote');
    const billing = (await footnote.count())
      ? Number(
          /inclui ([\d.]+) em Faturamento/
            .exec((await footnote.textContent()) ?? '')?.[1]
            ?.replaceAll('.', ''),
        )
      : 0;
    expect(stepSum + billing).toBe(await number('step-card-total'));
    expect(await number('step-card-total')).toBeGreaterThan(0);
  });

  test('a whole month compares with the previous month, and Filtrar is announced', async ({ page }) => {
    await page.goto('/');
    await expectCardsLoaded(page);
    await filterPeriod(page, brDay(previousMonthStart), brDay(previousMonthEnd));
    await expect(page.getByText('Indicadores gerados com sucesso!')).toBeVisible();
    await expect(page.getByTestId('comparison-period')).toHaveText(
      `Comparado com: ${brDay(monthBeforeStart)} a ${brDay(monthBeforeEnd)}`,
    );
    await expectCardsLoaded(page);
    // Every period figure carries its variation against the comparison period; the step cards,
    // the open processes now (the list each one opens), carry none.
    await expect(
      page.getByTestId('movement-card-total').getByText(/em relação ao período de comparação/),
    ).toHaveCount(1);
    await expect(
      page.getByTestId('step-card-total').getByText(/em relação ao período de comparação/),
    ).toHaveCount(0);

    await filterPeriod(page, brDay(today), brDay(lastYearStart));
    await expect(page.getByRole('alert')).toHaveText('A data final não pode ser menor que a data inicial');
  });

  test('a step card opens the process list filtered by that step, with the card’s count', async ({
    page,
  }) => {
    await page.goto('/');
    await expectCardsLoaded(page);
    const cardCount = await page
      .getByTestId('step-card-7')
      .getByText(/^\d[\d.]*$/)
      .textContent();
    await page.getByTestId('step-card-7').click();
    await expect(page).toHaveURL(/\/processos\?etapa=7$/);
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('7');
    const table = page.getByRole('table', { name: 'Processos de importação' });
    await expect(table).toBeVisible();
    const steps = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(steps.length).toBeGreaterThan(0);
    expect(new Set(steps)).toEqual(new Set(['Produção']));
    await expect(page.getByTestId('process-count').locator('strong')).toHaveText(cardCount ?? '');
  });

  test('the personalised-indicator request is e-mailed (outbox)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Solicitar indicador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalize seu indicador' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Solicitar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Descreva o indicador que deseja solicitar.');

    const token = `Indicador de teste ${Date.now()}`;
    await dialog.getByLabel('Descreva o indicador').fill(`${token}: dias entre chegada e presença de carga.`);
    await dialog.getByRole('button', { name: 'Solicitar' }).click();
    await expect(page.getByText('Sua solicitação foi enviada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await waitForOutboxMail(token);
    expect(mail).toContain(ANA);
  });

  test('ETD Atrasados lists the delayed processes and a row opens the process', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('delayed-etd-card');
    await expect(card).toBeVisible();
    // The whole year, so the list is not empty whatever day of the month this runs.
    await filterPeriod(page, brDay(startOfYear), brDay(today));
    await expect(page.getByText('Indicadores gerados com sucesso!')).toBeVisible();
    const count = Number((await card.getByText(/^\d[\d.]*$/).textContent())?.replaceAll('.', ''));
    expect(count).toBeGreaterThan(0);

    await card.getByRole('button', { name: 'Ver processos' }).click();
    const dialog = page.getByRole('dialog', { name: 'ETD Atrasados' });
    const table = dialog.getByRole('table', { name: 'Processos com ETD atrasado' });
    await expect(table.locator('thead th')).toHaveText([
      /^PRI/,
      /^Ref\. Pedido\/Cliente/,
      /^Status/,
      /^Exportador/,
      /^Invoice/,
      /^Tipo de Embarque/,
      /^ETD Inicial/,
      /^ETD/,
    ]);
    await expect(dialog.getByText(new RegExp(`de ${count.toLocaleString('pt-BR')}$`))).toBeVisible();
    const firstRow = table.locator('tbody tr').first();
    const reference = (await firstRow.locator('td').first().textContent()) ?? '';
    expect(reference).toMatch(/^(PRI|E|A)\d{5}$/);
    await firstRow.click();

    const modal = page.getByTestId('process-modal');
    await expect(modal.getByRole('heading', { name: reference })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Back on the list, which stays open under the process modal.
    await expect(dialog).toBeVisible();
  });

  test('TRANSIT TIME validates the dates and filters the table with its mean', async ({ page }) => {
    await page.goto('/');
    // The tab opens on the screens' one default period, the month so far, and loads it without a click.
    const browserDay = saoPauloDayOf(new Date());
    const opening = page.waitForResponse((response) =>
      response.url().includes('/analytics/averageByOriginLeadTimeIndicator?'),
    );
    await page.getByRole('tab', { name: 'TRANSIT TIME' }).click();
    await expect(page).toHaveURL(/\?aba=transit-time$/);
    const form = page.getByRole('form', { name: 'Filtro de transit time' });
    const table = page.getByRole('table', { name: 'Transit time por origem' });
    const openingUrl = new URL((await opening).url());
    expect(openingUrl.searchParams.get('startDate')).toBe(
      isoDay(calendarDay(browserDay.year, browserDay.month, 1)),
    );
    expect(openingUrl.searchParams.get('endDate')).toBe(isoDay(browserDay));
    await expect(form.getByLabel('Data Final')).toHaveValue(brDay(browserDay));
    await expect(table.locator('tbody tr').first()).toBeVisible();

    await form.getByLabel('Data Inicial').fill('');
    await form.getByLabel('Data Final').fill('');
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(form.getByRole('alert')).toHaveText('Preencha as datas para filtrar.');
    await form.getByLabel('Data Inicial').fill(brDay(today));
    await form.getByLabel('Data Final').fill(brDay(lastYearStart));
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(form.getByRole('alert')).toHaveText('A data final não pode ser menor que a data inicial');

    await form.getByLabel('Data Inicial').fill(brDay(lastYearStart));
    await form.getByLabel('Data Final').fill(brDay(today));
    const answer = page.waitForResponse((response) =>
      response.url().includes('/analytics/averageByOriginLeadTimeIndicator?'),
    );
    const duimpAnswer = page.waitForResponse((response) =>
      response.url().includes('/analytics/duimpLeadTimeIndicator?'),
    );
    await form.getByRole('button', { name: 'Filtrar' }).click();
    const rows = ((await (await answer).json()) as { data: TTransitTimeRow[] }).data;
    // The DUIMP era's waits of the same processes: registration → channel, and each agency's LPCOs.
    const duimp = ((await (await duimpAnswer).json()) as { data: TTransitTimeDuimp }).data;
    expect(duimp.registryToChannel.processes).toBeGreaterThan(0);
    const ptBr = (value: number) =>
      new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value);
    const channelDays = ptBr(duimp.registryToChannel.averageOfDays ?? 0);
    const sample = duimp.registryToChannel.processes;
    await expect(page.getByTestId('duimp-registry-to-channel')).toHaveText(
      `Registro → canal ${channelDays} ${channelDays === '1' ? 'dia' : 'dias'} (média de ${ptBr(sample)} ${sample === 1 ? 'DUIMP' : 'DUIMPs'})`,
    );
    expect(duimp.lpcoByAgency.length).toBeGreaterThan(0);
    const agencies = page.getByRole('table', { name: 'LPCO: pedido → deferimento por órgão anuente' });
    await expect(agencies.locator('tbody tr')).toHaveCount(duimp.lpcoByAgency.length);
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(rows.length).toBeGreaterThan(0);
    const mean = Math.trunc(rows.reduce((sum, row) => sum + row.avaregeOfDays, 0) / rows.length);
    await expect(page.getByTestId('mean-transit-time')).toHaveText(
      `Transit time médio: ${mean} ${mean === 1 ? 'dia' : 'dias'}`,
    );
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(rows.length, 15));

    // Filter by one origin and one mode: every row shown has them.
    const origin = rows[0]?.countryOrigin ?? '';
    await form.getByRole('button', { name: /^País de Origem/ }).click();
    await page.getByRole('checkbox', { name: origin, exact: true }).check();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /^Modal/ }).click();
    await page.getByRole('checkbox', { name: 'Marítimo' }).check();
    await page.keyboard.press('Escape');
    const filtered = page.waitForResponse((response) =>
      response.url().includes('/analytics/averageByOriginLeadTimeIndicator?'),
    );
    await form.getByRole('button', { name: 'Filtrar' }).click();
    const request = new URL((await filtered).url());
    expect(request.searchParams.get('origins')).toBe(`"${origin}"`);
    expect(request.searchParams.get('modais')).toBe('"MARITIMA"');
    const filteredRows = ((await (await filtered).json()) as { data: TTransitTimeRow[] }).data;
    expect(
      filteredRows.every((row) => row.countryOrigin === origin && row.wayOfTransport === 'MARITIMA'),
    ).toBe(true);
    if (filteredRows.length === 0) await expect(table).toContainText('Nenhum processo filtrado.');
    else await expect(table.locator('tbody tr').first()).toContainText(origin);
  });
});
