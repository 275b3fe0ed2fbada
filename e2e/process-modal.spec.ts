import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, findProcess, type TProcessPick } from './support/process-api.ts';
import { brDay, isoDay, parseDay, saoPauloDayOf } from './support/sao-paulo-day.ts';
import { readXlsxRows } from './support/read-xlsx.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

const modalOf = (page: Page) => page.getByTestId('process-modal');

const openByRoute = async (page: Page, process: TProcessPick) => {
  await page.goto(`/processos/${process.id}`);
  const modal = modalOf(page);
  await expect(modal.getByRole('heading', { name: process.reference })).toBeVisible();
  return modal;
};

/** File signatures of the formats the demo documents use. */
const hasKnownMagic = (bytes: Buffer): boolean =>
  bytes.subarray(0, 4).toString('latin1') === '%PDF' ||
  bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ||
  bytes.subarray(0, 2).toString('latin1') === 'PK' ||
  bytes.subarray(0, 5).toString('latin1') === '<?xml';

test.describe('process detail modal', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('opens from /processos/:id, walks every tab and closes on Escape', async ({ page }) => {
    const process = await findProcess(page, { hasQuotations: true });
    const modal = await openByRoute(page, process);

    // Header and summary.
    await expect(modal.getByRole('button', { name: 'Alterar Urgência' })).toBeVisible();
    await expect(modal.getByTestId('process-step')).toBeVisible();
    await expect(modal.getByText('Cliente', { exact: true })).toBeVisible();

    // Dados Gerais: the 15-step timeline and the sections.
    await expect(modal.getByRole('tab', { name: 'Dados Gerais' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      modal.getByRole('list', { name: 'Linha do tempo do processo' }).getByRole('listitem'),
    ).toHaveCount(15);
    for (const title of ['Informações Gerais', 'Logística', 'Datas de Faturamento', 'MAPA', 'Outras Datas'])
      await expect(modal.getByRole('heading', { name: title, exact: true })).toBeVisible();

    // Financeiro: cash request, invoices and the invoice modal.
    await modal.getByRole('tab', { name: /^Financeiro/ }).click();
    await expect(modal.getByRole('heading', { name: 'Solicitação de Numerário' })).toBeVisible();
    const eye = modal.getByRole('button', { name: /^Visualizar invoice/ }).first();
    if (await eye.isVisible()) {
      await eye.click();
      const invoiceDialog = page.getByRole('dialog', { name: /^Invoice / });
      await expect(invoiceDialog.getByRole('heading', { name: 'Parcelas' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(invoiceDialog).toBeHidden();
      await expect(modal).toBeVisible();
    } else {
      await expect(modal.getByText('Nenhum Invoice foi cadastrada para este processo.')).toBeVisible();
    }
    await modal.getByRole('searchbox', { name: 'Pesquisar invoices' }).fill('zzz-nada-zzz');
    await expect(
      modal.getByText(/Nenhum resultado encontrado\.|Nenhum Invoice foi cadastrada/),
    ).toBeVisible();

    // Documentos: download the first one and check its bytes.
    await modal.getByRole('tab', { name: /^Documentos/ }).click();
    const firstDocument = modal.getByTestId('process-document').first();
    await expect(firstDocument).toBeVisible();
    const fileName = (await firstDocument.locator('span span').nth(1).textContent())?.trim() ?? '';
    const downloadPromise = page.waitForEvent('download');
    await firstDocument.getByRole('button', { name: /^BAIXAR DOCUMENTO/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    expect(bytes.length).toBeGreaterThan(0);
    expect(hasKnownMagic(bytes)).toBe(true);

    // Histórico.
    await modal.getByRole('tab', { name: /^Histórico/ }).click();
    await expect(modal.getByTestId('history-item').first()).toBeVisible();

    // Cotações Recebidas: best-of card scrolls to and highlights its row.
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    await expect(modal.getByText('Dólar (USD)')).toBeVisible();
    await expect(modal.getByTestId('quotation-row').first()).toBeVisible();
    await modal.getByRole('button', { name: /^Melhor Valor Total/ }).click();
    await expect(modal.locator('[data-testid="quotation-row"][data-highlighted="true"]')).toHaveCount(1);

    // Escape closes and leaves the URL at /processos.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/processos$/);
  });

  test('generates the quotations spreadsheet', async ({ page }) => {
    const process = await findProcess(page, { hasQuotations: true });
    const modal = await openByRoute(page, process);
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    const downloadPromise = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Gerar Planilha' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`cotacoes-processo-${process.identification}.xlsx`);
    const dialog = page.getByRole('dialog', { name: 'Planilha das Cotações' });
    await expect(dialog.getByText('Planilha gerada com sucesso!')).toBeVisible();

    const forwarder =
      (
        await modal.getByTestId('quotation-row').first().getByTestId('quotation-agent').textContent()
      )?.trim() ?? '';
    const rows = await readXlsxRows(await download.path());
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.flat().map(String).join(' | ')).toContain(forwarder);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads a quotation document through its own route', async ({ page }) => {
    const process = await findProcess(page, { hasQuotationDocuments: true });
    const fileName = process.quotationDocument?.originalFilename ?? '';
    const modal = await openByRoute(page, process);
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    const downloadPromise = page.waitForEvent('download');
    const responsePromise = page.waitForResponse((response) =>
      /\/freightQuotation\/importProcess\/\d+\/documents\/\d+\/download$/.test(response.url()),
    );
    await modal.getByRole('button', { name: fileName, exact: true }).first().click();
    expect((await responsePromise).status()).toBe(200);
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    expect(bytes.length).toBeGreaterThan(0);
    expect(hasKnownMagic(bytes)).toBe(true);
  });

  test('changes the urgency with a justification and shows it in the history', async ({ page }) => {
    const process = await findProcess(page);
    const modal = await openByRoute(page, process);
    const justification = `Teste e2e ${Date.now()}`;
    const urgencyButton = modal.getByRole('button', { name: 'Alterar Urgência' });
    const confirm = page.getByRole('alertdialog', { name: 'Alterar Urgência' });
    // Nested dialogs give focus back one layer at a time: Escape leaves the process modal open,
    // with focus on the button that opened the confirmation.
    await urgencyButton.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(urgencyButton).toBeFocused();

    await urgencyButton.click();
    await confirm.getByLabel('Justificativa (opcional)').fill(justification);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('dialog', { name: 'Alterado com sucesso!' })).toBeVisible();
    // Spec §9: the success dialog stays 1500 ms.
    await expect(page.getByRole('dialog', { name: 'Alterado com sucesso!' })).toBeHidden({ timeout: 4000 });
    await expect(urgencyButton).toBeFocused();
    await modal.getByRole('tab', { name: /^Histórico/ }).click();
    await expect(modal.getByTestId('history-item').filter({ hasText: justification })).toBeVisible();
  });

  test('docIdDownload downloads the document on open; an unknown id warns', async ({ page }) => {
    const process = await findProcess(page);
    const downloadPromise = page.waitForEvent('download');
    await page.goto(`/processos/${process.id}?docIdDownload=${process.firstDocument.id}`);
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(process.firstDocument.originalFilename);
    await expect(modalOf(page).getByRole('tab', { name: /^Documentos/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The parameter is consumed so a reload does not download again.
    await expect(page).toHaveURL(new RegExp(`/processos/${process.id}$`));

    await page.goto(`/processos/${process.id}?docIdDownload=999999`);
    await expect(page.getByText('O arquivo não foi encontrado para download!')).toBeVisible();
  });

  test('opens from a row of the /processos list', async ({ page }) => {
    // The default list (Produção) loads on arrival.
    await page.goto('/processos');
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    await firstRow.click();
    await expect(modalOf(page).getByRole('tab', { name: 'Dados Gerais' })).toBeVisible();
    await modalOf(page).getByRole('button', { name: 'Fechar' }).first().click();
    await expect(modalOf(page)).toBeHidden();
    // Back on the row that opened it, so a keyboard user goes on from there.
    await expect(firstRow).toBeFocused();
  });

  test('timeline reads true: a coming ETA is planned (no check), events in order, labels apart at 1440', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The browser's own day: the timeline compares forecasts with it.
    const today = isoDay(saoPauloDayOf(new Date()));
    let picked: { id: number; eta: string; departure: string | null } | null = null;
    for (let id = 1; id <= 150 && !picked; id += 1) {
      const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
      const process = detail.body.data as
        | { datesETA: string | null; datesArrivalDate: string | null; datesDepartureDate: string | null }
        | undefined;
      if (detail.status !== 200 || !process?.datesETA || process.datesArrivalDate) continue;
      if (process.datesETA.slice(0, 10) <= today) continue;
      picked = { id, eta: process.datesETA.slice(0, 10), departure: process.datesDepartureDate };
    }
    if (!picked) throw new Error('the demo data has no process with an ETA still to come');
    await page.goto(`/processos/${picked.id}`);
    const modal = modalOf(page);
    const eta = modal.getByTestId('timeline-eta');
    await expect(eta).toHaveAttribute('data-planned', 'true');
    await expect(eta).toHaveAttribute('data-done', 'false');
    await expect(eta).toContainText(`prev. ${brDay(parseDay(picked.eta))}`);
    await expect(eta.locator('svg')).toHaveCount(0);

    const items = modal.getByRole('list', { name: 'Linha do tempo do processo' }).getByRole('listitem');
    const order = (await items.allTextContents()).map((text) =>
      text.replace(/prev\..*|\d{2}\/.*|—/, '').trim(),
    );
    expect(order.slice(3, 7)).toEqual(['ETD', 'Embarque', 'ETA', 'Chegada']);

    // No two labels share pixels (Desembaraço and Carregamento did at 1440).
    const labels: { left: number; right: number; top: number; bottom: number }[] = [];
    for (const entry of await items.all()) {
      // The label is the first text of the item's text column (the dot holds no text).
      const box = await entry.getByText(/\S/).first().boundingBox();
      if (!box) throw new Error('a timeline label has no box');
      labels.push({ left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height });
    }
    for (let index = 1; index < labels.length; index += 1) {
      const previous = labels[index - 1];
      const current = labels[index];
      if (!previous || !current) continue;
      const isSameRow = current.top < previous.bottom && previous.top < current.bottom;
      if (isSameRow)
        expect(current.left, `label ${index} overlaps the one before`).toBeGreaterThanOrEqual(previous.right);
    }
  });
});
