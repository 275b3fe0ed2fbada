import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandingLogoUrl,
  PUBLIC_BRANDING_META_NAME,
  primaryColorTokens,
  type TAdminBranding,
  type TBrandingBody,
  type TPublicBranding,
} from '@pc/contract/branding';
import { COOKIE_CONSENT_NAME } from '@pc/contract/cookie-consent';
import { CSP_NONCE_PLACEHOLDER } from '@pc/contract/csp-nonce';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ADMIN = { id: 11, email: 'carla@portal.example' };

/** The built pages as the web build writes them (scripts/prerender-web.ts), cut to what branding touches. */
const page = (title: string, root: string) =>
  [
    '<!doctype html><html lang="pt-BR"><head>',
    '<meta name="theme-color" content="#104375" />',
    '<meta name="description" content="Portal dos Clientes: acompanhe seus processos de importação." />',
    `<title>${title}</title>`,
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    '</head><body>',
    `<div id="root">${root}</div>`,
    '</body></html>',
  ].join('\n');
const BRAND =
  '<div class="_brand_1"><span class="_logo_1" aria-hidden="true" data-brand-mark="">PC</span><span class="_brandName_1">Portal dos Clientes</span></div>';
const LOGIN_HTML = page('Login | Portal dos Clientes', `<main>${BRAND}<form>login-with-banner</form></main>`);
const CONSENTED_HTML = page(
  'Login | Portal dos Clientes',
  `<main>${BRAND}<form>login-consented</form></main>`,
);
const INDEX_HTML = page('Portal dos Clientes', '');

const nonceOf = (csp: string): string => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

/** The portal's identity reaches the prerendered sign-in page and index.html without a rebuild. */
describe('branded pages', () => {
  let ctx: TTestApp;
  let webDir: string;
  let adminToken = '';
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-branding-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, 'login.html'), LOGIN_HTML);
    await writeFile(path.join(webDir, 'login-consented.html'), CONSENTED_HTML);
    ctx = await createTestApp({
      env: { WEB_DIST_DIR: webDir },
      isServingWeb: true,
      now: clock.now,
      prepare: async ({ db }) => {
        await insertAuthFixtures(db);
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
      },
    });
    adminToken = (await signInTokens(ctx.app, ADMIN.email)).access_token;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const getPage = async (url: string, cookie?: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
    expect(response.statusCode).toBe(200);
    return { html: response.body, nonce: nonceOf(String(response.headers['content-security-policy'])) };
  };
  const save = async (body: TBrandingBody) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/branding',
      headers: bearer(adminToken),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TAdminBranding }).data;
  };
  const metaOf = (html: string): TPublicBranding => {
    const content = new RegExp(`<meta name="${PUBLIC_BRANDING_META_NAME}" content="([^"]*)">`).exec(
      html,
    )?.[1];
    const json = (content ?? '').replaceAll('&#34;', '"').replaceAll('&#39;', "'").replaceAll('&#38;', '&');
    return JSON.parse(json) as TPublicBranding;
  };

  it('serves the pages as built while the identity is the default', async () => {
    const { html, nonce } = await getPage('/login');
    expect(html).toBe(LOGIN_HTML.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    expect(html).not.toContain(PUBLIC_BRANDING_META_NAME);
    expect((await getPage('/processos')).html).toContain('<title>Portal dos Clientes</title>');
  });

  it('puts the saved name, initials, colour and identity in /login and index.html after a save', async () => {
    const saved = await save({
      portalName: 'Aurora & Filhos Despachos',
      primaryColor: '#5b3a8c',
      emailSenderName: null,
      supportEmail: 'suporte@aurora.example',
      supportPhone: null,
    });
    for (const [url, cookie, marker] of [
      ['/login', undefined, 'login-with-banner'],
      ['/login', `${COOKIE_CONSENT_NAME}=true`, 'login-consented'],
    ] as const) {
      const { html, nonce } = await getPage(url, cookie);
      expect(html).toContain(marker);
      expect(html).toContain('<title>Login | Aurora &#38; Filhos Despachos</title>');
      expect(html).toContain('<span class="_brandName_1">Aurora &#38; Filhos Despachos</span>');
      expect(html).toContain('data-brand-mark="">AD</span>');
      expect(html).not.toContain('Portal dos Clientes');
      expect(html).toContain('<meta name="theme-color" content="#5b3a8c" />');
      // The colour in a <style> the answer's own CSP nonce allows.
      const tokens = Object.entries(primaryColorTokens('#5b3a8c'))
        .map(([property, value]) => `${property}:${value}`)
        .join(';');
      expect(nonce).not.toBe('');
      expect(html).toContain(`<style nonce="${nonce}">:root{${tokens}}</style>`);
      expect(metaOf(html)).toEqual({
        portalName: 'Aurora & Filhos Despachos',
        primaryColor: '#5b3a8c',
        logoUrl: null,
        supportEmail: 'suporte@aurora.example',
        supportPhone: null,
      });
    }
    // The authenticator app lists a new TOTP under the saved name too.
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/credential/second-factor/totp/setup',
      headers: bearer(adminToken),
      payload: { currentPassword: FIXTURE_PASSWORD },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(
      new URL((setup.json() as { data: { otpauthUri: string } }).data.otpauthUri).searchParams.get('issuer'),
    ).toBe('Aurora & Filhos Despachos');
    const index = (await getPage('/processos')).html;
    expect(index).toContain('<title>Aurora &#38; Filhos Despachos</title>');
    expect(metaOf(index).portalName).toBe('Aurora & Filhos Despachos');
    expect(saved.version).toBe(1);
  });

  it('draws the logo in the brand square once one is set, keyed on the version', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----pdcLogo';
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/branding/logo',
      headers: { ...bearer(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { version } = (response.json() as { data: TAdminBranding }).data;
    const { html } = await getPage('/login');
    expect(html).toContain(`data-brand-mark=""><img src="${brandingLogoUrl(version)}" alt=""/></span>`);
    expect(metaOf(html).logoUrl).toBe(brandingLogoUrl(version));
  });

  it('goes back to the page as built with the defaults', async () => {
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/branding/logo', headers: bearer(adminToken) });
    await save({
      portalName: null,
      primaryColor: null,
      emailSenderName: null,
      supportEmail: null,
      supportPhone: null,
    });
    const { html, nonce } = await getPage('/login');
    expect(html).toBe(LOGIN_HTML.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  });

  const readManifest = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json() as Record<string, unknown>;
  };

  it('names and colours the installable app’s manifest from the identity', async () => {
    expect(await readManifest()).toEqual({
      name: 'Portal dos Clientes',
      short_name: 'Portal',
      description: 'Portal dos Clientes: processos de importação, documentos, faturas e prazos.',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#104375',
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    await save({
      portalName: 'Rota Sul',
      primaryColor: '#0b6e4f',
      emailSenderName: null,
      supportEmail: null,
      supportPhone: null,
    });
    expect(await readManifest()).toMatchObject({
      name: 'Rota Sul',
      short_name: 'Rota Sul',
      theme_color: '#0b6e4f',
    });
  });
});
