import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, loginThrottle } from '../../src/db/schema/audit.ts';
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
      const claims = await verifyAccessToken({
        token: body.access_token,
        signingKeys: ctx.config.JWT_SIGNING_KEYS,
        now: clock.now(),
      });
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
    it('an attacker on one IP never locks the owner out: that pair waits, growing, and the owner signs in elsewhere', async () => {
      await insertUser(ctx.app.db, { id: 10, email: 'alvo@cliente.example' });
      const attacker = '10.1.0.66';
      const guess = () =>
        signIn(ctx.app, { username: 'alvo@cliente.example', password: 'errada', ip: attacker });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await guess()).statusCode, `attempt ${attempt}`).toBe(400);
      }
      const slowed = await guess();
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBe(30);
      expect(slowed.json().error_description).toBe(
        'Muitas tentativas sem sucesso. Aguarde 1 minuto e tente novamente.',
      );
      // The right password from the attacker's address waits too (a delay the guesser cannot skip)…
      expect((await signIn(ctx.app, { username: 'alvo@cliente.example', ip: attacker })).statusCode).toBe(
        429,
      );
      // …but the owner, from their own address, signs in while the attack goes on.
      expect((await signIn(ctx.app, { username: 'alvo@cliente.example', ip: '10.1.0.10' })).statusCode).toBe(
        200,
      );
      // Other accounts are not affected either.
      expect((await signIn(ctx.app, { username: 'bruno@cliente.example', ip: attacker })).statusCode).toBe(
        200,
      );

      // Each further failure doubles the wait: 1, 2, 4 and 8 minutes, then 15 minutes at most.
      for (const [wait, next] of [
        [30, 60],
        [60, 120],
        [120, 240],
        [240, 480],
        [480, 900],
        [900, 900],
      ] as const) {
        clock.advanceSeconds(wait - 1);
        expect((await guess()).statusCode, `still waiting ${wait} s`).toBe(429);
        clock.advanceSeconds(1);
        expect((await guess()).statusCode, `after ${wait} s`).toBe(400);
        const waiting = await guess();
        expect(waiting.statusCode).toBe(429);
        expect(Number(waiting.headers['retry-after']), `after ${wait} s`).toBe(next);
      }
      // Slowed, never locked: once the wait is over the right password gets in from there too.
      clock.advanceSeconds(900);
      expect((await signIn(ctx.app, { username: 'alvo@cliente.example', ip: attacker })).statusCode).toBe(
        200,
      );
    });

    it('many IPs against one account: past 100 failures an hour each IP waits from its first failure; the owner still signs in', async () => {
      await insertUser(ctx.app.db, { id: 20, email: 'cerco@cliente.example', name: 'Cecília Cerco' });
      const guessFrom = (ip: string) =>
        signIn(ctx.app, { username: 'cerco@cliente.example', password: 'errada', ip });
      for (let host = 1; host <= 20; host += 1) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await guessFrom(`10.5.0.${host}`)).statusCode, `10.5.0.${host} #${attempt}`).toBe(400);
        }
      }
      // 100 failures this hour: a new address gets one try, then waits.
      expect((await guessFrom('10.5.1.1')).statusCode).toBe(400);
      const slowed = await guessFrom('10.5.1.1');
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBe(30);
      expect((await signIn(ctx.app, { username: 'cerco@cliente.example', ip: '10.5.9.9' })).statusCode).toBe(
        200,
      );
      // The owner heard of it once, not once per failure (queued after the answer, hence the poll).
      const alertsTo = () =>
        ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'cerco@cliente.example'));
      await expect.poll(async () => (await alertsTo()).length).toBeGreaterThan(0);
      const alerts = await alertsTo();
      expect(alerts.map((row) => row.subject)).toEqual([
        'Portal dos Clientes: tentativas de acesso à sua conta',
      ]);
      expect(alerts[0]?.textBody).toContain('Olá, Cecília!');
      expect(alerts[0]?.textBody).toContain('10 tentativas de entrar na sua conta com a senha errada');
    });

    it('e-mails the owner at most once an hour, from the 10th failure, and never for an unknown e-mail', async () => {
      await insertUser(ctx.app.db, { id: 21, email: 'aviso@cliente.example', name: 'Ana Aviso' });
      const alertsTo = async (to: string) =>
        (await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;
      const guess = (username: string, host: number) =>
        signIn(ctx.app, { username, password: 'errada', ip: `10.6.0.${host}` });
      // Queued after the answer: poll for it, then check no second one came.
      const settledAlertsTo = async (to: string, atLeast: number) => {
        await expect.poll(() => alertsTo(to)).toBeGreaterThanOrEqual(atLeast);
        return alertsTo(to);
      };
      for (let host = 1; host <= 9; host += 1) await guess('aviso@cliente.example', host);
      expect(await alertsTo('aviso@cliente.example')).toBe(0);
      await guess('aviso@cliente.example', 10);
      expect(await settledAlertsTo('aviso@cliente.example', 1)).toBe(1);
      for (let host = 11; host <= 30; host += 1) await guess('aviso@cliente.example', host);
      expect(await settledAlertsTo('aviso@cliente.example', 1)).toBe(1);
      clock.advanceSeconds(60 * 60);
      for (let host = 31; host <= 40; host += 1) await guess('aviso@cliente.example', host);
      expect(await settledAlertsTo('aviso@cliente.example', 2)).toBe(2);
      for (let host = 41; host <= 52; host += 1) await guess('ninguem.aqui@cliente.example', host);
      expect(await alertsTo('ninguem.aqui@cliente.example')).toBe(0);
    });

    it('a success clears the counter of that address for the account', async () => {
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
