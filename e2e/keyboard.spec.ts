import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { processReference } from '@pc/contract/process';
import { apiGet } from './support/process-api.ts';
import { acceptCookieConsent, ANA, DEMO_PASSWORD, signInAndWait } from './support/session.ts';

// Enough for the longest way round: the header, the sidebar and a page of table rows.
const MAX_TABS = 150;

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never gets there. */
const tabTo = async (page: Page, target: Locator): Promise<void> => {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    const isFocused = await expect(target)
      .toBeFocused({ timeout: 50 })
      .then(() => true)
      .catch(() => false);
    if (isFocused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
};

test('keyboard only: sign in, search, open a process, change urgency, export, a calendar day', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(ANA);
  await tabTo(page, page.getByLabel('Senha'));
  await page.keyboard.type(DEMO_PASSWORD);
  // ACESSAR stays disabled while the prerendered page hydrates, and Enter submits nothing until then
  // (a fresh-clone run pressed it too early): a person presses it once the button is live.
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  const userMenu = page.getByRole('button', { name: /menu do usuário$/ });
  await expect(userMenu).toBeVisible({ timeout: 30_000 });

  // Search from the header: the list opens with the results.
  await tabTo(page, page.getByRole('searchbox', { name: 'Pesquisar processos' }));
  await page.keyboard.type('Ltd');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/processos\?busca=Ltd$/);
  const firstRow = page.getByRole('table', { name: 'Processos de importação' }).locator('tbody tr').first();
  await expect(firstRow).toBeVisible();

  // Open a process from its row, then change its urgency and come back to the row.
  await tabTo(page, firstRow);
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('process-modal');
  const urgency = modal.getByRole('button', { name: 'Alterar Urgência' });
  await expect(urgency).toBeVisible();
  await tabTo(page, urgency);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Alterar Urgência' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Alterado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Alterado com sucesso!' })).toBeHidden({ timeout: 5000 });
  await expect(urgency).toBeFocused();
  // The tabs switch on the arrow keys.
  await tabTo(page, modal.getByRole('tab', { name: 'Dados Gerais' }));
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('tab', { name: /^Financeiro/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(firstRow).toBeFocused();

  // Export the list.
  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'GERAR EXCEL' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.xlsx?$/);

  // A day of the financial calendar, and back.
  await page.goto('/financeiro/previsao-numerario-novo');
  const day = page.getByRole('button', { name: /^Ver os lançamentos do dia/ }).first();
  await expect(day).toBeVisible();
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  const dayDialog = page.getByRole('dialog', { name: /^Dia: / });
  await expect(dayDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dayDialog).toBeHidden();
  await expect(day).toBeFocused();
});

test('keyboard only: "/" to the search, Ctrl+K to a process by its reference and to a screen', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  // A process of Ana's, by the search the header (and the palette) use.
  const found = await apiGet(page, '/customers/import/search?q=Ltd&concluidos=true');
  const [first] = found.body.data as { id: number; identification: number; typeOfProcess: string }[];
  if (!first) throw new Error('the demo data has no process for Ana');
  const reference = processReference(first.typeOfProcess, first.identification);

  // "/" goes to the header's search from the page, and is not typed into it.
  await page.locator('body').press('/');
  const search = page.getByRole('searchbox', { name: 'Pesquisar processos' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');

  // Ctrl+K opens the palette on its search box; it passes axe open.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Ir para' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('option', { name: 'Calendário Operacional' })).toBeVisible();
  expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual([]);

  // A reference typed, Enter opens its process.
  await page.keyboard.type(reference);
  await expect(palette.getByRole('option', { name: new RegExp(`^${reference}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  const modal = page.getByTestId('process-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(reference);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // A screen by part of its name, accents aside.
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('calendario op');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operacional\/calendario$/);
});
