import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
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
