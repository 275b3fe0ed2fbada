import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../src/db/schema/audit.ts';
import { users } from '../../src/db/schema/users.ts';
import { verifyAccessToken } from '../../src/lib/jwt.ts';
import { bearer, formBody, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { OAUTH_BASIC, createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const BAD_GRANT = { error: 'invalid_grant', error_description: 'Bad credentials' };

describe('POST /oauth/token', () => {
  let ctx: TTestApp;
  const clock = createClock();

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db), now: clock.now });
  });
  afterAll(() => ctx.close());

  describe('client authentication', () => {
    it('refuses a missing client with 401 invalid_client', async () => {
      const response = await requestToken(ctx.app, {
        fields: { grant_type: 'password', username: 'ana@cliente.example', password: 'x' },
        authorization: '',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
      expect(response.json().error_description).toEqual(expect.any(String));
    });

    it('refuses a wrong client secret with 401 invalid_client', async () => {
      const response = await requestToken(ctx.app, {
        fields: { grant_type: 'password', username: 'ana@cliente.example', password: 'x' },
        authorization: `Basic ${Buffer.from('portal-clientes-web:wrong').toString('base64')}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_client');
    });

    it('answers invalid_request for a body without grant_type', async () => {
      const response = await requestToken(ctx.app, { fields: { username: 'a' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    });
  });

  describe('password grant', () => {
    it('answers the tokens for right credentials, e-mail case-insensitive', async () => {
      const response = await signIn(ctx.app, { username: 'ANA@Cliente.example', ip: '10.0.0.1' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = verifyAccessToken(
        body.access_token,
        ctx.config.JWT_SECRET,
        Math.floor(clock.now().getTime() / 1000),
      );
      // Only customer companies that are not customs brokers: 900 and 950 are left out.
      expect(claims).toMatchObject({ sub: '1', companyIds: [3, 7] });
      expect(claims?.sid).toEqual(expect.any(String));
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(900);
    });

    it('answers 400 invalid_grant "Bad credentials" for a wrong password', async () => {
      const response = await signIn(ctx.app, {
        username: 'ana@cliente.example',
        password: 'errada',
        ip: '10.0.0.2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_GRANT);
    });

    it('answers the same for an unknown user', async () => {
      const response = await signIn(ctx.app, { username: 'ninguem@cliente.example', ip: '10.0.0.3' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_GRANT);
    });

    it('answers the same for an inactive user with the right password', async () => {
      const response = await signIn(ctx.app, { username: 'inativo@cliente.example', ip: '10.0.0.4' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_GRANT);
    });
  });

  describe('throttling', () => {
    it('blocks an account after 5 failures for 15 minutes, whatever the IP, then lets it in', async () => {
      await insertUser(ctx.app.db, { id: 10, email: 'alvo@cliente.example' });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await signIn(ctx.app, {
          username: 'alvo@cliente.example',
          password: 'errada',
          ip: `10.1.0.${attempt}`,
        });
        expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      }
      const blocked = await signIn(ctx.app, { username: 'alvo@cliente.example', ip: '10.1.0.99' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBe(900);
      expect(blocked.json().error_description).toBe(
        'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.',
      );

      // Other accounts are not affected.
      expect((await signIn(ctx.app, { username: 'bruno@cliente.example', ip: '10.1.0.99' })).statusCode).toBe(
        200,
      );

      clock.advanceSeconds(15 * 60);
      expect((await signIn(ctx.app, { username: 'alvo@cliente.example', ip: '10.1.0.99' })).statusCode).toBe(
        200,
      );
    });

    it('clears the account counter on success', async () => {
      await insertUser(ctx.app.db, { id: 11, email: 'limpa@cliente.example' });
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await signIn(ctx.app, { username: 'limpa@cliente.example', password: 'errada', ip: '10.2.0.1' });
      }
      expect((await signIn(ctx.app, { username: 'limpa@cliente.example', ip: '10.2.0.1' })).statusCode).toBe(
        200,
      );
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await signIn(ctx.app, {
          username: 'limpa@cliente.example',
          password: 'errada',
          ip: '10.2.0.1',
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('blocks an IP after 20 failures over many accounts for 15 minutes', async () => {
      const ip = '10.3.0.1';
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const response = await signIn(ctx.app, {
          username: `x${attempt}@cliente.example`,
          password: 'e',
          ip,
        });
        expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      }
      const blocked = await signIn(ctx.app, { username: 'ana@cliente.example', ip });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP still signs in.
      expect((await signIn(ctx.app, { username: 'ana@cliente.example', ip: '10.3.0.2' })).statusCode).toBe(
        200,
      );

      clock.advanceSeconds(15 * 60 + 1);
      expect((await signIn(ctx.app, { username: 'ana@cliente.example', ip })).statusCode).toBe(200);
    });
  });

  describe('refresh_token grant', () => {
    const refresh = (token: string) =>
      requestToken(ctx.app, { fields: { grant_type: 'refresh_token', refresh_token: token } });

    it('rotates the refresh token on every use', async () => {
      const first = await signInTokens(ctx.app, 'ana@cliente.example');
      const second = await refresh(first.refresh_token);
      expect(second.statusCode).toBe(200);
      const rotated = second.json();
      expect(rotated.refresh_token).not.toBe(first.refresh_token);
      const credential = await ctx.app.inject({ url: '/credential', headers: bearer(rotated.access_token) });
      expect(credential.statusCode).toBe(200);
      expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
    });

    it('revokes the whole family when a spent token is reused', async () => {
      const first = await signInTokens(ctx.app, 'ana@cliente.example');
      const second = (await refresh(first.refresh_token)).json();
      clock.advanceSeconds(31);
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().error).toBe('invalid_grant');
      // The legitimate newer token of the family is dead too.
      expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    });

    it('gives a second renewal within 30 s (another tab) its own pair, not a revocation', async () => {
      const first = await signInTokens(ctx.app, 'ana@cliente.example');
      const tabA = await refresh(first.refresh_token);
      clock.advanceSeconds(5);
      const tabB = await refresh(first.refresh_token);
      expect(tabA.statusCode).toBe(200);
      expect(tabB.statusCode).toBe(200);
      expect(tabB.json().refresh_token).not.toBe(tabA.json().refresh_token);
      expect((await refresh(tabA.json().refresh_token)).statusCode).toBe(200);
      expect((await refresh(tabB.json().refresh_token)).statusCode).toBe(200);
    });

    it('refuses an unknown token', async () => {
      const response = await refresh('nao-existe');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_grant');
    });

    it('expires the family at sign-in + REFRESH_TOKEN_TTL_SECONDS, however often it rotated', async () => {
      let tokens = await signInTokens(ctx.app, 'ana@cliente.example');
      const ttl = ctx.config.REFRESH_TOKEN_TTL_SECONDS;
      clock.advanceSeconds(ttl / 2);
      tokens = (await refresh(tokens.refresh_token)).json();
      clock.advanceSeconds(ttl / 2 - 10);
      tokens = (await refresh(tokens.refresh_token)).json();
      expect(tokens.refresh_token).toEqual(expect.any(String));
      clock.advanceSeconds(10);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    });

    it('refuses the renewal of a user made inactive', async () => {
      await insertUser(ctx.app.db, { id: 12, email: 'sai@cliente.example' });
      const tokens = await signInTokens(ctx.app, 'sai@cliente.example');
      await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, 12));
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    });
  });
});

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says to believe it', async () => {
    const direct = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db) });
    const proxied = await createTestApp({
      prepare: (database) => insertAuthFixtures(database.db),
      env: { TRUST_PROXY: 'true' },
    });
    try {
      for (const ctx of [direct, proxied]) {
        for (let attempt = 0; attempt < 6; attempt += 1) {
          await ctx.app.inject({
            method: 'POST',
            url: '/oauth/token',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              authorization: OAUTH_BASIC,
              'x-forwarded-for': `203.0.113.${attempt}`,
            },
            payload: formBody({
              grant_type: 'password',
              username: `ninguem${attempt}@x.example`,
              password: 'x',
            }),
          });
        }
      }
      const ipKeys = async (ctx: TTestApp) =>
        (await ctx.database.db.select({ key: loginThrottle.key }).from(loginThrottle))
          .map((row) => row.key)
          .filter((key) => key.startsWith('ip:'));
      expect(await ipKeys(direct)).toEqual(['ip:127.0.0.1']);
      expect((await ipKeys(proxied)).sort()).toEqual(
        [0, 1, 2, 3, 4, 5].map((n) => `ip:203.0.113.${n}`).sort(),
      );
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
