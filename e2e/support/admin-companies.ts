import { expect, type Page } from '@playwright/test';

/**
 * Administração → Empresas, searched for `text`, once the table shows the search's rows. The search
 * applies after a pause, and until its answer the table keeps the page before it: a switch clicked
 * then moved under the pointer when the rows changed, and the click opened nothing.
 */
export const searchAdminCompanies = async (admin: Page, text: string): Promise<void> => {
  await admin.goto('/admin/empresas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
  await admin.getByLabel('Buscar por nome ou CNPJ').fill(text);
  const table = admin.getByRole('table', { name: 'Empresas' });
  // The header row is the one row without the text.
  await expect(table.getByRole('row').filter({ hasNotText: text })).toHaveCount(1);
  await expect(table).toHaveAttribute('aria-busy', 'false');
};
