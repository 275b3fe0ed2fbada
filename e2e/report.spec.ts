import { expect, test, type Page } from '@playwright/test';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { addDays, brDay, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInOn } from './support/session.ts';
import {
  expectToast,
  exportShownRows,
  headerLabels,
  resultsTable,
  rowTexts,
  shownCount,
} from './support/process-table.ts';

const TABLE = 'Relatório geral de importação';
// The spec's 31 columns and the DUIMP's situation and licensing (docs/decisions/0118-duimp-documents.md).
const ALL_LABELS = 31 + 2;

const generateByKeyword = async (page: Page, keyword: string) => {
  await page.getByRole('searchbox', { name: 'Palavra-chave' }).fill(keyword);
  await page.getByRole('button', { name: 'GERAR', exact: true }).click();
  await expectToast(page, /^Foram encontrados [\d.]+ processos de importação\.$/);
};

/** An exported cell as the screen shows it: dates dd/mm/yyyy, money with a decimal comma. */
const asScreenText = (value: unknown): string => {
  if (value instanceof Date)
    return `${String(value.getUTCDate()).padStart(2, '0')}/${String(value.getUTCMonth() + 1).padStart(2, '0')}/${value.getUTCFullYear()}`;
  if (typeof value === 'number')
    return value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (value && typeof value === 'object' && 'richText' in value)
    return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('');
  return String(value ?? '');
};

test.describe('general import report', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInOn(page, '/relatorio', ANA);
  });

  test('validation: "Campo Vazio" for an empty keyword and for missing period fields', async ({ page }) => {
    await expect(page.getByRole('note')).toContainText(
      'A pesquisa por palavra-chave busca por invoice, referência do pedido, BL/AWB/CRT, exportador, fabricante e número da DI.',
    );
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Campo Vazio' })).toBeVisible();
    await expect(dialog).toContainText('Por favor, insira uma palavra-chave para pesquisa.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page.getByText('Período', { exact: true }).click();
    await page.getByLabel('Data inicial').fill('01/01/2024');
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Campo Vazio' })).toBeVisible();
    await expect(dialog).toContainText('Por favor, preencha os campos abaixo!');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Tipo de data é obrigatório.',
      'Data final é obrigatória.',
    ]);
    await dialog.getByRole('button', { name: 'OK' }).click();

    // A full period: 00:00:00 to 23:00:00, with concluded processes. A recent window keeps the
    // answer small (the demo has about 2,000 processes), and the seed opens some in any 60 days.
    const today = e2eToday();
    const from = addDays(today, -60);
    await page.getByLabel('Tipo de data').selectOption({ label: 'Data de Abertura' });
    await page.getByLabel('Data inicial').fill(brDay(from));
    await page.getByLabel('Data final').fill(brDay(today));
    const answer = page.waitForResponse((response) =>
      response.url().includes('/customers/import/report/general'),
    );
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    const url = new URL((await answer).url());
    expect(url.searchParams.get('from')).toBe(`${isoDay(from)}T00:00:00`);
    expect(url.searchParams.get('to')).toBe(`${isoDay(today)}T23:00:00`);
    expect(url.searchParams.get('concluido')).toBe('true');
    const found = ((await (await answer).json()) as TProcessPageResponse).page.totalElements;
    expect(found).toBeGreaterThan(0);
    await expectToast(page, `Foram encontrados ${found.toLocaleString('pt-BR')} processos de importação.`);
    await expect(resultsTable(page, TABLE).locator('thead th')).toHaveCount(ALL_LABELS);
  });

  test('column manager: hide and reorder, GERAR EXCEL follows the screen, the choice survives a reload', async ({
    page,
  }) => {
    await generateByKeyword(page, 'Ltd');
    expect(await shownCount(page)).toBeGreaterThan(1);
    const table = resultsTable(page, TABLE);
    // The toast answers the count; the table may render a moment later.
    await expect.poll(() => headerLabels(table)).toHaveLength(ALL_LABELS);

    await page.getByRole('button', { name: 'Colunas' }).click();
    const drawer = page.getByRole('dialog', { name: 'Gerenciar colunas' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Arraste as colunas ativas');

    const active = drawer.getByRole('list', { name: 'Colunas ativas' });
    await active.getByRole('checkbox', { name: 'Exportador' }).click();
    const inactive = drawer.getByRole('list', { name: 'Colunas inativas' });
    await expect(inactive.getByRole('checkbox', { name: 'Exportador' })).not.toBeChecked();

    // Move Status two places up with the keyboard (dnd-kit keyboard sensor). Each key waits for
    // its pt-BR announcement: a key pressed before the sensor has caught up is lost.
    const order = await active
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.dataset['column']));
    const statusIndex = order.indexOf('status');
    expect(statusIndex).toBe(5);
    const labelAt = async (index: number) =>
      (await active.locator('li').nth(index).locator('label').textContent())?.trim();
    const [oneUp, twoUp] = [await labelAt(statusIndex - 1), await labelAt(statusIndex - 2)];
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await drawer.getByRole('button', { name: 'Arrastar coluna Status' }).focus();
    await page.keyboard.press('Space');
    // On pick-up dnd-kit announces the start, then the column over its own place.
    await expect(announcement).toHaveText('Coluna Status sobre a posição de Status.');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText(`Coluna Status sobre a posição de ${oneUp}.`);
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText(`Coluna Status sobre a posição de ${twoUp}.`);
    await page.keyboard.press('Space');
    await expect(active.locator('li').nth(3)).toHaveAttribute('data-column', 'status');

    await drawer.getByRole('searchbox', { name: 'Pesquisar colunas ativas' }).fill('data');
    await expect(active.locator('li')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const labels = await headerLabels(table);
    expect(labels).toHaveLength(ALL_LABELS - 1);
    expect(labels).not.toContain('Exportador');
    expect(labels.slice(0, 4)).toEqual(['Referência', 'Etapa', 'Empresa', 'Status']);

    const first = await rowTexts(table, 0);
    const { filename, rows } = await exportShownRows(page);
    expect(filename).toBe('relatorio-processos-importacao.xlsx');
    const [header, firstRow] = rows;
    expect(header?.map(String)).toEqual(labels);
    expect(firstRow?.map(asScreenText)).toEqual(first);

    await page.reload();
    await generateByKeyword(page, 'Ltd');
    await expect.poll(() => headerLabels(resultsTable(page, TABLE))).toEqual(labels);
  });
});
