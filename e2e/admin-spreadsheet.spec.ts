import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { SPREADSHEET_SHEET_NAMES, getAdminSpreadsheetTemplateCall } from '@pc/contract/admin-spreadsheet';
import { processReference } from '@pc/contract/process';
import { searchInHeader } from './support/process-table.ts';
import { isoDay, saoPauloDayOf } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, BRUNO, CARLA, signInAndWait, signInOn } from './support/session.ts';
import {
  downloadTemplate,
  fillSpreadsheetTemplate,
  FIRST_DATA_ROW,
  sheetCounts,
  uploadWorkbook,
} from './support/spreadsheet-workbook.ts';

/**
 * Importar planilha (onboarding) on the demo: Carla downloads the template, fills it (a process and its
 * invoice for Mar Aberto, and a process with an impossible ETA), sees the preview refuse that one
 * row with its reason, confirms, and Bruno (Mar Aberto's user) finds the new process in his portal.
 */

/** Company 500 of the seed (Mar Aberto), Bruno's only company. */
const MAR_ABERTO_CNPJ = '32.547.698/0001-56';
const GOOD = 97001;
const BAD = 97002;
const BAD_ETA = '31/02/2026';
/** A reference that is no process's number: refused as typed, never renamed to PRI97003. */
const NOT_A_REFERENCE = 'PV97003';

const expectNoSeriousViolationsAt = async (page: Page, widths: readonly number[]) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** DD/MM/AAAA of the e2e's today moved by `days`. */
const dayText = (days: number): string => {
  const today = process.env['E2E_TODAY'] ?? isoDay(saoPauloDayOf(new Date()));
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
};

test('an admin imports a filled template: the preview refuses the bad row, the rest reaches the company’s user', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOn(page, '/admin/importar-planilha', CARLA);
  await expect(page.getByRole('link', { name: 'Importar planilha' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Importações anteriores' })).toBeVisible();
  await expectNoSeriousViolationsAt(page, [1440, 390]);

  const template = await downloadTemplate(page);
  expect(template.fileName).toBe(getAdminSpreadsheetTemplateCall.fileName);
  const workbook = await fillSpreadsheetTemplate(template.content, {
    processes: [
      {
        identification: GOOD,
        companyCnpj: MAR_ABERTO_CNPJ,
        typeOfProcess: 'Conta e ordem',
        status: 'Em trânsito',
        stepId: 'Trânsito',
        created: dayText(-20),
        customerRef: 'PEDIDO-PLANILHA-1',
        exporterName: 'Ningbo Housewares Co.',
        datesETD: dayText(-5),
        datesETA: dayText(12),
      },
      {
        identification: BAD,
        companyCnpj: MAR_ABERTO_CNPJ,
        typeOfProcess: 'Conta e ordem',
        status: 'Booking',
        stepId: 'Booking',
        created: dayText(-3),
        datesETA: BAD_ETA,
      },
      {
        identification: NOT_A_REFERENCE,
        companyCnpj: MAR_ABERTO_CNPJ,
        typeOfProcess: 'Conta e ordem',
        status: 'Booking',
        stepId: 'Booking',
        created: dayText(-2),
      },
    ],
    invoices: [
      {
        identification: GOOD,
        invoiceNumber: 'MA-97001',
        currency: 'USD',
        invoiceAmount: '12.500,00',
        parcel: 1,
        condition: 'Pagamento à Vista',
        dueDate: dayText(5),
        value: '12.500,00',
      },
    ],
  });
  await uploadWorkbook(page, 'carga-mar-aberto.xlsx', workbook);

  // The preview: nothing written yet, one refused row with its sheet, row, column and reason.
  expect(await sheetCounts(page, SPREADSHEET_SHEET_NAMES.processes)).toEqual(['1', '0', '0', '2']);
  expect(await sheetCounts(page, SPREADSHEET_SHEET_NAMES.invoices)).toEqual(['1', '0', '0', '0']);
  const refusals = page.getByRole('table', { name: 'Linhas recusadas' });
  await expect(refusals.locator('tbody tr')).toHaveCount(2);
  expect(await refusals.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
    SPREADSHEET_SHEET_NAMES.processes,
    String(FIRST_DATA_ROW + 1),
    'ETA',
    `data inexistente (${BAD_ETA})`,
  ]);
  expect(await refusals.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual([
    SPREADSHEET_SHEET_NAMES.processes,
    String(FIRST_DATA_ROW + 2),
    'Processo',
    `processo inválido (${NOT_A_REFERENCE}): informe o número (812) ou a referência com o prefixo do tipo (PRI00812, E00812, A00812)`,
  ]);
  await expect(
    page.getByText(/Ao confirmar, 2 linhas são gravadas e 2 linhas recusadas ficam de fora/),
  ).toBeVisible();
  // The first rows as they will be written: the good process by its reference, the bad one as typed.
  const firstRows = page.getByRole('table', { name: SPREADSHEET_SHEET_NAMES.processes, exact: true });
  const firstRowsBody = firstRows.locator('tbody tr');
  await expect(firstRowsBody).toHaveCount(3);
  await expect(firstRowsBody.nth(0)).toContainText(processReference('CONTA_E_ORDEM', GOOD));
  await expect(firstRowsBody.nth(0)).toContainText('PEDIDO-PLANILHA-1');
  await expect(firstRowsBody.nth(2)).toContainText(NOT_A_REFERENCE);
  await expect(firstRowsBody.nth(2)).toContainText('Recusada');
  await expectNoSeriousViolationsAt(page, [1440, 390]);

  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByText('Importação concluída: os dados já aparecem no portal.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('table', { name: 'O que foi gravado, por aba' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Importações anteriores' });
  await expect(history.locator('tbody tr').first()).toContainText('carga-mar-aberto.xlsx');
  await expect(history.locator('tbody tr').first()).toContainText('Concluída');
  await expectNoSeriousViolationsAt(page, [1440, 390]);

  // Bruno, Mar Aberto's user, finds the imported process; the refused one does not exist.
  const brunoContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(brunoContext, baseURL ?? '');
  const bruno = await brunoContext.newPage();
  try {
    await signInAndWait(bruno, BRUNO);
    await searchInHeader(bruno, processReference('CONTA_E_ORDEM', GOOD));
    const detail = bruno.getByRole('dialog', { name: processReference('CONTA_E_ORDEM', GOOD) });
    await expect(detail.getByRole('region', { name: 'Resumo do processo' })).toContainText(
      'PEDIDO-PLANILHA-1',
    );
    // The invoice of the Invoices sheet is the process's one financial entry.
    await expect(detail.getByRole('tab', { name: 'Financeiro 1' })).toBeVisible();
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await searchInHeader(bruno, processReference('CONTA_E_ORDEM', BAD));
    await expect(bruno.getByText('Nenhum processo encontrado!').first()).toBeVisible();
  } finally {
    await brunoContext.close();
  }
});
