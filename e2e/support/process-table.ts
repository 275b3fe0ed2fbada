import { expect, type Locator, type Page } from '@playwright/test';
import { readXlsxRows } from './read-xlsx.ts';

/** The results table of /processos or /relatorio. */
export const resultsTable = (page: Page, name: string): Locator => page.getByRole('table', { name });

/** Column labels in screen order (the sort arrow is left out). */
export const headerLabels = (table: Locator): Promise<string[]> =>
  table
    .locator('thead th button')
    .evaluateAll((buttons) => buttons.map((button) => (button.firstChild?.textContent ?? '').trim()));

/** The cell texts of one body row (0-based). */
export const rowTexts = (table: Locator, index: number): Promise<string[]> =>
  table
    .locator('tbody tr')
    .nth(index)
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));

/** Number shown in the count ('1.234 processos' → 1234). */
export const shownCount = async (page: Page): Promise<number> => {
  const text = await page.getByTestId('process-count').locator('strong').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
};

export const searchInHeader = async (page: Page, text: string): Promise<void> => {
  const search = page.getByRole('searchbox', { name: 'Pesquisar processos' });
  await search.fill(text);
  await search.press('Enter');
};

export const expectToast = async (page: Page, text: string | RegExp): Promise<void> => {
  await expect(page.getByText(text).first()).toBeVisible();
};

/** Clicks GERAR EXCEL and reads the saved spreadsheet (row 0 = header). */
export const exportShownRows = async (page: Page): Promise<{ filename: string; rows: unknown[][] }> => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'GERAR EXCEL' }).click();
  const download = await downloading;
  return { filename: download.suggestedFilename(), rows: await readXlsxRows(await download.path()) };
};
