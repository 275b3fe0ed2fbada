import { expect, test, type Page } from '@playwright/test';
import type { TLandedCost } from '@pc/contract/landed-cost';
import { processReference } from '@pc/contract/process';
import { expectAccessible } from './support/accessibility.ts';
import { apiGet } from './support/process-api.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import { acceptCookieConsent, ANA, BRUNO, signInAndWait } from './support/session.ts';

const SHOTS_DIR = process.env.SHOTS_DIR;

const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');

/** The first process among ids 1..maxId whose landed cost matches (other companies' ids answer 404). */
const findCostedProcess = async (
  page: Page,
  isWanted: (cost: TLandedCost) => boolean,
  maxId = 600,
): Promise<{ id: number; reference: string; cost: TLandedCost }> => {
  for (let id = 1; id <= maxId; id += 1) {
    const answer = await apiGet(page, `/api/public/customer/processes/${id}/landed-cost`);
    const cost = answer.status === 200 ? (answer.body.data as TLandedCost | null) : null;
    if (!cost || !isWanted(cost)) continue;
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    const { typeOfProcess, identification } = detail.body.data as {
      typeOfProcess: string;
      identification: number;
    };
    return { id, reference: processReference(typeOfProcess, identification), cost };
  }
  throw new Error('no process of the signed-in user has such a landed cost');
};

/**
 * The landed cost end to end: Ana's company in Lucro Real opens a process on its Custo tab, whose
 * figures add up on the page and in the planilha she downloads; Bruno's company, without the
 * entitlement, has no such tab.
 */
test('the Custo tab shows the process’s landed cost, adding up, and exports the planilha', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  const { id, reference, cost } = await findCostedProcess(
    page,
    (candidate) =>
      candidate.taxRegime === 'lucroReal' && candidate.items.length >= 2 && candidate.expenses.length >= 3,
  );

  await page.goto(`/processos/${id}?aba=custo`);
  const modal = page.getByTestId('process-modal');
  await expect(modal.getByRole('heading', { name: reference })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Custo' })).toHaveAttribute('aria-selected', 'true');
  const composition = modal.getByRole('region', { name: 'Composição do custo' });
  await expect(composition.getByTestId('cost-gross')).toHaveText(`Custo bruto${brl(cost.totals.gross)}`);
  await expect(composition.getByTestId('cost-net')).toHaveText(`Custo líquido${brl(cost.totals.net ?? 0)}`);
  await expect(composition.getByRole('list', { name: 'Regras do cálculo' })).toContainText(
    'Lucro Real: IPI, PIS, COFINS e ICMS da importação são créditos',
  );
  await expect(modal.getByTestId('cost-item')).toHaveCount(cost.items.length);
  const itemsTotal = `Total (${cost.items.length} adições)${brl(cost.totals.gross)}`;
  await expect(modal.getByTestId('cost-items-total')).toHaveText(itemsTotal);
  await expect(modal.getByTestId('cost-expenses-total')).toContainText(brl(cost.expensesTotal));
  await expectAccessible(page, { name: 'custo', shotsDir: SHOTS_DIR });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    composition.getByRole('button', { name: 'Exportar planilha' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('custo-nacionalizacao.xlsx');
  const rows = await readXlsxRows(await download.path());
  const header = rows[0] ?? [];
  expect(header.slice(0, 4)).toEqual(['Adição', 'NCM', 'Produto', 'Descrição']);
  const grossColumn = header.indexOf('Custo bruto');
  expect(rows).toHaveLength(cost.items.length + 2);
  const total = rows.at(-1) ?? [];
  expect(total[0]).toBe('Total');
  // The Total row's cell is a SUM over the items' cells, written with its result.
  expect(total[grossColumn]).toMatchObject({ result: cost.totals.gross });
  const itemsGross = rows
    .slice(1, -1)
    .reduce((sum, row) => sum + Math.round(Number(row[grossColumn]) * 100), 0);
  expect(itemsGross).toBe(Math.round(cost.totals.gross * 100));
});

test('a company without the landed cost has no Custo tab, and its cost answers 404', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, BRUNO);
  let processId = 0;
  for (let id = 1; id <= 600 && processId === 0; id += 1) {
    if ((await apiGet(page, `/api/public/customer/processes/${id}`)).status === 200) processId = id;
  }
  expect(processId, 'Bruno has a process').toBeGreaterThan(0);
  expect((await apiGet(page, `/api/public/customer/processes/${processId}/landed-cost`)).status).toBe(404);
  await page.goto(`/processos/${processId}?aba=custo`);
  const modal = page.getByTestId('process-modal');
  await expect(modal.getByRole('tab', { name: 'Dados Gerais' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('tab', { name: 'Custo' })).toHaveCount(0);
});
