import { expect, test, type Page } from '@playwright/test';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';
import {
  expectToast,
  exportShownRows,
  headerLabels,
  resultsTable,
  rowTexts,
  searchInHeader,
  shownCount,
} from './support/process-table.ts';

const TABLE = 'Processos de importação';
const REPORT_PATH = '/customers/import/report/general';

/** /processos, once its default list (Produção) has arrived: the first page the server sent. */
const openProcessList = async (page: Page, path = '/processos') => {
  const arrival = page.waitForResponse((response) => response.url().includes(REPORT_PATH));
  await page.goto(path);
  return (await (await arrival).json()) as TProcessPageResponse;
};

/** /processos with every step ('Todos'); answers the first page's rows. */
const listAllSteps = async (page: Page) => {
  await openProcessList(page);
  await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Todos' });
  const answer = page.waitForResponse((response) => response.url().includes(REPORT_PATH));
  await page.getByRole('button', { name: 'GERAR', exact: true }).click();
  const body = (await (await answer).json()) as TProcessPageResponse;
  await expectToast(page, /^Foram encontrados [\d.]+ processos de importação\.$/);
  return body.data;
};

test.describe('process list and header search', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('header search: empty does nothing, gibberish warns, a common word lists many at its address', async ({
    page,
  }) => {
    const searches: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/customers/import/search')) searches.push(url.searchParams.get('q'));
    });
    const startUrl = page.url();
    await searchInHeader(page, '   ');
    // The header sends searches one at a time, in order: had the blank one sent a request, it would
    // be listed before the next search's, and that next search would not even start.
    await searchInHeader(page, 'zzqxwv-nada-9999');
    await expectToast(page, 'Nenhum processo encontrado!');
    expect(searches).toEqual(['zzqxwv-nada-9999']);
    expect(page.url()).toBe(startUrl);

    await searchInHeader(page, 'Ltd');
    // The list says what was searched, with its count: no toast (docs/decisions/0100-state-in-the-address.md).
    await expect(page).toHaveURL(/\/processos\?busca=Ltd$/);
    await expect(page.getByRole('heading', { name: 'Resultados para “Ltd”' })).toBeVisible();
    await expect(page.getByText(/^Foram encontrados/)).toHaveCount(0);
    expect(searches).toEqual(['zzqxwv-nada-9999', 'Ltd']);
    const table = resultsTable(page, TABLE);
    await expect(table.locator('tbody tr')).toHaveCount(15);
    expect(await shownCount(page)).toBeGreaterThan(1);
    await expect(page.getByTestId('process-count')).toContainText('“Ltd”');
    await expect(page.getByText('Arraste para o lado para ver mais colunas')).toBeVisible();
  });

  test('header search with one result opens that process; a row click and /processos/:id too', async ({
    page,
  }) => {
    const processes = await listAllSteps(page);
    const table = resultsTable(page, TABLE);
    const firstReference = (await rowTexts(table, 0))[0] ?? '';
    expect(firstReference).toMatch(/^(PRI|E|A)\d{5}$/);

    await table.locator('tbody tr').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(firstReference);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await searchInHeader(page, firstReference);
    await expect(page.getByRole('dialog')).toContainText(firstReference);
    await expect(page).toHaveURL(/\/processos\/\d+\?busca=/);
    await page.keyboard.press('Escape');

    const [process] = processes;
    if (!process) throw new Error('no process listed');
    await page.goto(`/processos/${process.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('filter by step: default Produção, sort by step, LIMPAR resets; ?etapa= runs on load', async ({
    page,
  }) => {
    // The default filter's list loads on arrival, without a click and without a toast.
    const production = await openProcessList(page);
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('7');
    await expect(page.getByRole('button', { name: 'LIMPAR' })).toHaveCount(0);
    const productionCount = production.page.totalElements;
    expect(productionCount).toBeGreaterThan(0);
    await expect(page.getByTestId('process-count')).toContainText(productionCount.toLocaleString('pt-BR'));
    const productionSteps = await resultsTable(page, TABLE)
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(new Set(productionSteps)).toEqual(new Set(['Produção']));
    await expect(page.getByText(/^Foram encontrados/)).toHaveCount(0);
    await expect(page.getByLabel('Etapa', { exact: true }).locator('option')).not.toContainText([
      'Pré-cadastro',
      'Suspenso',
    ]);

    await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Trânsito' });
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expectToast(page, /^Foram encontrados [\d.]+ processos de importação\.$/);
    const table = resultsTable(page, TABLE);
    // The toast comes with the answer, and the table takes it in a transition: read it until then.
    await expect
      .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())])
      .toEqual(['Trânsito']);
    await expect(page.getByRole('button', { name: 'GERAR EXCEL' })).toBeVisible();

    // LIMPAR goes back to how the screen opened: Produção and its list.
    await page.getByRole('button', { name: 'LIMPAR' }).click();
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('7');
    await expect(page.getByTestId('process-count')).toContainText(productionCount.toLocaleString('pt-BR'));
    await expect(page.getByRole('button', { name: 'LIMPAR' })).toHaveCount(0);

    await page.goto('/processos?etapa=3');
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('3');
    await expect(resultsTable(page, TABLE)).toBeVisible();
    const clearance = await resultsTable(page, TABLE).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(clearance)).toEqual(new Set(['Desembaraço']));
  });

  test('filter by period: validation, then results and the step set to Todos', async ({ page }) => {
    await openProcessList(page);
    await page.getByText('Por período', { exact: true }).click();
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione um campo de data' })).toHaveText(
      'Selecione um campo de data, a data inicial e a data final, ou apenas clique em uma etapa.',
    );

    await page.getByLabel('Tipo de data').selectOption({ label: 'Data de Abertura' });
    await page.getByLabel('Data inicial').fill('01012000');
    await expect(page.getByLabel('Data inicial')).toHaveValue('01/01/2000');
    await page.getByLabel('Data final').fill('31/12/2099');
    const request = page.waitForRequest((req) => req.url().includes(REPORT_PATH));
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('field')).toBe('created');
    expect(url.searchParams.get('from')).toBe('2000-01-01T00:00:00');
    expect(url.searchParams.get('to')).toBe('2099-12-31T23:59:00');
    expect(url.searchParams.get('stepsIds')).toBeNull();
    await expectToast(page, /^Foram encontrados [\d.]+ processos de importação\.$/);
    expect(await shownCount(page)).toBeGreaterThan(15);

    await page.getByText('Por etapa', { exact: true }).click();
    await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('8');
  });

  test('GERAR EXCEL saves the list in screen order with the shown columns', async ({ page }) => {
    await listAllSteps(page);
    const table = resultsTable(page, TABLE);
    // Sort by reference descending to prove the screen order is what is sent.
    const referenceHeader = table.getByRole('columnheader', { name: /Referência/ });
    await referenceHeader.getByRole('button').click();
    await referenceHeader.getByRole('button').click();
    await expect(referenceHeader).toHaveAttribute('aria-sort', 'descending');
    // The server sorts: the rows shown are the previous order's until its answer arrives.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const labels = await headerLabels(table);
    const first = await rowTexts(table, 0);

    const { filename, rows } = await exportShownRows(page);
    expect(filename).toBe('relatorio-processos-importacao.xlsx');
    const [header, firstRow] = rows;
    expect(header?.map(String)).toEqual(labels);
    expect(String(firstRow?.[0])).toBe(first[0]);
  });
  test('the table search box, sort and pages ask the server: 15 rows a page, the count of the whole list', async ({
    page,
  }) => {
    await listAllSteps(page);
    const table = resultsTable(page, TABLE);
    const total = await shownCount(page);
    await expect(table.locator('tbody tr')).toHaveCount(15);
    await expect(page.getByText(`1–15 de ${total.toLocaleString('pt-BR')}`)).toBeVisible();

    const nextPage = page.waitForRequest((req) => new URL(req.url()).searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Próxima página' }).click();
    expect(new URL((await nextPage).url()).searchParams.get('size')).toBe('15');
    await expect(page.getByText(`16–30 de ${total.toLocaleString('pt-BR')}`)).toBeVisible();

    // Accents and case ignored, as on the screen; the search starts again from page 1.
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('text') === 'transito',
    );
    await page.getByRole('searchbox', { name: 'Pesquisar na tabela' }).fill('transito');
    const url = new URL((await searched).url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('textColumns')?.split(',')).toContain('step');
    const found = ((await (await searched).json()) as TProcessPageResponse).page.totalElements;
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    await expect(
      page.getByText(`1–${Math.min(15, found)} de ${found.toLocaleString('pt-BR')}`),
    ).toBeVisible();
    for (const row of await table.locator('tbody tr').allTextContents())
      expect(row.toLocaleLowerCase('pt-BR')).toContain('trânsito');
    // The count above the table stays the whole list's.
    expect(await shownCount(page)).toBe(total);
  });
});
