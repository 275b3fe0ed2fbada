import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SPREADSHEET_SHEET_NAMES } from '@pc/contract/admin-spreadsheet';
import { processReference } from '@pc/contract/process';
import pg from 'pg';
import {
  BOREAL,
  BOREAL_PER_STEP,
  BOREAL_PROCESSES,
  FIRST_IDENTIFICATION,
  firstCustomerRows,
  MARTA,
  PARCEL_IN_BRL,
  PROCESS_COUNT,
} from './support/first-customer-rows.ts';
import { freePort } from './support/run-env.ts';
import { e2eToday } from './support/sao-paulo-day.ts';
import {
  downloadTemplate,
  fillSpreadsheetTemplate,
  sheetCounts,
  uploadWorkbook,
} from './support/spreadsheet-workbook.ts';

/**
 * Spreadsheet onboarding, "the first customer in minutes": an EMPTY production-mode install on PostgreSQL (no
 * demo data; the web app built with the install's own OAuth client secret, as docs/runbooks/configuration.md
 * says) → admin:create → the admin sets a password from the printed link and signs in → sets the
 * portal's name and colour → downloads the template and uploads it filled (2 companies, 3 users, 20
 * processes with invoices and declarations) → confirms → a customer user finds the invitation in the
 * outbox (no SMTP), sets a password, signs in and sees exactly their company's processes, the Home's
 * figures and the financial calendar. The server is this spec's own, not the demo of
 * playwright.config.ts. It needs the PostgreSQL of TEST_DATABASE_URL (CI's .ci/run sets it; its
 * role must be able to create databases). SCREENSHOTS=1 also writes the runbook's pictures
 * (docs/screenshots/first-customer-*.png).
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const POSTGRES_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_test';
const ADMIN = { email: 'ti@boreal-despachos.example', name: 'Teresa Lima' };
const PORTAL_NAME = 'Boreal Despachos';
const PORTAL_COLOR = '#0b5d3b';
const PASSWORD = 'Primeiro@2026';
const isTakingScreenshots = Boolean(process.env['SCREENSHOTS']);

/** A new, empty database on the PostgreSQL server, and how to drop it. */
const createEmptyDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `pdc_first_customer_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
};

type TInstall = {
  base: string;
  dataDir: string;
  databaseUrl: string;
  server: ChildProcess;
  cleanup: () => Promise<void>;
};
let install: TInstall | undefined;

const installOf = (): TInstall => {
  if (!install) throw new Error('the install did not start (see beforeAll)');
  return install;
};

/** The web app as an operator builds it: `VITE_OAUTH_CLIENT_SECRET=… vite build`, in its own folder. */
const buildWeb = async (outDir: string, clientSecret: string): Promise<void> => {
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(root, 'apps/web'), env: { ...process.env, VITE_OAUTH_CLIENT_SECRET: clientSecret } },
  );
};

const waitUntilReady = async (base: string, server: ChildProcess): Promise<void> => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the production server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/ready did not answer within 90 s`);
};

const startInstall = async (): Promise<TInstall> => {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-first-customer-'));
  const database = await createEmptyDatabase();
  const clientSecret = randomBytes(24).toString('base64url');
  const webDir = path.join(workDir, 'web');
  await buildWeb(webDir, clientSecret);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir);
  const env = {
    PATH: process.env['PATH'] ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    PUBLIC_URL: base,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    OAUTH_CLIENT_SECRET: clientSecret,
    LOG_LEVEL: 'warn',
    FOLLOW_UP_SCHEDULES: 'false',
    TZ: 'America/Sao_Paulo',
  };
  const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env,
    stdio: 'inherit',
  });
  const cleanup = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, server);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { base, dataDir, databaseUrl: database.url, server, cleanup };
};

/** `npm run admin:create` on the install's database: answers the printed one-time link. */
const createAdmin = async (): Promise<string> => {
  const { base, databaseUrl } = installOf();
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'apps/api/src/cli/admin-cli.ts'), '--email', ADMIN.email, '--name', ADMIN.name],
    { env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: databaseUrl, PUBLIC_URL: base } },
  );
  expect(stdout).toContain(`Administrador ${ADMIN.name} <${ADMIN.email}> criado, sem empresas e sem senha.`);
  const link = /https?:\/\/\S+\/definir-senha\/[\w-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no link in admin:create's output:\n${stdout}`);
  return link;
};

/** The newest e-mail to `email` in the outbox (no SMTP) whose text matches `pattern`: its text. */
const waitForMail = async (email: string, pattern: RegExp): Promise<string> => {
  const outbox = path.join(installOf().dataDir, 'outbox');
  const suffix = `${email.replace('@', '_at_')}.eml`;
  let text = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith(suffix))
          .sort()
          .reverse();
        for (const file of files) {
          const content = (await simpleParser(await readFile(path.join(outbox, file)))).text ?? '';
          if (pattern.test(content)) {
            text = content;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return text;
};

const newPage = async (context: BrowserContext): Promise<Page> => {
  await context.addCookies([{ name: 'pdc_cookie_consent', value: 'true', url: installOf().base }]);
  return context.newPage();
};

const shoot = async (page: Page, name: string) => {
  if (!isTakingScreenshots) return;
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: path.join(root, 'docs/screenshots', `first-customer-${name}.png`),
    fullPage: true,
  });
};

/** Opens a set-password link on the install, creates the password, and lands on /login. */
const setPassword = async (page: Page, link: string, name: string) => {
  await page.goto(`${installOf().base}${new URL(link).pathname}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByLabel(/^Nova senha/).fill(PASSWORD);
  await page.getByLabel(/^Repita a nova senha/).fill(PASSWORD);
  await page.getByRole('button', { name: 'CRIAR SENHA' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
};

const signIn = async (page: Page, email: string) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible({ timeout: 30_000 });
};

test.describe('first customer in minutes (empty production install on PostgreSQL)', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    install = await startInstall();
  });
  test.afterAll(async () => {
    await install?.cleanup();
  });

  test('admin:create → identity → template filled and imported → a customer signs in and sees their company', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { base } = installOf();
    const today = e2eToday();

    // An empty install: the sign-in page, and no one to sign in.
    const adminLink = await createAdmin();
    const adminContext = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 1440, height: 900 },
    });
    const admin = await newPage(adminContext);
    await setPassword(admin, adminLink, ADMIN.name);
    await signIn(admin, ADMIN.email);

    await test.step('the admin names the portal and picks its colour', async () => {
      await admin.goto(`${base}/admin/identidade-visual`);
      await admin.getByLabel('Nome do portal').fill(PORTAL_NAME);
      await admin.getByLabel('Cor principal', { exact: true }).fill(PORTAL_COLOR);
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await expect(admin.getByText('Identidade visual salva.')).toBeVisible();
      await shoot(admin, '1-identidade-visual');
    });

    await test.step('the admin imports the filled template and confirms', async () => {
      await admin.goto(`${base}/admin/importar-planilha`);
      await expect(admin.getByText('Nenhuma planilha importada ainda.')).toBeVisible();
      await shoot(admin, '2-importar-planilha');
      const template = await downloadTemplate(admin);
      await uploadWorkbook(
        admin,
        'primeira-carga.xlsx',
        await fillSpreadsheetTemplate(template.content, firstCustomerRows(today)),
      );
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.companies)).toEqual(['2', '0', '0', '0']);
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.users)).toEqual(['3', '0', '0', '0']);
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.processes)).toEqual([
        String(PROCESS_COUNT),
        '0',
        '0',
        '0',
      ]);
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.invoices)).toEqual([
        String(PROCESS_COUNT),
        '0',
        '0',
        '0',
      ]);
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.declarations)).toEqual([
        String(PROCESS_COUNT),
        '0',
        '0',
        '0',
      ]);
      expect(await sheetCounts(admin, SPREADSHEET_SHEET_NAMES.exchangeRates)).toEqual(['1', '0', '0', '0']);
      await expect(
        admin.getByText('Nada foi gravado ainda. Confira os números e confirme para gravar.'),
      ).toBeVisible();
      await shoot(admin, '3-previa');
      await admin.getByRole('button', { name: 'Confirmar importação' }).click();
      await expect(admin.getByText('Importação concluída: os dados já aparecem no portal.')).toBeVisible({
        timeout: 60_000,
      });
      await shoot(admin, '4-concluida');
    });
    await adminContext.close();

    const customerContext = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 1440, height: 900 },
    });
    const customer = await newPage(customerContext);
    await test.step('the customer follows the invitation: its one-time link, a password, the sign-in', async () => {
      const invitation = await waitForMail(MARTA.email, /Você recebeu acesso/);
      expect(invitation).toContain(BOREAL.name);
      const link = /https?:\/\/\S+\/definir-senha\/[\w-]+/.exec(invitation)?.[0] ?? '';
      expect(link.startsWith(`${base}/definir-senha/`)).toBe(true);
      await customer.goto(link);
      await customer.getByLabel(/^Nova senha/).fill(PASSWORD);
      await customer.getByLabel(/^Repita a nova senha/).fill(PASSWORD);
      await customer.getByRole('button', { name: 'CRIAR SENHA' }).click();
      await expect(customer).toHaveURL(/\/login$/, { timeout: 15_000 });
      // The sign-in page already wears the broker's name.
      await expect(customer).toHaveTitle(`Login | ${PORTAL_NAME}`);
      await signIn(customer, MARTA.email);
    });

    await test.step('Home: the company’s open processes, per step', async () => {
      // A reload keeps the session and drops the recovery's toasts, which cover the header.
      await customer.reload();
      await expect(customer.getByTestId('step-card-total').getByText(/^\d+$/)).toHaveText(
        String(BOREAL_PROCESSES),
      );
      await expect(customer.getByTestId('step-card-7').getByText(/^\d+$/)).toHaveText(
        String(BOREAL_PER_STEP),
      );
      await expect(customer).toHaveTitle(new RegExp(`${PORTAL_NAME}$`));
      await shoot(customer, '5-home-do-cliente');
    });

    await test.step('Processos: exactly Boreal’s, none of Cítrica’s', async () => {
      await customer.goto(`${base}/processos`);
      await customer.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Todos' });
      await customer.getByRole('button', { name: 'GERAR', exact: true }).click();
      await expect(customer.getByTestId('process-count').locator('strong')).toHaveText(
        String(BOREAL_PROCESSES),
      );
      const table = customer.getByRole('table', { name: 'Processos de importação' });
      const references = await table.locator('tbody tr td:first-child').allTextContents();
      const expected = Array.from({ length: BOREAL_PROCESSES }, (_, index) =>
        processReference('CONTA_E_ORDEM', FIRST_IDENTIFICATION + index),
      );
      expect(references.map((reference) => reference.trim()).sort()).toEqual(expected.sort());
    });

    await test.step('Calendário Financeiro: the month’s parcels of Boreal’s invoices', async () => {
      await customer.goto(`${base}/financeiro/previsao-numerario-novo`);
      await expect(customer.getByTestId('calendar-summary')).toHaveText(
        `Estão sendo exibidos ${BOREAL_PROCESSES} lançamentos com a previsão total de R$ ${(BOREAL_PROCESSES * PARCEL_IN_BRL).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}.`,
      );
      await shoot(customer, '6-calendario-financeiro');
    });
    await customerContext.close();
  });
});
