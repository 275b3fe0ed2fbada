import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestToken } from '../helpers/auth-requests.ts';
import { insertAuthFixtures } from '../helpers/fixtures.ts';
import { createServer } from '../../src/app.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** @fastify/rate-limit in front of the public auth routes (the failure throttles sit behind it). */
describe('rate limit of the public auth routes', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      prepare: (database) => insertAuthFixtures(database.db),
    });
  });
  afterAll(() => ctx.close());

  const recovery = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/recovery/password',
      payload: { email: 'ninguem@cliente.example' },
      remoteAddress: ip,
    });

  it('answers 429 in pt-BR with Retry-After past the limit, per client IP and per route', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await recovery('10.20.0.1')).statusCode).toBe(200);
    const limited = await recovery('10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toMatch(/^Muitas requisições em pouco tempo\. Aguarde \d+ segundos/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await recovery('10.20.0.2')).statusCode).toBe(200);
  });

  it('answers the sign-in route in its OAuth shape', async () => {
    const signIn = () =>
      requestToken(ctx.app, {
        fields: { grant_type: 'password', username: 'ana@cliente.example', password: 'errada' },
        ip: '10.20.0.3',
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await signIn()).statusCode).toBe(400);
    const limited = await signIn();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(limited.json().error_description).toMatch(/^Muitas requisições em pouco tempo/);
  });

  it('leaves authenticated and read routes alone', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await ctx.app.inject({ url: '/health', remoteAddress: '10.20.0.4' })).statusCode).toBe(200);
    }
  });
});

describe('rate limit across instances', () => {
  it('is one limit for every instance on the same database (counted there, not in memory)', async () => {
    const ctx = await createTestApp({ env: { PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    const second = await createServer({ config: ctx.config, database: ctx.database, isServingWeb: false });
    try {
      const recovery = (instance: typeof second) =>
        instance.inject({
          method: 'POST',
          url: '/credential/recovery/password',
          payload: { email: 'ninguem@cliente.example' },
          remoteAddress: '10.30.0.1',
        });
      const answers = [];
      for (const instance of [ctx.app, second, ctx.app, second])
        answers.push((await recovery(instance)).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
      await ctx.close();
    }
  });
});
