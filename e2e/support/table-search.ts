import { expect, type Page } from '@playwright/test';

/**
 * Types `text` into a data table's search and waits until the table shows the search's rows.
 * The search applies after a pause, and until its answer the table keeps the page before it: a
 * switch clicked on that page moved under the pointer when the rows changed, and opened nothing.
 * An empty answer passes too (its message row may hold the text): the caller checks its row.
 */
export const searchDataTable = async (
  page: Page,
  { searchLabel, tableName, text }: { searchLabel: string; tableName: string; text: string },
): Promise<void> => {
  await page.getByLabel(searchLabel).fill(text);
  const table = page.getByRole('table', { name: tableName });
  // The header row is the one row without the text.
  await expect(table.getByRole('row').filter({ hasNotText: text })).toHaveCount(1);
  await expect(table).toHaveAttribute('aria-busy', 'false');
};

/** Administração → Empresas, searched for `text` (see searchDataTable). */
export const searchAdminCompanies = async (admin: Page, text: string): Promise<void> => {
  await admin.goto('/admin/empresas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
  await searchDataTable(admin, { searchLabel: 'Buscar por nome ou CNPJ', tableName: 'Empresas', text });
};
