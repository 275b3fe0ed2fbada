import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ensureCalendarFeedOfAllCompanies } from './support/calendar-feed.ts';
import { acceptCookieConsent, ANA, CARLA, signInAndWait } from './support/session.ts';

// Documentation screenshots, not assertions: playwright.config.ts leaves this file out unless
// SCREENSHOTS=1, so ordinary runs leave docs/ untouched.
//   SCREENSHOTS=1 npx playwright test screenshots
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');

const viewports = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });

test.describe('screenshots', () => {
  for (const viewport of viewports) {
    test.describe(viewport.name, () => {
      test.beforeEach(async ({ page, context, baseURL }) => {
        await acceptCookieConsent(context, baseURL ?? '');
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // No drawer slide-in or spinner motion, so a screenshot never catches a half state.
        await page.emulateMedia({ reducedMotion: 'reduce' });
      });

      test(`sign-in and recovery ${viewport.name}`, async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
        await shot(page, `login-${viewport.name}`);

        await page.goto('/esqueci-minha-senha');
        await expect(page.getByRole('button', { name: 'RECUPERAR SENHA' })).toBeVisible();
        await shot(page, `forgot-password-${viewport.name}`);

        // A tab that does not know the e-mail of step 1 asks for it; one that does names it.
        await page.goto('/codigo-verificacao');
        await page.getByRole('textbox', { name: 'Código de verificação' }).fill('123');
        await shot(page, `recovery-code-${viewport.name}`);
        await page.evaluate("window.sessionStorage.setItem('pdc.recovery.email', 'ana@cliente.example')");
        await page.reload();
        await expect(page.getByText(/enviado para ana@cliente\.example/)).toBeVisible();
        await shot(page, `recovery-code-known-email-${viewport.name}`);

        await page.goto('/redefinir-senha/123456');
        await page.getByLabel(/^Nova senha/).fill('curta');
        await page.getByRole('button', { name: 'REDEFINIR SENHA' }).click();
        await expect(page.getByText('A senha deve conter no mínimo 8 caracteres.')).toBeVisible();
        await shot(page, `reset-password-${viewport.name}`);

        // The follow-up e-mails' "Cancelar o recebimento" link, with a link that is not valid.
        await page.goto(`/cancelar-follow-up?token=1.${'A'.repeat(43)}`);
        await page.getByRole('button', { name: 'CANCELAR O RECEBIMENTO' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await shot(page, `cancel-follow-up-${viewport.name}`);
      });

      test(`cookie notice ${viewport.name}`, async ({ page, context }) => {
        await context.clearCookies();
        await page.goto('/login');
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await shot(page, `cookie-banner-${viewport.name}`, false);
      });

      test(`signed in ${viewport.name}`, async ({ page }) => {
        await signInAndWait(page, ANA);
        await expect(page.getByRole('heading', { name: 'Portal dos Clientes' })).toBeVisible();
        await shot(page, `shell-${viewport.name}`, false);
        await ensureCalendarFeedOfAllCompanies(page);
        await page.goto('/meus-dados');
        await expect(page.getByTestId('company-list')).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Endereço do calendário' })).toBeVisible();
        await shot(page, `my-data-${viewport.name}`);
        // A new e-mail asks for the current password.
        await page.getByRole('textbox', { name: /E-mail/ }).fill('outro@cliente.example');
        await expect(page.getByLabel(/^Senha atual/)).toBeVisible();
        await shot(page, `my-data-current-password-${viewport.name}`);
        await page.reload();

        await page.getByRole('button', { name: /menu do usuário$/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
        await shot(page, `shell-user-menu-${viewport.name}`, false);
        await page.keyboard.press('Escape');

        if (viewport.name !== 'phone') return;
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible();
        await shot(page, 'shell-phone-menu', false);
      });

      test(`presentation mode ${viewport.name}`, async ({ page }) => {
        await signInAndWait(page, CARLA);
        await page.goto('/meus-dados');
        await page.getByRole('button', { name: 'Ativar modo de apresentação' }).click();
        await expect(
          page.getByTestId('company-list').locator('[data-sensitive="blurred"]').first(),
        ).toBeVisible();
        await shot(page, `presentation-mode-${viewport.name}`, false);
      });
    });
  }
});
