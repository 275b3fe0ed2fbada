import { expect, test } from '@playwright/test';
import type { TProductDetail, TProductList } from '@pc/contract/products';
import { expectAccessible } from './support/accessibility.ts';
import { apiGet } from './support/process-api.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import { acceptCookieConsent, ANA, BRUNO, CARLA, signInAndWait, signInOn } from './support/session.ts';

const SHOTS_DIR = process.env.SHOTS_DIR;

/** 'R$ 891,7502': the unit costs' format, with Playwright's plain space. */
const unitBrl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  })
    .format(value)
    .replace(/\u00a0/g, ' ');

/**
 * The Produtos screen end to end: Ana's companies (entitled to the landed cost) list their products
 * with the weighted mean unit cost the API answers, open one to its imports and suppliers, keep the
 * filters in the address, blur names in presentation mode and download both spreadsheets.
 */
test('Produtos lists the products’ mean unit cost and opens a product’s imports', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  await page.getByRole('link', { name: 'Produtos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  await expect(page).toHaveURL(/\/produtos\?de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}$/);

  const address = new URL(page.url()).searchParams;
  const query = `?startDate=${address.get('de') ?? ''}&endDate=${address.get('ate') ?? ''}`;
  const list = (await apiGet(page, `/api/public/customer/products${query}`)).body.data as TProductList;
  expect(list.products.length, 'the demo has products in the last 12 months').toBeGreaterThan(1);
  const table = page.getByRole('table', { name: 'Produtos' });
  const [first] = list.products;
  if (!first) throw new Error('no product');
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(first.productCode);
  if (first.meanUnitCost !== null) await expect(firstRow).toContainText(unitBrl(first.meanUnitCost));
  await expect(page.getByTestId('products-count')).toContainText(`${list.total} produtos`);
  await expectAccessible(page, { name: 'produtos', shotsDir: SHOTS_DIR });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('produtos.xlsx');
  const rows = await readXlsxRows(await download.path());
  expect(rows[0]?.slice(0, 3)).toEqual(['Produto', 'Descrição', 'NCM']);
  expect(rows[1]?.[0]).toBe(first.productCode);
  expect(rows).toHaveLength(list.products.length + 1);

  // A supplier filter goes into the address; a reload keeps it.
  const supplier = list.options.exportadores[0] ?? '';
  await page.getByLabel('Fornecedor').selectOption(supplier);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(
    new RegExp(`fornecedor=${encodeURIComponent(supplier).replace(/%20/g, '\\+')}`),
  );
  await page.reload();
  await expect(page.getByLabel('Fornecedor')).toHaveValue(supplier);
  await page.getByLabel('Fornecedor').selectOption('');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).not.toHaveURL(/fornecedor=/);

  // An NCM that is no NCM is refused where it was typed, not dropped to "all".
  await page.getByLabel('NCM').fill('84a1');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Informe o NCM com até 8 dígitos (ex.: 8471 ou 8471.30.12).')).toBeVisible();
  await expect(page.getByLabel('NCM')).toHaveValue('84a1');
  await expect(page).not.toHaveURL(/ncm=/);
  await page.getByLabel('NCM').fill('');

  await firstRow.getByRole('link', { name: first.productCode }).click();
  await expect(page).toHaveURL(new RegExp(`/produtos/${encodeURIComponent(first.productCode)}\\?`));
  const detail = (
    await apiGet(page, `/api/public/customer/products/${encodeURIComponent(first.productCode)}${query}`)
  ).body.data as TProductDetail;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.productCode);
  const summary = page.getByRole('definition').first();
  await expect(summary).toHaveText(unitBrl(detail.product.meanUnitCost ?? 0));
  // The imports come a page of 15 at a time from the server, newest first; the count names them all.
  const importsTable = page.getByRole('table', { name: 'Importações do produto' });
  await expect(importsTable.getByRole('row')).toHaveCount(detail.imports.length + 1);
  const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
  await expect(page.getByTestId('product-imports-count')).toHaveText(
    `1–${count(detail.imports.length)} de ${count(detail.importsTotal)} adições`,
  );
  if (detail.importsTotal > detail.size) {
    await page
      .getByRole('navigation', { name: 'Páginas das importações' })
      .getByRole('button', { name: 'Próxima' })
      .click();
    await expect(page.getByTestId('product-imports-count')).toContainText(`${count(detail.size + 1)}–`);
    await page
      .getByRole('navigation', { name: 'Páginas das importações' })
      .getByRole('button', { name: 'Anterior' })
      .click();
  }
  await expect(page.getByTestId('unit-cost-chart')).toBeVisible();
  const suppliers = page.getByRole('table', { name: 'Fornecedores comparados' }).getByRole('row');
  await expect(suppliers).toHaveCount(detail.suppliers.length + 1);
  await expectAccessible(page, { name: 'produto', shotsDir: SHOTS_DIR });

  // A process number opens the process on its Custo tab.
  const [firstImport] = detail.imports;
  if (!firstImport) throw new Error('no import');
  await page
    .getByRole('button', {
      name: `Abrir o custo do processo ${firstImport.processNumber ?? firstImport.processId}`,
    })
    .first()
    .click();
  const modal = page.getByTestId('process-modal');
  await expect(modal.getByRole('tab', { name: 'Custo' })).toHaveAttribute('aria-selected', 'true');
});

test('a company without the landed cost has no Produtos, and is told why', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, BRUNO);
  await expect(page.getByRole('link', { name: 'Produtos' })).toHaveCount(0);
  await page.goto('/produtos');
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByTestId('forbidden-notice');
  await expect(notice.getByRole('heading', { name: 'Custo por produto não contratado' })).toBeVisible();
  expect(
    (await apiGet(page, '/api/public/customer/products?startDate=2026-01-01&endDate=2026-12-31')).status,
  ).toBe(403);
});

test('presentation mode blurs the companies and suppliers of a product', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInOn(page, '/produtos', CARLA);
  const link = page.getByRole('table', { name: 'Produtos' }).getByRole('link').first();
  await link.click();
  const suppliers = page.getByRole('table', { name: 'Fornecedores comparados' });
  await expect(suppliers.locator('[data-sensitive="visible"]').first()).toBeVisible();
  await page.evaluate("window.localStorage.setItem('pdc.presentationMode', 'on')");
  await page.reload();
  await expect(suppliers.locator('[data-sensitive="blurred"]').first()).toBeVisible();
  await expect(suppliers.locator('[data-sensitive="visible"]')).toHaveCount(0);
});
