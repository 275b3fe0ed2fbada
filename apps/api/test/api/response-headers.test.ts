import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { bearer, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { insertAuthFixtures } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('browser security headers (hardening)', () => {
  let plain: TTestApp;
  let tls: TTestApp;

  beforeAll(async () => {
    plain = await createTestApp();
    tls = await createTestApp({
      env: { PUBLIC_URL: 'https://portal.cliente.example', CSP_CONNECT_SRC: 'https://bi.cliente.example' },
    });
  });
  afterAll(async () => {
    await plain.close();
    await tls.close();
  });

  it('sends a CSP without inline scripts, no framing, nosniff and no referrer on every answer', async () => {
    for (const url of ['/health', '/api/public/customer/processes/1', '/nao-existe']) {
      const response = await plain.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS behind TLS and lets the web app reach a BI host on another origin', async () => {
    const response = await tls.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://bi.cliente.example",
    );
  });
});

describe('compressed answers (performance)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  it('compresses a JSON answer for a client that accepts it, and not for one that does not', async () => {
    const token = await createAccessToken({ config: ctx.config, userId: 1, companyIds: [] });
    // Two years of day bars: a JSON answer of some 40 KB.
    const url = '/api/public/customer/import-dashboard?startDate=2025-01-01&endDate=2026-12-31';
    const plainAnswer = await ctx.app.inject({ method: 'GET', url, headers: authHeader(token) });
    expect(plainAnswer.statusCode).toBe(200);
    expect(plainAnswer.headers['content-encoding']).toBeUndefined();
    const compressed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...authHeader(token), 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plainAnswer.rawPayload.length / 4);
  });
});

describe('JSON answers kept by no cache (hardening)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  const isNoStore = (response: { headers: Record<string, unknown> }) => ({
    cacheControl: response.headers['cache-control'],
    pragma: response.headers.pragma,
  });
  const NO_STORE = { cacheControl: 'no-store', pragma: 'no-cache' };

  it('sends Cache-Control: no-store on the token answer, right or wrong (RFC 6749 §5.1)', async () => {
    const tokens = await signIn(ctx.app, { username: 'ana@cliente.example' });
    expect(tokens.statusCode).toBe(200);
    expect(isNoStore(tokens)).toEqual(NO_STORE);
    const refused = await signIn(ctx.app, { username: 'ana@cliente.example', password: 'Errada@2026' });
    expect(refused.statusCode).toBe(400);
    expect(isNoStore(refused)).toEqual(NO_STORE);
  });

  it('sends it on /credential, the import dashboard, a refusal and a missing route', async () => {
    const { access_token: accessToken } = await signInTokens(ctx.app, 'ana@cliente.example');
    for (const url of [
      '/credential',
      '/credential/second-factor',
      '/api/public/customer/import-dashboard?startDate=2026-01-01&endDate=2026-01-31',
      '/api/public/customer/processes/999999',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
      expect(String(response.headers['content-type']), url).toMatch(/^application\/json/);
      expect(isNoStore(response), url).toEqual(NO_STORE);
    }
    for (const url of ['/credential', '/api/nao-existe']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(isNoStore(response), url).toEqual(NO_STORE);
    }
  });

  it('leaves a route’s own Cache-Control as it set it', async () => {
    const { access_token: accessToken } = await signInTokens(ctx.app, 'ana@cliente.example');
    const feed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/public/customer/calendar-feed',
      headers: bearer(accessToken),
      payload: { companyIds: null, regenerate: false },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const ics = await ctx.app.inject({ method: 'GET', url: new URL(feed.json().data.url).pathname });
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.headers.pragma).toBeUndefined();
  });
});
