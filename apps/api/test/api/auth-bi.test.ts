import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biSigningKeysOf } from '../../src/core/auth/bi-token.ts';
import { verifyAccessToken } from '../../src/lib/jwt.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { FIXTURE_PASSWORD, createClock, insertAuthFixtures } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('BI host sign-in (POST /gescomex/auth)', () => {
  let ctx: TTestApp;
  const clock = createClock();

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db), now: clock.now });
  });
  afterAll(() => ctx.close());

  const biAuth = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/gescomex/auth', payload: { email, password } });

  it("answers auth_data.token: the BI's own token with the user and the session version, no companies", async () => {
    const response = await biAuth('Ana@cliente.example', FIXTURE_PASSWORD);
    expect(response.statusCode).toBe(200);
    const token = response.json().auth_data.token as string;
    const signingKeys = biSigningKeysOf(ctx.config.JWT_SIGNING_KEYS);
    const claims = await verifyAccessToken({ token, signingKeys, now: clock.now(), audience: 'bi' });
    // The scope of each BI call is the access token's (core/auth/bi-token.ts), never the BI token's.
    expect(claims).toMatchObject({ sub: '1', companyIds: [], sv: 0, aud: 'bi' });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(8 * 60 * 60);
    // It is not an access token of the main API.
    expect(
      await verifyAccessToken({ token, signingKeys: ctx.config.JWT_SIGNING_KEYS, now: clock.now() }),
    ).toBeNull();
    const credential = await ctx.app.inject({
      url: '/credential',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(credential.statusCode).toBe(401);
  });

  it('answers 400 with error_description "Bad credentials" for a wrong password or unknown user', async () => {
    for (const [email, password] of [
      ['ana@cliente.example', 'errada'],
      ['ninguem@cliente.example', FIXTURE_PASSWORD],
    ] as const) {
      const response = await biAuth(email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_description: 'Bad credentials', code: 'BAD_REQUEST' });
    }
  });
});

describe('the BI token of a session without a password (POST /credential/bi-token)', () => {
  let ctx: TTestApp;
  const clock = createClock();

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db), now: clock.now });
  });
  afterAll(() => ctx.close());

  it("answers the signed-in user's BI token for the access token, the same token /gescomex/auth gives", async () => {
    const { access_token: accessToken } = await signInTokens(ctx.app, 'ana@cliente.example');

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/credential/bi-token',
      headers: bearer(accessToken),
    });

    expect(response.statusCode).toBe(200);
    const token = response.json().auth_data.token as string;
    const signingKeys = biSigningKeysOf(ctx.config.JWT_SIGNING_KEYS);
    const claims = await verifyAccessToken({ token, signingKeys, now: clock.now(), audience: 'bi' });
    expect(claims).toMatchObject({ sub: '1', companyIds: [], sv: 0, aud: 'bi' });
  });

  it('answers 401 without an access token, and for a BI token in its place', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/credential/bi-token' })).statusCode).toBe(401);
    const bi = await ctx.app.inject({
      method: 'POST',
      url: '/gescomex/auth',
      payload: { email: 'ana@cliente.example', password: FIXTURE_PASSWORD },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/credential/bi-token',
      headers: { authorization: `Bearer ${bi.json().auth_data.token as string}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
