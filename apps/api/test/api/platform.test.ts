import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('platform routes', () => {
  let ctx: TTestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root">app-shell</div>');
    await writeFile(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    // The build's prerendered sign-in screen, with and without the cookie banner (scripts/prerender-web.ts).
    await writeFile(path.join(webDir, 'login.html'), '<!doctype html><div id="root">login-with-banner</div>');
    await writeFile(
      path.join(webDir, 'login-consented.html'),
      '<!doctype html><div id="root">login-consented</div>',
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

  it('answers a JSON 404 for unknown API paths, never index.html', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/customer/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Rota não encontrada: GET /api/public/customer/nao-existe',
    });
  });

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
