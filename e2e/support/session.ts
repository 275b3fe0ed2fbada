import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { ACCESS_LOG_TAG } from '@pc/contract/auth';
import { toLocalCompanies } from '@pc/contract/company';
import type { TCredential } from '@pc/contract/user';
import { simpleParser } from 'mailparser';

/** Demo data of the seed (apps/api/src/seed/demo-logins.ts). */
export const DEMO_PASSWORD = 'Portal@2026';
export const ANA = 'ana.souza@aurora.example';
export const BRUNO = 'bruno.lima@maraberto.example';
export const CARLA = 'carla.mendes@portal.example';

const COOKIE_CONSENT = 'pdc_cookie_consent';
/** What the web sends for what it cannot know (apps/web lib/not-informed.ts). */
const NOT_INFORMED = 'N/I';

/** Most specs are not about the cookie notice: accept it up front so it covers nothing. */
export const acceptCookieConsent = async (context: BrowserContext, baseURL: string): Promise<void> => {
  await context.addCookies([{ name: COOKIE_CONSENT, value: 'true', url: baseURL }]);
};

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
};

/** The form, as a person signs in: for the specs about sign-in itself (the page, its redirects). */
export const signInThroughForm = async (
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> => {
  await signIn(page, email, password);
  // The first paint after sign-in is the heaviest moment of a test (the Home's chunks and its twelve
  // indicator calls on PGlite): on a loaded CI machine it took 10.7 s (trace of processes.spec.ts:143).
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible({ timeout: 30_000 });
};

/** The demo's web client (apps/api config.ts, apps/web config.ts): it identifies the app, not a person. */
const WEB_CLIENT_AUTHORIZATION = `Basic ${Buffer.from('portal-clientes-web:portal-clientes-web-secret').toString('base64')}`;

const answerOf = async (response: APIResponse, call: string): Promise<unknown> => {
  if (!response.ok()) throw new Error(`${call}: ${response.status()} ${await response.text()}`);
  return response.json();
};

/**
 * The session the sign-in page stores (the token, the user, the BI token and the access log), got by
 * the calls it makes, and stored as it stores it, without loading /login and typing. An account
 * with a second factor signs in through the form.
 */
const storeSession = async (page: Page, email: string, password: string): Promise<void> => {
  const grant = (await answerOf(
    await page.request.post('/oauth/token', {
      headers: { authorization: WEB_CLIENT_AUTHORIZATION },
      form: { grant_type: 'password', username: email, password },
    }),
    'POST /oauth/token',
  )) as { access_token?: string; refresh_token?: string };
  if (!grant.access_token || !grant.refresh_token)
    throw new Error(`${email} needs a second factor: use the form`);
  const bearer = { authorization: `Bearer ${grant.access_token}` };
  const { data: credential } = (await answerOf(
    await page.request.get('/credential', { headers: bearer }),
    'GET /credential',
  )) as { data: TCredential };
  const [bi] = await Promise.all([
    page.request
      .post('/gescomex/auth', { data: { email, password } })
      .then((response) => (response.ok() ? response.json() : null)),
    page.request.post('/userAccessLogs', {
      headers: bearer,
      data: { ipAddress: NOT_INFORMED, origin: NOT_INFORMED, tag: ACCESS_LOG_TAG, provider: NOT_INFORMED },
    }),
  ]);
  const session: Record<string, string> = {
    'pdc.accessToken': `Bearer ${grant.access_token}`,
    'pdc.refreshToken': grant.refresh_token,
    'pdc.user': JSON.stringify(credential),
    'pdc.companies': JSON.stringify(toLocalCompanies(credential.person.companies)),
  };
  const biToken = (bi as { auth_data?: { token?: string } } | null)?.auth_data?.token;
  if (biToken) session['pdc.biToken'] = biToken;
  // The storage is the origin's: a small page of it first, then the screen reads the session.
  await page.goto('/health');
  await page.evaluate((items) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem: (key: string, value: string) => void };
    };
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, session);
};

/** Signed in on the Home (see storeSession): the specs about what comes after sign-in. */
export const signInAndWait = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await signInOn(page, '/', email, password);
};

/**
 * Signed in (see storeSession), on the screen at `screen` (a path): loaded first, without the Home on the way,
 * which the spec would only leave (a full load of the app and the Home's calls).
 */
export const signInOn = async (
  page: Page,
  screen: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> => {
  await storeSession(page, email, password);
  await page.goto(screen);
  await expect(page.getByRole('button', { name: /menu do usuário$/ })).toBeVisible({ timeout: 30_000 });
};

const outboxDir = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
};

/**
 * An outbox .eml as its recipient reads it: the file is the MIME message as sent (encoded parts),
 * so its text part is decoded before anything is looked for in it.
 */
const readOutboxText = async (file: string): Promise<string> =>
  (await simpleParser(await readFile(path.join(outboxDir(), file)))).text ?? '';

/** The newest recovery code e-mailed to `email`, read from the server's outbox .eml files. */
export const readRecoveryCode = async (email: string): Promise<string> => {
  const suffix = `${email.toLowerCase().replace('@', '_at_')}.eml`;
  const files = (await readdir(outboxDir())).filter((file) => file.endsWith(suffix)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no e-mail for ${email} in ${outboxDir()}`);
  const text = await readOutboxText(newest);
  const code = /código de verificação é:\s*(\d{6})/i.exec(text)?.[1] ?? /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in ${newest}`);
  return code;
};

/** Polls the outbox until an e-mail with a code for `email` shows up (the file is written async). */
export const waitForRecoveryCode = async (email: string): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        code = await readRecoveryCode(email).catch(() => '');
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
};

/** Polls the outbox until an e-mail whose text contains `text` shows up, and answers that text. */
export const waitForOutboxMail = async (text: string): Promise<string> => {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir()).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const content = await readOutboxText(file);
          if (content.includes(text)) found = content;
        }
        return found !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
};
