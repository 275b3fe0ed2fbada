import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { findProcess } from './support/process-api.ts';
import { brDay, calendarDay, e2eToday } from './support/sao-paulo-day.ts';
import { SIGNED_IN_SCREENS } from './support/screens.ts';
import { acceptCookieConsent, ANA, CARLA, signInAndWait } from './support/session.ts';

type TFinding = { rule: string; impact: string; targets: string[] };

/** The serious and critical axe findings of the page, or of one dialog when `include` is given. */
const seriousFindings = async (page: Page, include?: string): Promise<TFinding[]> =>
  (await seriousViolations(page, include)).map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));

const expectNoFindings = async (page: Page, where: string, include?: string): Promise<void> => {
  // Animations finish first: a half-faded element reads as low contrast.
  await page.waitForTimeout(300);
  // Soft: one run lists every screen's findings, not just the first screen's.
  expect.soft(await seriousFindings(page, include), where).toEqual([]);
};

/**
 * Opens a dialog, checks it alone, then closes it with Escape. The page under it is inert, and so
 * is the process modal under a dialog it opened: dimmed by the overlay, its text would read as low
 * contrast, and it has its own check.
 */
const checkDialog = async (page: Page, where: string, open: () => Promise<void>, dialog: Locator) => {
  await open();
  await expect(dialog).toBeVisible();
  await expectNoFindings(
    page,
    where,
    '[role="dialog"]:not([data-testid="process-modal"]), [role="alertdialog"]',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

const PUBLIC_SCREENS = [
  '/login',
  '/esqueci-minha-senha',
  '/codigo-verificacao',
  '/redefinir-senha/123456',
  '/cancelar-follow-up?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  // A forwarder's link that does not exist (the form itself: forwarder-quote.spec.ts).
  '/cotacao-frete/link-que-nao-existe',
];

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // Nine screens or a dozen dialogs, each analysed in full: minutes on a loaded CI machine.
  test.setTimeout(240_000);
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieConsent(context, baseURL ?? '');
  });

  test('the scan finds what it looks for: a picture with no text and grey on white', async ({ page }) => {
    await page.setContent(
      '<html lang="pt-BR"><head><title>Planted</title></head><body><main><h1>Planted</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Texto claro</p>' +
        '</main></body></html>',
    );
    const rules = (await seriousViolations(page)).map((violation) => violation.id).sort();
    expect(rules).toEqual(['color-contrast', 'image-alt']);
  });

  test('public screens', async ({ page }) => {
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoFindings(page, path);
    }
  });

  for (const width of [1440, 390]) {
    test(`every signed-in screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAndWait(page, ANA);
      for (const screen of SIGNED_IN_SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expectNoFindings(page, `${screen.path} at ${width} px`);
      }
    });
  }

  // The back-office, as its admin sees it (every tab, both widths).
  const BACK_OFFICE_TABS = [
    '/admin/empresas',
    '/admin/usuarios',
    '/admin/integracoes',
    '/admin/cotacoes',
    '/admin/identidade-visual',
    '/admin/auditoria',
    '/admin/notificacoes',
    '/admin/importar-planilha',
  ];
  for (const width of [1440, 390]) {
    test(`every back-office tab at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAndWait(page, CARLA);
      for (const path of BACK_OFFICE_TABS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expectNoFindings(page, `${path} at ${width} px`);
      }
    });
  }

  test('dialogs, drawers and menus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndWait(page, ANA);

    await page.goto('/');
    await checkDialog(
      page,
      'Personalize seu indicador',
      () => page.getByRole('button', { name: 'Solicitar indicador' }).click(),
      page.getByRole('dialog', { name: 'Personalize seu indicador' }),
    );
    await page.getByRole('button', { name: /menu do usuário$/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoFindings(page, 'user menu', '[role="menu"]');
    await page.keyboard.press('Escape');

    // The process modal, tab by tab, and the urgency dialog inside it.
    await page.goto('/processos');
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await firstRow.click();
    const modal = page.getByTestId('process-modal');
    await expect(modal.getByRole('tab', { name: 'Dados Gerais' })).toBeVisible();
    for (const tab of await modal.getByRole('tab').all()) {
      await tab.click();
      await expectNoFindings(
        page,
        `process modal, tab ${await tab.innerText()}`,
        '[data-testid="process-modal"]',
      );
    }
    await modal.getByRole('button', { name: 'Alterar Urgência' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Alterar Urgência' })).toBeVisible();
    await expectNoFindings(page, 'Alterar Urgência', '[role="alertdialog"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.goto('/relatorio');
    await page.getByRole('searchbox', { name: 'Palavra-chave' }).fill('Ltd');
    await page.getByRole('button', { name: 'GERAR', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Relatório geral de importação' })).toBeVisible();
    await checkDialog(
      page,
      'Gerenciar colunas',
      () => page.getByRole('button', { name: 'Colunas' }).click(),
      page.getByRole('dialog', { name: 'Gerenciar colunas' }),
    );

    for (const path of ['/financeiro/previsao-numerario-novo', '/operacional/calendario']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await checkDialog(
        page,
        `day modal of ${path}`,
        () =>
          page
            .getByRole('button', { name: /^Ver os lançamentos do dia/ })
            .first()
            .click(),
        page.getByRole('dialog', { name: /^Dia: / }),
      );
    }
    await page.goto('/financeiro/previsao-numerario-novo');
    await checkDialog(
      page,
      'export dialog',
      () => page.getByRole('button', { name: 'GERAR EXCEL' }).click(),
      page.getByRole('dialog', { name: 'Configurações da Exportação do EXCEL' }),
    );

    await page.goto('/?aba=transit-time');
    await expect(
      page.getByRole('table', { name: 'Transit time por origem' }).locator('tbody tr').first(),
    ).toBeVisible();
    // The DUIMP waits under the table are scanned once read, not while loading.
    await expect(
      page.getByRole('table', { name: 'LPCO: pedido → deferimento por órgão anuente' }),
    ).toHaveAttribute('aria-busy', 'false');
    await expectNoFindings(page, 'Home, TRANSIT TIME');

    await page.goto('/analytics');
    await expect(page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' })).toBeVisible();
    await checkDialog(
      page,
      'Todas as NCMs do Período',
      () => page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' }).click(),
      page.getByRole('dialog', { name: 'Todas as NCMs do Período' }),
    );
    await checkDialog(
      page,
      'Todos os Exportadores no Período',
      () => page.getByRole('button', { name: 'Ver todos (Exportadores)' }).click(),
      page.getByRole('dialog', { name: 'Todos os Exportadores no Período' }),
    );
    await checkDialog(
      page,
      'Importar dados do período',
      () => page.getByRole('button', { name: 'Importar', exact: true }).click(),
      page.getByRole('dialog', { name: 'Importar dados do período' }),
    );
    await checkDialog(
      page,
      'Filtrar Pesquisa',
      () => page.getByRole('button', { name: 'Filtrar Pesquisa' }).click(),
      page.getByRole('dialog', { name: 'Filtrar Pesquisa' }),
    );
    await page.goto('/painel-importacao');
    await checkDialog(
      page,
      'dashboard filters',
      () => page.getByRole('button', { name: /^Filtros/ }).click(),
      page.getByRole('dialog', { name: 'Filtros' }),
    );
  });

  test('the smaller dialogs: invoice, reminder, spreadsheet, warning, ETD Atrasados, Precisa de atenção, presentation mode', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndWait(page, ANA);
    const modal = page.getByTestId('process-modal');

    const withInvoices = await findProcess(page, { hasInvoices: true });
    await page.goto(`/processos/${withInvoices.id}`);
    await modal.getByRole('tab', { name: /^Financeiro/ }).click();
    await checkDialog(
      page,
      'invoice',
      () =>
        modal
          .getByRole('button', { name: /^Visualizar invoice/ })
          .first()
          .click(),
      page.getByRole('dialog', { name: /^Invoice / }),
    );

    const withReminder = await findProcess(page, { hasReminder: true });
    await page.goto(`/processos/${withReminder.id}`);
    // This process has planned forecasts, in their own style on the timeline.
    await expect(modal.getByRole('list', { name: 'Linha do tempo do processo' })).toBeVisible();
    await expectNoFindings(
      page,
      'process modal of a process with a reminder',
      '[data-testid="process-modal"]',
    );
    await checkDialog(
      page,
      'Lembrete',
      () => modal.getByRole('button', { name: 'Lembrete' }).click(),
      page.getByRole('dialog', { name: 'Lembrete' }),
    );

    const withQuotations = await findProcess(page, { hasQuotations: true });
    await page.goto(`/processos/${withQuotations.id}`);
    await modal.getByRole('tab', { name: 'Cotações Recebidas' }).click();
    await checkDialog(
      page,
      'Planilha das Cotações',
      () => modal.getByRole('button', { name: 'Gerar Planilha' }).click(),
      page.getByRole('dialog', { name: 'Planilha das Cotações' }),
    );

    await page.goto('/relatorio');
    await checkDialog(
      page,
      'Campo Vazio',
      () => page.getByRole('button', { name: 'GERAR', exact: true }).click(),
      page.getByRole('alertdialog', { name: 'Campo Vazio' }),
    );

    // The whole year, so the list is not empty whatever day of the month this runs.
    const today = e2eToday();
    await page.goto('/');
    await page.getByLabel('Data inicial').fill(brDay(calendarDay(today.year, 1, 1)));
    await page.getByLabel('Data final').fill(brDay(today));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Indicadores gerados com sucesso!')).toBeVisible();
    await checkDialog(
      page,
      'ETD Atrasados',
      () => page.getByTestId('delayed-etd-card').getByRole('button', { name: 'Ver processos' }).click(),
      page.getByRole('dialog', { name: 'ETD Atrasados' }),
    );
    await checkDialog(
      page,
      'Precisa de atenção',
      () =>
        page
          .getByTestId('attention-card')
          .getByRole('button', { name: /Numerários a vencer em até 7 dias/ })
          .click(),
      page.getByRole('dialog', { name: 'Numerários a vencer em até 7 dias' }),
    );

    await page.getByRole('button', { name: /menu do usuário$/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await signInAndWait(page, CARLA);
    await page.getByRole('button', { name: 'Ativar modo de apresentação' }).click();
    await checkDialog(
      page,
      'leaving presentation mode',
      () => page.getByRole('button', { name: 'Sair do modo de apresentação' }).click(),
      page.getByRole('alertdialog'),
    );
  });
});
