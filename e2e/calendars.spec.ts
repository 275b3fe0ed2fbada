import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { apiGet } from './support/process-api.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import {
  addDays,
  brDay,
  calendarDay,
  e2eToday,
  isoDay,
  parseDay,
  weekdayOf,
  type TDay,
} from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInOn } from './support/session.ts';

type TCashItem = {
  category: 'NUMERARIO' | 'NUMERARIO_PREVISTO' | 'PARCELA_INVOICE';
  value: number;
  id: number;
  cashRequestDone: boolean;
  documents: { document: { id: number; originalFilename: string }; logs: unknown[] }[];
};
type TOperationalProcess = {
  datesETA: string | null;
  datesETD: string | null;
  datesArrivalDate: string | null;
  datesDepartureDate: string | null;
};

const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');
const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

const today = e2eToday();
const START = isoDay(calendarDay(today.year, today.month, 1));
const END = isoDay(calendarDay(today.year, today.month + 1, 0));
const monthLabel = ({ year, month }: TDay): string => `${MONTHS[month - 1]} de ${year}`;

/** The signed-in user's customer companies, as the calendars send them. */
const companyIds = async (page: Page): Promise<string> => {
  const { body } = await apiGet(page, '/credential');
  const companies = (
    body.data as { person: { companies: { id: number; customer: boolean; customBroker: boolean }[] } }
  ).person.companies;
  return companies
    .filter((company) => company.customer && !company.customBroker)
    .map((company) => company.id)
    .join(',');
};

const cashDays = async (page: Page): Promise<Record<string, TCashItem[]>> => {
  const ids = await companyIds(page);
  const { body } = await apiGet(
    page,
    `/api/public/customer/cash-calendar?customerIds=${ids}&startDate=${START}T00:00:00&endDate=${END}T23:59:59&type=SCREEN`,
  );
  return body.data as Record<string, TCashItem[]>;
};

const dayCell = (page: Page, key: string): Locator => page.locator(`[data-day="${key}"]`);
const summary = (page: Page): Locator => page.getByTestId('calendar-summary');

const openFilters = async (page: Page) => page.getByRole('button', { name: 'Filtros', exact: true }).click();

/** Resolves with the download the action starts, or null when none starts within `ms`. */
const downloadWithin = async (
  page: Page,
  action: () => Promise<void>,
  ms: number,
): Promise<Download | null> => {
  const download = page.waitForEvent('download', { timeout: ms }).catch(() => null);
  await action();
  return download;
};

test.describe('financial calendar (Previsão Financeira)', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInOn(page, '/financeiro/previsao-numerario-novo', ANA);
  });

  test('month and week navigation, header text, totals and today', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Previsão Financeira' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveText(
      /Portal dos Clientes\s*Calendário Financeiro/,
    );
    const days = await cashDays(page);
    const items = Object.values(days).flat();
    const total = Math.round(items.reduce((sum, item) => sum + item.value, 0) * 100) / 100;
    await expect(page.getByTestId('period-label')).toHaveText(monthLabel(today));
    await expect(summary(page)).toHaveText(
      `Estão sendo exibidos ${items.length.toLocaleString('pt-BR')} lançamentos com a previsão total de ${brl(total)}.`,
    );
    await expect(page.getByTestId('month-total')).toHaveText(`Previsão Mensal${brl(total)}`);
    await expect(dayCell(page, isoDay(today)).getByText('Hoje', { exact: true })).toBeVisible();
    await page.getByTestId('month-total').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Soma total de todos os processos do mês');

    const nextMonth = calendarDay(today.year, today.month + 1, 1);
    const request = page.waitForRequest(
      (candidate) =>
        candidate.url().includes('/api/public/customer/cash-calendar') &&
        candidate.url().includes(`startDate=${isoDay(nextMonth)}T00%3A00%3A00`),
    );
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await request;
    await expect(page.getByTestId('period-label')).toHaveText(monthLabel(nextMonth));
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await expect(page.getByTestId('period-label')).toHaveText(
      monthLabel(calendarDay(today.year, today.month - 1, 1)),
    );
    // The pt-BR month picker: next year's March.
    const march = calendarDay(today.year + 1, 3, 1);
    await page.getByRole('button', { name: 'Escolher mês' }).click();
    await page.getByRole('button', { name: 'Próximo ano' }).click();
    await page.getByRole('button', { name: `março de ${march.year}` }).click();
    await expect(page.getByTestId('period-label')).toHaveText(monthLabel(march));

    // Semanal: back to today's week (Sunday → Saturday), with the weekly total column.
    await openFilters(page);
    await page.getByRole('menuitemradio', { name: 'Semanal' }).click();
    await page.keyboard.press('Escape');
    const sunday = addDays(today, -weekdayOf(today));
    await expect(page.getByTestId('period-label')).toHaveText(
      `${brDay(sunday)} a ${brDay(addDays(sunday, 6))}`,
    );
    await expect(page.getByTestId('calendar-day')).toHaveCount(7);
    await expect(page.getByTestId('week-total')).toHaveCount(1);
    await expect(page.getByTestId('month-total')).toHaveCount(0);
    await page.getByRole('button', { name: 'Próxima semana' }).click();
    await expect(page.getByTestId('period-label')).toHaveText(new RegExp(`^${brDay(addDays(sunday, 7))} a `));
    await page.getByTestId('week-total').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Soma total de todos os processos na semana');
    // The pt-BR week picker: the 15th of the month after the one shown picks its Sunday-to-Saturday week.
    const shown = addDays(today, 7);
    const fifteenth = calendarDay(shown.year, shown.month + 1, 15);
    const monthName = MONTHS[fifteenth.month - 1]?.toLowerCase();
    const weekStart = addDays(fifteenth, -weekdayOf(fifteenth));
    await page.getByRole('button', { name: 'Escolher semana' }).click();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('button', { name: `15 de ${monthName} de ${fifteenth.year}` }).click();
    await expect(page.getByTestId('period-label')).toHaveText(
      `${brDay(weekStart)} a ${brDay(addDays(weekStart, 6))}`,
    );
  });

  test('more than 4 items: 3 cards and VER MAIS ITENS (N−3); the day modal closes on Escape, X and backdrop', async ({
    page,
  }) => {
    const days = await cashDays(page);
    const [key, items] = Object.entries(days).find(([, list]) => list.length > 4) ?? [];
    if (!key || !items) throw new Error('the demo month has no day with more than 4 items');
    const cell = dayCell(page, key);
    await expect(cell.getByTestId('cash-card')).toHaveCount(3);
    const title = `Dia: ${key.slice(8, 10)} / ${items.length} lançamentos`;

    await cell.getByRole('button', { name: `VER MAIS ITENS (${items.length - 3})` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('cash-card')).toHaveCount(items.length);
    const dayTotal = Math.round(items.reduce((sum, item) => sum + item.value, 0) * 100) / 100;
    await expect(dialog).toContainText(`Total do dia: ${brl(dayTotal)}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to what opened the dialog, not to <body> (WCAG 2.4.3).
    await expect(cell.getByRole('button', { name: `VER MAIS ITENS (${items.length - 3})` })).toBeFocused();

    await cell.getByRole('button', { name: `Ver os lançamentos do dia ${brDay(parseDay(key))}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      cell.getByRole('button', { name: `Ver os lançamentos do dia ${brDay(parseDay(key))}` }),
    ).toBeFocused();

    await cell.getByRole('button', { name: `Ver os lançamentos do dia ${brDay(parseDay(key))}` }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await cell.getByTestId('cash-card').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^(PRI|E|A)\d{5,}$/ })).toBeVisible();
  });

  test('filters: status none is empty, types narrow, Exibição switches the reference, clear resets', async ({
    page,
  }) => {
    const items = Object.values(await cashDays(page)).flat();
    const count = (predicate: (item: TCashItem) => boolean) =>
      items.filter(predicate).length.toLocaleString('pt-BR');
    await expect(summary(page)).toContainText(`exibidos ${count(() => true)} lançamentos`);

    await openFilters(page);
    await page.getByRole('menuitemcheckbox', { name: 'Pago' }).click();
    await expect(summary(page)).toContainText(
      `exibidos ${count((item) => !item.cashRequestDone)} lançamentos`,
    );
    await page.getByRole('menuitemcheckbox', { name: 'À Pagar' }).click();
    await expect(summary(page)).toHaveText(
      'Estão sendo exibidos 0 lançamentos com a previsão total de R$ 0,00.',
    );
    await expect(page.getByTestId('cash-card')).toHaveCount(0);
    await page.getByRole('menuitemcheckbox', { name: 'Pago' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'À Pagar' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Invoices' }).click();
    await expect(summary(page)).toContainText(
      `exibidos ${count((item) => item.category !== 'PARCELA_INVOICE')} lançamentos`,
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Exibição/ }).click();
    await page.getByRole('menuitemradio', { name: 'Nossa referência' }).click();
    await expect(page.getByTestId('cash-card').first().getByRole('button').first()).toHaveAccessibleName(
      /^(PRI|E|A)\d{5,} R\$.*, Numerário( Previsto)?(, Pago)?$/,
    );

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(summary(page)).toContainText(`exibidos ${count(() => true)} lançamentos`);
    await expect(page.getByRole('button', { name: /^Exibição/ })).toHaveText(
      'Exibição: Referência do cliente',
    );
  });

  test('Baixar numerário: downloads, shows as downloaded, and a re-download warns first (Cancelar downloads nothing)', async ({
    page,
  }) => {
    const days = await cashDays(page);
    const [key, items] =
      Object.entries(days).find(([, list]) =>
        list.some((item) => item.category !== 'PARCELA_INVOICE' && item.documents.at(-1)?.logs.length === 0),
      ) ?? [];
    if (!key || !items) throw new Error('the demo month has no numerário never downloaded');
    const fileNames = items.flatMap((item) =>
      item.documents.map((document) => document.document.originalFilename),
    );

    await dayCell(page, key)
      .getByRole('button', { name: `Ver os lançamentos do dia ${brDay(parseDay(key))}` })
      .click();
    const dayDialog = page.getByRole('dialog', { name: /^Dia: / });
    const card = dayDialog
      .getByTestId('cash-card')
      .filter({ has: page.locator('button[data-downloaded="false"]', { hasText: 'Baixar numerário' }) })
      .first();
    // The card, found again by its text (reference, amount, category) once it has been downloaded.
    const cardText = ((await card.getByRole('button').first().textContent()) ?? '').trim();
    expect(cardText).not.toBe('');
    const sameCard = dayDialog.getByTestId('cash-card').filter({ hasText: cardText }).first();
    const downloaded = sameCard.getByRole('button', { name: /Baixar numerário/ });

    const first = await downloadWithin(page, () => downloaded.click(), 10_000);
    expect(first).not.toBeNull();
    expect(fileNames).toContain(first?.suggestedFilename());
    await expect(downloaded).toHaveAttribute('data-downloaded', 'true');

    await downloaded.click();
    const warning = page.getByRole('alertdialog', { name: 'Este numerário já foi baixado anteriormente!' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Ana Souza');
    await expect(warning).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}/);
    const cancelled = await downloadWithin(
      page,
      () => warning.getByRole('button', { name: 'Cancelar' }).click(),
      2_000,
    );
    expect(cancelled).toBeNull();
    await expect(warning).toBeHidden();

    await downloaded.click();
    const again = await downloadWithin(
      page,
      () => warning.getByRole('button', { name: 'Baixar mesmo assim' }).click(),
      10_000,
    );
    expect(again?.suggestedFilename()).toBe(first?.suggestedFilename());
  });

  test('exports: dates required; EXCEL and TXT saved and read back', async ({ page }) => {
    await page.getByRole('button', { name: 'GERAR EXCEL' }).click();
    const excel = page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' });
    await expect(excel.getByLabel('Início')).toHaveValue(brDay(parseDay(START)));
    await excel.getByLabel('Início').fill('');
    await excel.getByRole('button', { name: 'EXPORTAR' }).click();
    await expect(page.getByText('A data de início e de fim devem estar preenchidas!')).toBeVisible();
    await page.getByTestId('toast').locator('button').first().click();
    await expect(page.getByText('A data de início e de fim devem estar preenchidas!')).toBeHidden();
    await expect(excel).toBeVisible();

    await excel.getByLabel('Início').fill(brDay(parseDay(START)));
    await excel.getByLabel('Tipo').selectOption({ label: 'Numerários' });
    const xlsxDownload = await downloadWithin(
      page,
      () => excel.getByRole('button', { name: 'EXPORTAR' }).click(),
      20_000,
    );
    expect(xlsxDownload?.suggestedFilename()).toBe('calendario-financeiro.xlsx');
    const rows = await readXlsxRows((await xlsxDownload?.path()) ?? '');
    expect(rows[0]?.slice(0, 3)).toEqual(['Data', 'Tipo', 'Referência']);
    const numerarios = Object.values(await cashDays(page))
      .flat()
      .filter((item) => item.category !== 'PARCELA_INVOICE').length;
    const body = rows
      .slice(1)
      .filter((row) => row[0] !== 'Total' && row.some((cell) => cell !== null && cell !== undefined));
    expect(body).toHaveLength(numerarios);
    expect(body.every((row) => row[1] === 'Numerário' || row[1] === 'Numerário Previsto')).toBe(true);
    await expect(excel).toBeHidden();

    // ANA has companies 102 and 2397: GERAR TXT is offered, for those companies only.
    await page.getByRole('button', { name: 'GERAR TXT' }).click();
    const txt = page.getByRole('dialog', { name: 'Configurações da Exportação do TXT' });
    await expect(txt.getByLabel('Tipo')).toHaveCount(0);
    await txt.getByRole('button', { name: /^SELECIONAR EMPRESA\(s\)/ }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await page.keyboard.press('Escape');
    const txtDownload = await downloadWithin(
      page,
      () => txt.getByRole('button', { name: 'EXPORTAR' }).click(),
      20_000,
    );
    expect(txtDownload?.suggestedFilename()).toBe('calendario-financeiro.txt');
    const lines = (await readFile((await txtDownload?.path()) ?? '', 'latin1')).split('\r\n').filter(Boolean);
    expect(lines[0]?.startsWith('0')).toBe(true);
    expect(lines.at(-1)?.startsWith('9')).toBe(true);
    expect(lines.slice(1, -1).every((line) => line.startsWith('1'))).toBe(true);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    // Trailer: detail count in positions 2-7, record count at the end of the fields.
    expect(Number(lines.at(-1)?.slice(1, 7))).toBe(lines.length - 2);
  });
});

test.describe('operational calendar (Calendário Operacional)', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInOn(page, '/operacional/calendario', ANA);
  });

  const placedTypes = (process: TOperationalProcess): [string, string | null][] => [
    ['ETD', process.datesDepartureDate ? null : process.datesETD],
    ['EMB', process.datesDepartureDate],
    ['ETA', process.datesArrivalDate ? null : process.datesETA],
    ['CGD', process.datesArrivalDate],
  ];

  test('titles, types with dropped forecasts, the overflow and the day modal', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Calendário Operacional' })).toBeVisible();
    await expect(
      page.getByText('Visualize a previsão de embarque e chegada no formato Mensal ou Semanal'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'VISUALIZAÇÃO DA PREVISÃO OPERACIONAL' })).toBeVisible();
    await expect(page.getByText('Selecione uma ou mais unidades')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legenda' }).getByRole('listitem')).toHaveText([
      'Previsão Embarque (ETD)',
      'Embarque (EMB)',
      'Previsão Embarque ETA',
      'Chegada (CGD)',
    ]);

    const ids = await companyIds(page);
    const { body } = await apiGet(
      page,
      `/api/public/customer/operational-calendar?customerIds=${ids}&startDate=${START}T00:00:00&endDate=${END}T23:59:59`,
    );
    const byDay = new Map<string, string[]>();
    for (const process of body.data as TOperationalProcess[])
      for (const [type, date] of placedTypes(process)) {
        const key = date?.slice(0, 10);
        if (!key || key < START || key > END) continue;
        byDay.set(key, [...(byDay.get(key) ?? []), type]);
      }
    const total = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);
    await expect(page.getByTestId('operational-card')).toHaveCount(
      [...byDay.values()].reduce((sum, list) => sum + (list.length > 5 ? 4 : list.length), 0),
    );
    expect(total).toBeGreaterThan(0);

    const [key, types] = [...byDay.entries()].find(([, list]) => list.length > 5) ?? [];
    if (!key || !types) throw new Error('the demo month has no operational day with more than 5 items');
    const cell = dayCell(page, key);
    await expect(cell.getByTestId('operational-card')).toHaveCount(4);
    await cell.getByRole('button', { name: `VER MAIS ITENS (${types.length - 4})` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Dia: ${key.slice(8, 10)} / ${types.length} lançamentos`,
    });
    await expect(dialog.getByTestId('operational-card')).toHaveCount(types.length);
    await expect(dialog.getByTestId('operational-card').first()).toHaveText(/^(EMB|CGD|ETA|ETD)/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Only ETD on: every card is an ETD.
    await openFilters(page);
    for (const name of ['ETA', 'Embarque', 'Chegada'])
      await page.getByRole('menuitemcheckbox', { name }).click();
    await page.keyboard.press('Escape');
    const etdCount = [...byDay.values()].reduce((sum, list) => {
      const etds = list.filter((type) => type === 'ETD').length;
      return sum + (etds > 5 ? 4 : etds);
    }, 0);
    await expect(page.getByTestId('operational-card')).toHaveCount(etdCount);
    for (const text of await page.getByTestId('operational-card').allTextContents())
      expect(text).toMatch(/^ETD/);
  });
});

test.describe('older financial calendar (Previsão de Numerário)', () => {
  test('monthly by default, the items, and the period sheet export', async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInOn(page, '/financeiro/previsao-numerario', ANA);
    await expect(page.getByRole('heading', { level: 1, name: 'Previsão de Numerário' })).toBeVisible();
    await expect(page.getByTestId('period-label')).toHaveText(monthLabel(today));
    await expect(summary(page)).toHaveText(
      /^Estão sendo exibidos [1-9][\d.]* lançamentos com a previsão total de R\$\s/,
    );
    await page.getByRole('button', { name: 'GERAR EXCEL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' });
    const download = await downloadWithin(
      page,
      () => dialog.getByRole('button', { name: 'EXPORTAR' }).click(),
      20_000,
    );
    expect(download?.suggestedFilename()).toBe('calendario-financeiro.xlsx');
    const rows = await readXlsxRows((await download?.path()) ?? '');
    expect(rows.length).toBeGreaterThan(2);
  });
});

test('phone: the calendar toolbar folds behind Filtros e opções, and the month is an agenda of days with items', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOn(page, '/operacional/calendario', ANA);
  const toggle = page.getByRole('button', { name: 'Filtros e opções' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeHidden();
  // The month's navigation now sits within the first screen.
  const next = page.getByRole('button', { name: 'Próximo mês' });
  const box = await next.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(844);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();

  // The month is an agenda: only days with items, and the financial totals kept.
  for (const path of ['/operacional/calendario', '/financeiro/previsao-numerario-novo']) {
    await page.goto(path);
    const days = page.getByTestId('calendar-day');
    await expect(days.filter({ visible: true }).first()).toBeVisible();
    await expect(
      page.locator('[data-testid="calendar-day"][data-empty="true"]').filter({ visible: true }),
    ).toHaveCount(0);
  }
  await expect(page.getByText('Previsão Mensal').filter({ visible: true })).toHaveCount(1);
});

test('phone: a financial card shows its whole reference in month and week views', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOn(page, '/financeiro/previsao-numerario-novo', ANA);
  // The reference is the first text of the card's button (Exibição: the customer reference).
  const references = page.locator('[data-testid="cash-card"] > button:first-child > span:first-child');
  const clipped = () =>
    references.evaluateAll((spans) =>
      spans
        .filter((span) => span.getBoundingClientRect().width > 0 && span.scrollWidth > span.clientWidth)
        .map((span) => span.textContent),
    );
  await expect(references.first()).toBeVisible();
  expect(await references.count()).toBeGreaterThan(3);
  expect(await clipped()).toEqual([]);

  await page.getByRole('button', { name: 'Filtros e opções' }).click();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Semanal' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-day')).toHaveCount(7);
  await expect(references.first()).toBeVisible();
  expect(await clipped()).toEqual([]);
});
