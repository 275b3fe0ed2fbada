import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { FORWARDER_ROUND_CLOSED } from '@pc/contract/forwarder-quote';
import { processReference } from '@pc/contract/process';
import { QUOTATION_ROUND_CLOSED_MESSAGES } from '@pc/contract/quotation';
import { apiGet } from './support/process-api.ts';
import { acceptCookieConsent, ANA, CARLA, signInAndWait, waitForOutboxMail } from './support/session.ts';

/** The demo's service client (apps/api/src/seed/demo-logins.ts), printed by npm start. */
const DEMO_CLIENT = { id: 'svc_demo_erp', secret: 'Demo-ERP-2026-segredo' };
const FORWARDER = 'Agente Playwright Logística';

const modalOf = (page: Page) => page.getByTestId('process-modal');

/**
 * A process of Ana's with quotations whose round is open (none approved, the process neither
 * concluded nor cancelled), searched from high ids down.
 */
const findOpenProcess = async (page: Page) => {
  for (let id = 1500; id >= 1; id -= 1) {
    const round = await apiGet(page, `/api/public/customer/processes/${id}/quotation-round`);
    if (round.status !== 200 || !(round.body.data as { isOpen: boolean }).isOpen) continue;
    const answer = await apiGet(page, `/freightQuotation/importProcess/${id}`);
    if ((answer.body.data as { freightQuotations: unknown[] }).freightQuotations.length === 0) continue;
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    const process = detail.body.data as { identification: number; typeOfProcess: string };
    return {
      id,
      identification: process.identification,
      reference: processReference(process.typeOfProcess, process.identification),
    };
  }
  throw new Error('no open quotation round among Ana’s processes');
};

/** The broker's system invites a forwarder (as its ERP does, with its service client): the link. */
const inviteThroughIntegration = async (
  page: Page,
  invitation: { identification: number; forwarderName: string; email: string; language?: string },
): Promise<string> => {
  const tokenAnswer = await page.request.post('/api/integration/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  expect(tokenAnswer.status()).toBe(200);
  const serviceToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const { identification, ...body } = invitation;
  const answer = await page.request.post(
    `/api/integration/processes/${identification}/quotation-invitations`,
    {
      headers: { authorization: `Bearer ${serviceToken}` },
      data: body,
    },
  );
  expect(answer.status()).toBe(201);
  return new URL(((await answer.json()) as { url: string }).url).pathname;
};

/** WCAG 2.2 AA on what the page shows now: no serious or critical violation. */
const expectNoSeriousViolation = async (page: Page) => {
  expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual([]);
};

test('a forwarder quotes through the link, and the customer sees and approves it', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  const process = await findOpenProcess(page);

  // The broker's system invites the forwarder (the link goes by e-mail; the answer carries it too).
  const link = await inviteThroughIntegration(page, {
    identification: process.identification,
    forwarderName: FORWARDER,
    email: 'cotacao@playwright.example',
  });

  // The forwarder, with no session, opens the link.
  const forwarderContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(forwarderContext, baseURL ?? '');
  const forwarder = await forwarderContext.newPage();
  await forwarder.goto(link);
  await expect(
    forwarder.getByRole('heading', { level: 1, name: `Cotação de frete · Processo ${process.reference}` }),
  ).toBeVisible();
  await forwarder.getByRole('button', { name: 'ENVIAR COTAÇÃO' }).click();
  await expect(forwarder.getByText('Informe o seu nome.')).toBeVisible();
  await forwarder.getByLabel('Seu nome').fill('Marina Costa');
  await forwarder.getByLabel('Transit time (dias)').fill('30');
  await forwarder.getByLabel('Free time (dias)').fill('14');
  await forwarder.getByLabel('Validade da cotação').fill('31/12/2099');
  // WCAG 2.2 AA with the validation messages shown.
  await expectNoSeriousViolation(forwarder);
  // With every required field filled, a quotation without any total is still refused.
  await forwarder.getByRole('button', { name: 'ENVIAR COTAÇÃO' }).click();
  await expect(forwarder.getByText('Informe ao menos um total (USD, EUR, R$ ou outra moeda).')).toBeVisible();
  await forwarder.getByLabel('Total em USD').fill('1234.5');
  await forwarder.getByRole('button', { name: 'Adicionar container' }).click();
  await forwarder.getByRole('button', { name: 'ENVIAR COTAÇÃO' }).click();
  await expect(forwarder.getByText(/^Cotação enviada!/)).toBeVisible();
  // An attachment (a tariff sheet) after the quotation is sent.
  await forwarder.getByLabel(/^Arquivo \(PDF/).setInputFiles({
    name: 'tarifario-playwright.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% tarifario\n%%EOF\n'),
  });
  await expect(forwarder.getByRole('listitem').filter({ hasText: 'tarifario-playwright.pdf' })).toBeVisible();

  // The customer sees it in Cotações Recebidas and approves it.
  await page.goto(`/processos/${process.id}`);
  const modal = modalOf(page);
  await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
  const row = modal.getByTestId('quotation-row').filter({ hasText: FORWARDER });
  await expect(row).toHaveCount(1);
  await expect(modal.getByRole('button', { name: /tarifario-playwright\.pdf/ })).toBeVisible();
  await row.getByRole('button', { name: `Aprovar a cotação de ${FORWARDER}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Aprovar cotação' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(row.getByText('Aprovado', { exact: true })).toBeVisible();

  // The round is closed: the forwarder's link shows the quotation but takes no change.
  await forwarder.reload();
  await expect(forwarder.getByText(FORWARDER_ROUND_CLOSED)).toBeVisible();
  await expect(forwarder.getByRole('button', { name: /ENVIAR COTAÇÃO|SALVAR ALTERAÇÕES/ })).toHaveCount(0);
  await forwarderContext.close();

  // Administração › Cotações de frete: the link of a closed round reads Encerrada, with no Reenviar.
  const staffContext = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent(staffContext, baseURL ?? '');
  const staff = await staffContext.newPage();
  try {
    await signInAndWait(staff, CARLA);
    await staff.goto('/admin/cotacoes');
    const table = staff.getByRole('table', { name: 'Convites de cotação de frete' });
    await staff.getByLabel('Buscar por agente, e-mail ou processo').fill(FORWARDER);
    const linkRow = table.locator('tbody tr').filter({ hasText: process.reference });
    await expect(linkRow).toHaveCount(1);
    await expect(linkRow.getByText('Encerrada', { exact: true })).toBeVisible();
    await expect(linkRow.getByRole('button', { name: /^Reenviar/ })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
});

/** A process of Ana's whose round a quotation approval closed, searched from high ids down. */
const findApprovedProcess = async (page: Page) => {
  for (let id = 1500; id >= 1; id -= 1) {
    const round = await apiGet(page, `/api/public/customer/processes/${id}/quotation-round`);
    if (
      round.status === 200 &&
      (round.body.data as { closedReason: string | null }).closedReason === 'APPROVED'
    )
      return id;
  }
  throw new Error('no closed quotation round among Ana’s processes');
};

test('on a closed round the invitation dialog says why and sends nothing', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, CARLA);
  const id = await findApprovedProcess(page);
  await page.goto(`/processos/${id}`);
  await modalOf(page).getByRole('button', { name: 'Convidar agente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar agente de carga' });
  await expect(dialog.getByRole('alert')).toHaveText(QUOTATION_ROUND_CLOSED_MESSAGES.APPROVED);
  await expect(dialog.getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
  await expect(dialog.getByLabel('Agente de carga')).toHaveCount(0);
});

test('a forwarder abroad reads the page and the e-mail in English, picks the validity, switches language', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  // Two browsers, an invitation through the API and a search for an open round: more than the default.
  test.setTimeout(240_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  const process = await findOpenProcess(page);
  const forwarderName = 'Pacific Lines Forwarding';
  const link = await inviteThroughIntegration(page, {
    identification: process.identification,
    forwarderName,
    email: 'quotes@pacificlines.example',
    language: 'en',
  });
  // The invitation asked for English: so is its e-mail.
  const mail = await waitForOutboxMail(`invites ${forwarderName} to quote the freight of shipment`);
  expect(mail).toContain(`to quote the freight of shipment ${process.reference}.`);
  expect(mail).toMatch(/The link is valid until [A-Z][a-z]+ \d{1,2}, \d{4}\./);

  // An English browser, no consent yet: the page and its cookie notice speak English.
  const forwarderContext = await browser.newContext({ locale: 'en-US' });
  const forwarder = await forwarderContext.newPage();
  await forwarder.goto(link);
  await expect(
    forwarder.getByRole('heading', { level: 1, name: `Freight quotation · Shipment ${process.reference}` }),
  ).toBeVisible();
  await expect(forwarder.locator('html')).toHaveAttribute('lang', 'en');
  await forwarder.getByRole('button', { name: 'Accept cookies' }).click();
  const languages = forwarder.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await forwarder.getByRole('button', { name: 'SEND QUOTATION' }).click();
  await expect(forwarder.getByText('Please enter your name.')).toBeVisible();
  await forwarder.getByLabel('Your name').fill('Mary Chen');
  await forwarder.getByLabel('Transit time (days)').fill('28');
  await forwarder.getByLabel('Free time (days)').fill('10');

  // The validity from the calendar: next month's 15th, written DD/MM/YYYY in the box.
  await forwarder.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = forwarder.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expectNoSeriousViolation(forwarder);
  await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  await calendar.getByRole('button', { name: /^\w+, \w+ 15th, \d{4}$/ }).click();
  await expect(calendar).toBeHidden();
  await expect(forwarder.getByLabel('Quotation valid until')).toHaveValue(/^15\/\d{2}\/\d{4}$/);

  // Every required field filled, a quotation without any total is still refused, in English.
  await forwarder.getByRole('button', { name: 'SEND QUOTATION' }).click();
  await expect(
    forwarder.getByText('Please enter at least one total (USD, EUR, BRL or another currency).'),
  ).toBeVisible();
  await forwarder.getByLabel('Total in USD').fill('2100');
  await forwarder.getByRole('button', { name: 'SEND QUOTATION' }).click();
  await expect(forwarder.getByText(/^Quotation sent!/)).toBeVisible();
  await expectNoSeriousViolation(forwarder);

  // The switch: Spanish at once, and still Spanish on the next visit.
  await languages.getByRole('button', { name: 'Español' }).click();
  await expect(
    forwarder.getByRole('heading', { level: 1, name: `Cotización de flete · Embarque ${process.reference}` }),
  ).toBeVisible();
  await forwarder.reload();
  await expect(forwarder.getByRole('button', { name: 'GUARDAR CAMBIOS' })).toBeVisible();
  await expect(forwarder.getByLabel('Su nombre')).toHaveValue('Mary Chen');
  await forwarderContext.close();
});

test('the broker’s staff invite a forwarder from the process modal', async ({ page, context, baseURL }) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, CARLA);
  const process = await findOpenProcess(page);
  await page.goto(`/processos/${process.id}`);
  const modal = modalOf(page);
  await modal.getByRole('button', { name: 'Convidar agente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar agente de carga' });
  await expect(dialog.getByRole('button', { name: 'Enviar convite' })).toBeDisabled();
  await dialog.getByLabel('Agente de carga').fill('Atlântico Fretes');
  await dialog.getByLabel('E-mail do agente').fill('comercial@atlantico.example');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText(/^Convite enviado para comercial@atlantico\.example/)).toBeVisible();
  await expect(dialog.getByLabel('Link de cotação')).toHaveValue(/\/cotacao-frete\//);
});

test('a customer does not see the invitation button', async ({ page, context, baseURL }) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  const process = await findOpenProcess(page);
  await page.goto(`/processos/${process.id}`);
  await expect(modalOf(page).getByRole('button', { name: 'Alterar Urgência' })).toBeVisible();
  await expect(modalOf(page).getByRole('button', { name: 'Convidar agente' })).toHaveCount(0);
});
