import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, findProcess } from './support/process-api.ts';
import { brDay, calendarDay, e2eToday } from './support/sao-paulo-day.ts';
import { SIGNED_IN_SCREENS } from './support/screens.ts';
import { acceptCookieConsent, ANA, CARLA, signInAndWait } from './support/session.ts';

type TViolation = { directive: string; blocked: string; source: string };

/**
 * Records every CSP violation the page reports, from before the app's first script runs, and
 * answers those reported since the last call (so each one is charged to the step that caused it).
 */
const watchViolations = async (page: Page): Promise<() => Promise<TViolation[]>> => {
  // Plain script text: this project compiles without the DOM types, and the code runs in the page.
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
      });`,
  });
  let consoleReports: TViolation[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      consoleReports.push({ directive: 'console', blocked: message.text(), source: '' });
  });
  return async () => {
    const reported = (await page.evaluate(
      'window.cspViolations ? window.cspViolations.splice(0) : []',
    )) as TViolation[];
    const logged = consoleReports;
    consoleReports = [];
    return [...logged, ...reported];
  };
};

/**
 * Whether the page behind a dialog is locked: Radix's scroll lock marks <body> and puts
 * `overflow: hidden` on it from an inline <style>; a CSP that blocks that style leaves the mark
 * and an unlocked page.
 */
const isScrollLocked = (page: Page): Promise<boolean> =>
  page.evaluate(
    "document.body.hasAttribute('data-scroll-locked') && getComputedStyle(document.body).overflow === 'hidden'",
  ) as Promise<boolean>;

type TDialogCheck = {
  page: Page;
  takeViolations: () => Promise<TViolation[]>;
  /** Names the dialog in a failure. */
  where: string;
  open: () => Promise<void>;
  dialog: Locator;
  /** Over another dialog (the process modal): the page is locked before and after it too. */
  isNested?: boolean;
};

/**
 * Opens a dialog (or drawer, or modal menu), expects the page behind it locked and no violation,
 * then closes it with Escape. Soft, so one run lists every dialog that breaks the policy.
 */
const checkDialog = async ({ page, takeViolations, where, open, dialog, isNested = false }: TDialogCheck) => {
  expect.soft(await takeViolations(), `before ${where}`).toEqual([]);
  await open();
  await expect(dialog).toBeVisible();
  await expect.soft.poll(() => isScrollLocked(page), { message: `${where}: page locked` }).toBe(true);
  expect.soft(await takeViolations(), where).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Unlocked once closed: the lock comes from the dialog, not from the page's own styles.
  if (!isNested)
    await expect.soft.poll(() => isScrollLocked(page), { message: `${where}: unlocked` }).toBe(false);
};

/** A process of the signed-in user whose quotation round is open (none approved): it offers Aprovar. */
const findOpenQuotationRound = async (page: Page, maxId = 300): Promise<number> => {
  for (let id = 1; id <= maxId; id += 1) {
    const answer = await apiGet(page, `/freightQuotation/importProcess/${id}`);
    if (answer.status !== 200) continue;
    const { freightQuotations } = answer.body.data as { freightQuotations: { approved: boolean | null }[] };
    if (freightQuotations.length > 0 && freightQuotations.every((quotation) => quotation.approved !== true))
      return id;
  }
  throw new Error('no open quotation round among the signed-in user’s processes');
};

test.describe('Content Security Policy', () => {
  // A dozen dialogs, each opened over a fully loaded screen: minutes on a loaded CI machine.
  test.setTimeout(240_000);
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
  });

  test('the served app sends the CSP, and no screen breaks it', async ({ page }) => {
    const takeViolations = await watchViolations(page);

    const login = await page.goto('/login');
    const csp = login?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(login?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    expect(await takeViolations()).toEqual([]);

    await signInAndWait(page, ANA);
    for (const screen of SIGNED_IN_SCREENS) {
      // A full load each time, so every screen's first paint runs under the header's policy.
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await takeViolations(), screen.path).toEqual([]);
    }
  });

  test('the Home, report and calendar dialogs lock the page without a violation', async ({ page }) => {
    const takeViolations = await watchViolations(page);
    await signInAndWait(page, ANA);
    const check = (where: string, open: () => Promise<void>, dialog: Locator) =>
      checkDialog({ page, takeViolations, where, open, dialog });

    await page.goto('/');
    await check(
      'Personalize seu indicador',
      () => page.getByRole('button', { name: 'Solicitar indicador' }).click(),
      page.getByRole('dialog', { name: 'Personalize seu indicador' }),
    );
    await check(
      'user menu',
      () => page.getByRole('button', { name: /menu do usuário$/ }).click(),
      page.getByRole('menu'),
    );
    await check(
      'Precisa de atenção',
      () =>
        page
          .getByTestId('attention-card')
          .getByRole('button', { name: /Numerários a vencer em até 7 dias/ })
          .click(),
      page.getByRole('dialog', { name: 'Numerários a vencer em até 7 dias' }),
    );
    // The whole year, so the list is not empty whatever day of the month this runs.
    const today = e2eToday();
    await page.getByLabel('Data inicial').fill(brDay(calendarDay(today.year, 1, 1)));
    await page.getByLabel('Data final').fill(brDay(today));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Indicadores gerados com sucesso!')).toBeVisible();
    await check(
      'ETD Atrasados',
      () => page.getByTestId('delayed-etd-card').getByRole('button', { name: 'Ver processos' }).click(),
      page.getByRole('dialog', { name: 'ETD Atrasados' }),
    );

    await page.goto('/relatorio');
    await check(
      'Campo Vazio',
      () => page.getByRole('button', { name: 'GERAR', exact: true }).click(),
      page.getByRole('alertdialog', { name: 'Campo Vazio' }),
    );
    await page.getByRole('searchbox', { name: 'Palavra-chave' }).fill('Ltd');
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Relatório geral de importação' })).toBeVisible();
    await check(
      'Gerenciar colunas',
      () => page.getByRole('button', { name: 'Colunas' }).click(),
      page.getByRole('dialog', { name: 'Gerenciar colunas' }),
    );

    for (const path of ['/financeiro/previsao-numerario-novo', '/operacional/calendario']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await check(
        `day modal of ${path}`,
        () =>
          page
            .getByRole('button', { name: /^Ver os lançamentos do dia/ })
            .first()
            .click(),
        page.getByRole('dialog', { name: /^Dia: / }),
      );
    }
    for (const path of ['/financeiro/previsao-numerario-novo', '/financeiro/previsao-numerario']) {
      await page.goto(path);
      await check(
        `export dialog of ${path}`,
        () => page.getByRole('button', { name: 'GERAR EXCEL' }).click(),
        page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' }),
      );
    }
  });

  test('the process modal and the dialogs it opens lock the page without a violation', async ({ page }) => {
    const takeViolations = await watchViolations(page);
    await signInAndWait(page, ANA);
    const check = (where: string, open: () => Promise<void>, dialog: Locator) =>
      checkDialog({ page, takeViolations, where, open, dialog, isNested: true });
    const modal = page.getByTestId('process-modal');

    await page.goto('/processos');
    await checkDialog({
      page,
      takeViolations,
      where: 'process modal',
      open: () => page.getByRole('table').getByRole('row').nth(1).click(),
      dialog: modal,
    });

    const withReminder = await findProcess(page, { hasReminder: true });
    await page.goto(`/processos/${withReminder.id}`);
    await check(
      'Alterar Urgência',
      () => modal.getByRole('button', { name: 'Alterar Urgência' }).click(),
      page.getByRole('alertdialog', { name: 'Alterar Urgência' }),
    );
    await check(
      'Lembrete',
      () => modal.getByRole('button', { name: 'Lembrete' }).click(),
      page.getByRole('dialog', { name: 'Lembrete' }),
    );

    const withInvoices = await findProcess(page, { hasInvoices: true });
    await page.goto(`/processos/${withInvoices.id}`);
    await modal.getByRole('tab', { name: /^Financeiro/ }).click();
    await check(
      'invoice',
      () =>
        modal
          .getByRole('button', { name: /^Visualizar invoice/ })
          .first()
          .click(),
      page.getByRole('dialog', { name: /^Invoice / }),
    );

    await page.goto(`/processos/${await findOpenQuotationRound(page)}`);
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    await check(
      'Planilha das Cotações',
      () => modal.getByRole('button', { name: 'Gerar Planilha' }).click(),
      page.getByRole('dialog', { name: 'Planilha das Cotações' }),
    );
    await check(
      'Aprovar cotação',
      () =>
        modal
          .getByRole('button', { name: /^Aprovar a cotação/ })
          .first()
          .click(),
      page.getByRole('alertdialog', { name: 'Aprovar cotação' }),
    );
  });

  test('the Analytics and Painel de Importação drawers and lists lock the page without a violation', async ({
    page,
  }) => {
    const takeViolations = await watchViolations(page);
    await signInAndWait(page, ANA);
    const check = (where: string, open: () => Promise<void>, dialog: Locator) =>
      checkDialog({ page, takeViolations, where, open, dialog });

    await page.goto('/analytics');
    await expect(page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' })).toBeVisible();
    await check(
      'Filtrar Pesquisa',
      () => page.getByRole('button', { name: 'Filtrar Pesquisa' }).click(),
      page.getByRole('dialog', { name: 'Filtrar Pesquisa' }),
    );
    await check(
      'Todas as NCMs do Período',
      () => page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' }).click(),
      page.getByRole('dialog', { name: 'Todas as NCMs do Período' }),
    );
    await check(
      'Todos os Exportadores no Período',
      () => page.getByRole('button', { name: 'Ver todos (Exportadores)' }).click(),
      page.getByRole('dialog', { name: 'Todos os Exportadores no Período' }),
    );
    await check(
      'Importar dados do período',
      () => page.getByRole('button', { name: 'Importar', exact: true }).click(),
      page.getByRole('dialog', { name: 'Importar dados do período' }),
    );

    await page.goto('/painel-importacao');
    await check(
      'Painel de Importação filters',
      () => page.getByRole('button', { name: /^Filtros/ }).click(),
      page.getByRole('dialog', { name: 'Filtros' }),
    );
  });

  test('the confirm dialogs of Meus Dados and the staff dialogs lock the page without a violation', async ({
    page,
  }) => {
    const takeViolations = await watchViolations(page);
    await signInAndWait(page, ANA);
    const check = (where: string, open: () => Promise<void>, dialog: Locator) =>
      checkDialog({ page, takeViolations, where, open, dialog });

    await page.goto('/meus-dados');
    const card = page.getByRole('region', { name: 'Calendário no Outlook ou Google' });
    const create = card.getByRole('button', { name: 'Criar endereço do calendário' });
    const turnOff = card.getByRole('button', { name: 'Desativar' });
    // The confirmations ask about an address: one is made if an earlier run left none.
    await expect(create.or(turnOff)).toBeVisible();
    if (await create.isVisible()) await create.click();
    await check(
      'Gerar novo endereço?',
      () => card.getByRole('button', { name: 'Gerar novo endereço' }).click(),
      page.getByRole('alertdialog', { name: 'Gerar novo endereço?' }),
    );
    await check(
      'Desativar o calendário?',
      () => turnOff.click(),
      page.getByRole('alertdialog', { name: 'Desativar o calendário?' }),
    );
    // Segurança da conta: closed before any code or passkey is given, so Ana keeps no factor.
    const security = page.getByRole('region', { name: 'Segurança da conta' });
    await check(
      'Ativar a verificação em duas etapas',
      () => security.getByRole('button', { name: 'ATIVAR' }).click(),
      page.getByRole('dialog', { name: 'Ativar a verificação em duas etapas' }),
    );
    await check(
      'Adicionar chave de acesso',
      () => security.getByRole('button', { name: 'ADICIONAR CHAVE DE ACESSO' }).click(),
      page.getByRole('dialog', { name: 'Adicionar chave de acesso' }),
    );

    // The broker's staff: presentation mode's confirmation and the forwarder invitation.
    await page.getByRole('button', { name: /menu do usuário$/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await signInAndWait(page, CARLA);
    await page.getByRole('button', { name: 'Ativar modo de apresentação' }).click();
    await check(
      'leaving presentation mode',
      () => page.getByRole('button', { name: 'Sair do modo de apresentação' }).click(),
      page.getByRole('alertdialog', { name: 'Modo de apresentação' }),
    );
    const process = await findProcess(page);
    await page.goto(`/processos/${process.id}`);
    const modal = page.getByTestId('process-modal');
    await checkDialog({
      page,
      takeViolations,
      where: 'Convidar agente de carga',
      open: () => modal.getByRole('button', { name: 'Convidar agente' }).click(),
      dialog: page.getByRole('dialog', { name: 'Convidar agente de carga' }),
      isNested: true,
    });
  });
});
