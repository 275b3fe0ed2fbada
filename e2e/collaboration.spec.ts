import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CUSTOMER_DOCUMENT_MESSAGES } from '@pc/contract/customer-documents';
import { PAYMENT_REPORT_MESSAGES } from '@pc/contract/payment-reports';
import { processReference } from '@pc/contract/process';
import { expectAccessible } from './support/accessibility.ts';
import { apiGet, findProcess } from './support/process-api.ts';
import { brDay, e2eToday, isoDay, parseDay, type TDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, CARLA, signInAndWait } from './support/session.ts';

/**
 * Collaboration: a customer and the broker's staff working on a process. Ana writes and Carla answers
 * from Atendimento; Ana sends a packing list and Carla downloads it; Ana informs a payment with its
 * proof on the financial calendar and Carla confirms it, the card reading each state in turn.
 * SHOTS_DIR saves the new screens at a laptop's and a phone's width.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

/** Carla, the broker's admin, in a browser context of her own beside Ana's. */
const openStaffPage = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await acceptCookieConsent(context, baseURL);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndWait(page, CARLA);
  return page;
};

const modalOf = (page: Page) => page.getByTestId('process-modal');

const openProcess = async (page: Page, id: number, reference: string) => {
  await page.goto(`/processos/${id}`);
  const modal = modalOf(page);
  await expect(modal.getByRole('heading', { name: reference })).toBeVisible();
  return modal;
};

const unreadTotal = async (page: Page): Promise<number> =>
  ((await apiGet(page, '/api/public/customer/messages/unread')).body.data as { total: number }).total;

/** A one-page PDF, small and valid enough for file-type to call it a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test.describe('collaboration on a process', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndWait(page, ANA);
  });

  test('Ana writes, Carla answers from Atendimento, Ana reads the answer and the unread count clears', async ({
    page,
    browser,
    baseURL,
  }) => {
    const process = await findProcess(page);
    const question = `Qual a previsão de desembaraço? (e2e ${Date.now()})`;
    const answer = `Previsão para amanhã; acompanhe em https://rastreio.example/${process.identification}`;

    let modal = await openProcess(page, process.id, process.reference);
    await modal.getByRole('tab', { name: /^Mensagens/ }).click();
    // The tab has reached the address and its thread is in before Ana types: a fresh-clone run once
    // saw the message never sent while both were still on their way.
    await expect(page).toHaveURL(/aba=mensagens/);
    const conversation = modal.getByRole('log', { name: 'Conversa do processo' });
    await expect(conversation).toBeVisible();
    const composer = modal.getByRole('textbox', { name: 'Mensagem' });
    await composer.fill(question);
    await expect(composer).toHaveValue(question);
    await modal.getByRole('button', { name: 'Enviar' }).click();
    // The composer empties only once the message is accepted.
    await expect(composer).toHaveValue('');
    await expect(conversation).toContainText(question);
    await expectAccessible(page, { name: 'mensagens', shotsDir: SHOTS_DIR });
    // Ana leaves the process: an open Mensagens tab reads the thread every 15 s and marks the
    // answer read as soon as it arrives, which is right for her but not what this test checks.
    await page.goto('/');

    const staff = await openStaffPage(browser, baseURL ?? '');
    try {
      await staff.goto('/admin/atendimento');
      const row = staff.getByRole('row').filter({ hasText: process.reference }).first();
      await expect(row).toContainText(question.slice(0, 40));
      await expect(row).toContainText('Aguardando');
      await expectAccessible(staff, { name: 'atendimento', shotsDir: SHOTS_DIR });
      await row.getByRole('button', { name: `Assumir ${process.reference}` }).click();
      await expect(row.getByRole('button', { name: `Devolver ${process.reference}` })).toBeVisible();
      await row.getByRole('button', { name: process.reference, exact: true }).click();
      const staffModal = modalOf(staff);
      await expect(staffModal.getByRole('tab', { name: /^Mensagens/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(staffModal.getByRole('log', { name: 'Conversa do processo' })).toContainText(question);
      await staffModal.getByRole('textbox', { name: 'Mensagem' }).fill(answer);
      await staffModal.getByRole('button', { name: 'Enviar' }).click();
      await expect(staffModal.getByRole('log', { name: 'Conversa do processo' })).toContainText(answer);
    } finally {
      await staff.context().close();
    }

    // Ana: the answer is unread until she opens the tab.
    const before = await unreadTotal(page);
    expect(before).toBeGreaterThanOrEqual(1);
    modal = await openProcess(page, process.id, process.reference);
    const tab = modal.getByRole('tab', { name: /^Mensagens/ });
    await expect(tab).toHaveAccessibleName(/^Mensagens\s*1/);
    await tab.click();
    await expect(modal.getByRole('log', { name: 'Conversa do processo' })).toContainText(
      'Previsão para amanhã',
    );
    await expect(
      modal.getByRole('link', { name: `https://rastreio.example/${process.identification}` }),
    ).toHaveAttribute('rel', /noopener/);
    await expect(tab).toHaveAccessibleName('Mensagens');
    await expect.poll(() => unreadTotal(page)).toBe(before - 1);
  });

  test('Ana sends a packing list in Documentos and Carla downloads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const process = await findProcess(page);
    const fileName = `packing-list-${Date.now()}.pdf`;
    const modal = await openProcess(page, process.id, process.reference);
    await modal.getByRole('tab', { name: /^Documentos/ }).click();
    await modal.getByRole('button', { name: 'Enviar documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
    await dialog.getByLabel('Tipo').selectOption('Packing list');
    await dialog
      .getByLabel('Arquivo')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByLabel('Observação (opcional)').fill('Packing list final, com os pesos corrigidos.');
    await expectAccessible(page, { name: 'enviar-documento', shotsDir: SHOTS_DIR });
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText(CUSTOMER_DOCUMENT_MESSAGES.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(modal.getByText(fileName)).toBeVisible();
    await expect(modal.getByText('Enviado pelo cliente').first()).toBeVisible();

    const staff = await openStaffPage(browser, baseURL ?? '');
    try {
      const staffModal = await openProcess(staff, process.id, process.reference);
      await staffModal.getByRole('tab', { name: /^Documentos/ }).click();
      const download = staff.waitForEvent('download');
      await staffModal
        .getByRole('button', { name: new RegExp(fileName.replace(/[.]/g, '\\.')) })
        .first()
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      const bytes = await readFile((await file.path()) ?? '');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await staff.context().close();
    }
  });

  test('Ana informs a numerário with its proof on the calendar, Carla confirms it, and the card reads each state', async ({
    page,
    browser,
    baseURL,
  }) => {
    const today = e2eToday();
    const start: TDay = { ...today, day: 1 };
    const end: TDay = { ...today, day: new Date(Date.UTC(today.year, today.month, 0)).getUTCDate() };
    const credential = await apiGet(page, '/credential');
    const ids = (
      credential.body.data as {
        person: { companies: { id: number; customer: boolean; customBroker: boolean }[] };
      }
    ).person.companies
      .filter((company) => company.customer && !company.customBroker)
      .map((company) => company.id)
      .join(',');
    const { body } = await apiGet(
      page,
      `/api/public/customer/cash-calendar?customerIds=${ids}&startDate=${isoDay(start)}T00:00:00&endDate=${isoDay(end)}T23:59:59&type=SCREEN`,
    );
    type TItem = {
      category: string;
      id: number;
      identification: number;
      typeOfProcess: string;
      value: number;
      paymentState: string;
      customerReference: string | null;
    };
    const days = body.data as Record<string, TItem[]>;
    // The first numerário of the month still to pay, and its day.
    const [key, items] =
      Object.entries(days).find(([, list]) =>
        list.some((item) => item.category === 'NUMERARIO' && item.paymentState === 'A_PAGAR'),
      ) ?? [];
    if (!key || !items) throw new Error('the demo month has no numerário to pay');
    const item = items.find(
      (candidate) => candidate.category === 'NUMERARIO' && candidate.paymentState === 'A_PAGAR',
    );
    if (!item) throw new Error('no numerário to pay');
    const reference = processReference(item.typeOfProcess, item.identification);
    // The card shows the customer's reference by default (Exibição), the process's otherwise.
    const cardLabel = item.customerReference ?? reference;

    /** The day's modal on the calendar, and the numerário's card in it. */
    const openCard = async () => {
      await page.goto('/financeiro/previsao-numerario-novo');
      await page
        .locator(`[data-day="${key}"]`)
        .getByRole('button', { name: `Ver os lançamentos do dia ${brDay(parseDay(key))}` })
        .click();
      return page
        .getByRole('dialog', { name: /^Dia: / })
        .locator('[data-testid="cash-card"][data-category="NUMERARIO"]')
        .filter({ hasText: cardLabel });
    };
    let card = await openCard();
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-payment-state', 'A_PAGAR');
    await card.getByRole('button', { name: 'Informar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Informar pagamento' });
    await dialog.getByLabel('Data do pagamento').fill(brDay(today));
    await dialog.getByLabel('Valor pago (R$)').fill(item.value.toFixed(2).replace('.', ','));
    await dialog
      .getByLabel('Comprovante')
      .setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(page, { name: 'informar-pagamento', shotsDir: SHOTS_DIR });
    await dialog.getByRole('button', { name: 'Informar pagamento' }).click();
    await expect(page.getByText(PAYMENT_REPORT_MESSAGES.reported)).toBeVisible();
    await expect(dialog).toBeHidden();

    card = await openCard();
    await expect(card).toHaveAttribute('data-payment-state', 'INFORMADO');
    await expect(card).toContainText('Pagamento informado');
    await expect(card.getByRole('button', { name: 'Informar pagamento' })).toHaveCount(0);

    const staff = await openStaffPage(browser, baseURL ?? '');
    try {
      await staff.goto('/admin/pagamentos');
      const confirm = staff.getByRole('button', {
        name: new RegExp(`^Confirmar o pagamento .* do processo ${reference}$`),
      });
      await expect(confirm).toBeVisible();
      await expectAccessible(staff, { name: 'pagamentos', shotsDir: SHOTS_DIR });
      await confirm.click();
      // Marking it paid cannot be undone: it asks first, naming the process.
      const asking = staff.getByRole('alertdialog', { name: 'Confirmar o pagamento?' });
      await expect(asking).toContainText(`do processo ${reference}`);
      await asking.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await expect(confirm).toBeHidden();
    } finally {
      await staff.context().close();
    }

    card = await openCard();
    await expect(card).toHaveAttribute('data-payment-state', 'PAGO');
    await expect(card).toContainText('Pago');
    await expect(card).not.toContainText('Pagamento informado');
  });
});
