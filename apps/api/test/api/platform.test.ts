import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@pc/contract/csp-nonce';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** The nonce meta tag the build writes (Vite's html.cspNonce), with the placeholder the server fills. */
const NONCE_META = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`;

describe('platform routes', () => {
  let ctx: TTestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-web-'));
    await mkdir(path.join(webDir, 'assets'));
    // Over 1 KB, as the built page is, so the server compresses it.
    const indexHtml = `<!doctype html>${NONCE_META}<div id="root">app-shell</div>${'<p>Portal</p>'.repeat(100)}`;
    await writeFile(path.join(webDir, 'index.html'), indexHtml);
    // A precompressed page of an older build: never sent, it would carry no nonce of its own.
    await writeFile(path.join(webDir, 'index.html.br'), brotliCompressSync(`${indexHtml}<!-- br -->`));
    await writeFile(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    // The build's prerendered sign-in screen, with and without the cookie banner (scripts/prerender-web.ts).
    await writeFile(
      path.join(webDir, 'login.html'),
      `<!doctype html>${NONCE_META}<div id="root">login-with-banner</div>`,
    );
    await writeFile(
      path.join(webDir, 'login-consented.html'),
      `<!doctype html>${NONCE_META}<div id="root">login-consented</div>`,
    );
    // What the build's precompression writes beside an asset (scripts/precompress-web.ts).
    const bundle = 'console.log("portal");\n'.repeat(200);
    await writeFile(path.join(webDir, 'assets', 'big-456.js'), bundle);
    // Marked, so the test tells the file from compression on the fly.
    await writeFile(path.join(webDir, 'assets', 'big-456.js.br'), brotliCompressSync(`${bundle}// br`));
    await writeFile(path.join(webDir, 'assets', 'big-456.js.gz'), gzipSync(`${bundle}// gz`));
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir }, isServingWeb: true });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers liveness on /health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers readiness on /ready when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true, queue: true, draining: false });
  });

  it('keeps an incoming x-request-id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'req-abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('req-abc-123');
  });

  it('serves index.html for history-mode deep links', async () => {
    for (const url of ['/', '/processos/123', '/relatorio?x=1', '/redefinir-senha/123456']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('app-shell');
    }
  });

  it('serves /login prerendered, the banner only without the consent cookie', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toContain('text/html');
    expect(fresh.body).toContain('login-with-banner');
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(fresh.headers.vary).toContain('Cookie');
    const consented = await ctx.app.inject({
      method: 'GET',
      url: '/login?x=1',
      headers: { cookie: 'a=1; pdc_cookie_consent=true' },
    });
    expect(consented.body).toContain('login-consented');
    // Every other screen still gets the empty shell, whatever the cookies.
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'pdc_cookie_consent=true' },
    });
    expect(home.body).toContain('app-shell');
  });

  it('gives every page a fresh nonce, the one its CSP allows styles by; other answers carry none', async () => {
    const nonceOf = (page: { body: string; headers: Record<string, unknown> }) => {
      const csp = String(page.headers['content-security-policy']);
      const inHeader = /style-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)';/.exec(csp)?.[1];
      expect(inHeader, csp).toBeDefined();
      expect(page.body).toContain(`<meta property="csp-nonce" nonce="${inHeader}">`);
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      // No validator: a 304 would keep the cached page, and its old nonce, under a new header.
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers['last-modified']).toBeUndefined();
      // Scripts are still allowed by the /login loader's hash only, never by the nonce.
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      return inHeader;
    };
    const pages = [
      await ctx.app.inject({ method: 'GET', url: '/' }),
      await ctx.app.inject({ method: 'GET', url: '/' }),
      await ctx.app.inject({ method: 'GET', url: '/processos/123' }),
      // A built page asked for by its file name is a deep link like any other, with its nonce.
      await ctx.app.inject({ method: 'GET', url: '/index.html' }),
      await ctx.app.inject({ method: 'GET', url: '/login' }),
      await ctx.app.inject({ method: 'GET', url: '/login', headers: { cookie: 'pdc_cookie_consent=true' } }),
    ];
    const nonces = pages.map(nonceOf);
    expect(new Set(nonces).size).toBe(pages.length);
    expect(pages[3]?.body).toContain('app-shell');

    // Compressed on the fly from the page with its nonce, not from a file built ahead.
    const br = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(nonceOf({ body: text, headers: br.headers })).toBeDefined();
    expect(text).not.toContain('<!-- br -->');

    const head = await ctx.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-security-policy']).toMatch(/'nonce-/);
    expect(head.body).toBe('');

    const api = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
    expect(String(api.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('sends the precompressed file of an asset in the encoding the browser accepts', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toMatch(
      /console\.log\("portal"\);\n\/\/ br$/,
    );
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toMatch(/\/\/ gz$/);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("portal");');
  });

  it('serves built assets with a long cache and index.html without', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/processos' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("answers 404 for another build's asset, never index.html under a script's name", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('app-shell');
  });

  it.each(['/api/public/customer/nao-existe', '/api/admin/nao-existe'])(
    'answers a JSON 404 for an unknown API path (%s), never index.html',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `Rota não encontrada: GET ${url}`,
      });
    },
  );

  it('answers a JSON 404 for non-GET requests to unknown paths', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/processos' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('readiness when the instance cannot serve', () => {
  it('answers 503 when the database is gone', async () => {
    const ctx = await createTestApp();
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: false });
    await ctx.app.close();
  });

  it('answers 503 while the instance drains, so the proxy sends it nothing new', async () => {
    const ctx = await createTestApp();
    ctx.app.isDraining = true;
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: true, queue: true, draining: true });
    await ctx.close();
  });

  it('answers 503 when the job queue (e-mail, schedules) is stopped', async () => {
    const ctx = await createTestApp();
    await ctx.app.jobs.get();
    expect((await ctx.app.inject({ method: 'GET', url: '/ready' })).json()).toMatchObject({ queue: true });
    await ctx.app.jobs.stop();
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: true, queue: false });
    await ctx.close();
  });
});
