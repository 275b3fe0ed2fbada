import { expect, test, type Page } from '@playwright/test';
import { processReference } from '@pc/contract/process';
import { apiGet, findProcess } from './support/process-api.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

const modalOf = (page: Page) => page.getByTestId('process-modal');

type TQuotationPick = {
  id: number;
  approved: boolean | null;
  status: { value: string };
  freightForwarder: { name: string } | null;
};

/**
 * An open round (no approved quotation, one still COTADO) among the signed-in user's processes,
 * searched from the highest ids down so other specs' picks (from id 1 up) are left alone.
 */
const findOpenRound = async (page: Page) => {
  for (let id = 2000; id >= 1; id -= 1) {
    const answer = await apiGet(page, `/freightQuotation/importProcess/${id}`);
    if (answer.status !== 200) continue;
    const quotations = (answer.body.data as { freightQuotations: TQuotationPick[] }).freightQuotations;
    if (quotations.length < 2 || quotations.some((quotation) => quotation.approved === true)) continue;
    if (!quotations.some((quotation) => quotation.status.value === 'COTADO')) continue;
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    const process = detail.body.data as { identification: number; typeOfProcess: string };
    return { id, reference: processReference(process.typeOfProcess, process.identification), quotations };
  }
  throw new Error('no open quotation round among the signed-in user’s processes');
};

test.describe('Cotações Recebidas: the ranking shows the total it ranks by', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  // One visit for both widths: the search for a process is the slow part, and the ranking must
  // follow a width change (a phone turned, a window narrowed) anyway.
  test('Total Geral third and the whole table in view at 1440 px; cards with rank, agent, total and approval at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const process = await findProcess(page, { hasQuotations: true });
    await page.goto(`/processos/${process.id}`);
    const modal = modalOf(page);
    await expect(modal.getByRole('heading', { name: process.reference })).toBeVisible();
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();

    const table = modal.getByRole('table');
    await expect(table.getByRole('columnheader').nth(2)).toHaveText('Total Geral');
    const firstTotal = modal.getByTestId('quotation-row').first().getByRole('cell').nth(2);
    await expect(firstTotal).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    const overflow = await table.locator('xpath=..').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await firstTotal.scrollIntoViewIfNeeded();
    await expect(firstTotal).toBeInViewport({ ratio: 1 });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(modal.getByRole('table')).toHaveCount(0);
    const first = modal.getByTestId('quotation-card').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByText('1º', { exact: true })).toBeVisible();
    await expect(first.getByTestId('quotation-agent')).not.toBeEmpty();
    await expect(first.getByText('Total Geral')).toBeVisible();
    await expect(first.getByText(/^R\$\s[\d.]+,\d{2}$/).first()).toBeVisible();
    // A decided quotation, or an open round's buttons: some card carries the approval state.
    await expect(modal.getByTestId('quotation-card').getByText('Aprovação').first()).toBeAttached();
    const box = await first.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});

test.describe('Cotações Recebidas: viewing and approval', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('opening the tab marks the quotations viewed; approving one closes the others', async ({ page }) => {
    const round = await findOpenRound(page);
    await page.goto(`/processos/${round.id}`);
    const modal = modalOf(page);
    await expect(modal.getByRole('heading', { name: round.reference })).toBeVisible();
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    const rows = modal.getByTestId('quotation-row');
    await expect(rows).toHaveCount(round.quotations.length);
    await expect(rows.getByText('COTADO', { exact: true })).toHaveCount(0);
    await expect(rows.getByText('VISUALIZADO', { exact: true }).first()).toBeVisible();

    // Reject the last-ranked one with a justification.
    const last = rows.last();
    await last.getByRole('button', { name: /^Reprovar a cotação/ }).click();
    const rejectDialog = page.getByRole('alertdialog', { name: 'Reprovar cotação' });
    await expect(rejectDialog.getByRole('button', { name: 'Reprovar' })).toBeDisabled();
    await rejectDialog.getByLabel('Justificativa').fill('Transit time acima do combinado.');
    await rejectDialog.getByRole('button', { name: 'Reprovar' }).click();
    await expect(page.getByText('Cotação reprovada.')).toBeVisible();
    await expect(last.getByRole('button', { name: 'Justificativa' })).toBeVisible();

    // Approve the first-ranked one: it shows 'Aprovado', the round closes, no more buttons.
    const first = rows.first();
    await first.getByRole('button', { name: /^Aprovar a cotação/ }).click();
    const approveDialog = page.getByRole('alertdialog', { name: 'Aprovar cotação' });
    await expect(approveDialog.getByText(/As demais cotações deste processo serão encerradas/)).toBeVisible();
    await approveDialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Cotação aprovada.')).toBeVisible();
    await expect(first.getByText('Aprovado', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Aprovar a cotação/ })).toHaveCount(0);
    await expect(rows.nth(1).getByRole('button', { name: 'Justificativa' })).toBeVisible();

    // The history tells who decided.
    await modal.getByRole('tab', { name: /^Histórico/ }).click();
    await expect(modal.getByText(/aprovada por Ana/).first()).toBeVisible();
  });
});
