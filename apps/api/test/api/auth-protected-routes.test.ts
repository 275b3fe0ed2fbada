import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BI_TOKEN_HEADER, getCallAuth, getCallHost, toFastifyPath, type TCall } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

// From the contract's call table, so a new call is covered the day it is added.
const protectedCalls: TCall[] = listCalls()
  .map(([, call]) => call)
  .filter((call) => !call.sharedRoute && ['bearer', 'bi-token', 'service'].includes(getCallAuth(call)));

describe('every protected route answers 401 without a valid token', () => {
  let ctx: TTestApp;
  const clock = createClock();
  let registered: TCall[];
  let validAccessToken: string;

  const urlOf = (call: TCall) => {
    const prefix = getCallHost(call) === 'bi' ? ctx.config.BI_PREFIX : '';
    return `${prefix}${toFastifyPath(call.path)}`;
  };
  /** A concrete URL for the route (path parameters filled with 1). */
  const concreteUrlOf = (call: TCall) => urlOf(call).replace(/:\w+/g, '1');

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db), now: clock.now });
    registered = protectedCalls.filter((call) => ctx.app.hasRoute({ method: call.method, url: urlOf(call) }));
    validAccessToken = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
  });
  afterAll(() => ctx.close());

  it('covers at least the current user, profile and access log routes, so it cannot pass vacuously', () => {
    const names = registered.map((call) => `${call.method} ${call.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['GET /credential', 'PATCH /credential/updateProfile', 'POST /userAccessLogs']),
    );
  });

  it('answers 401 UNAUTHORIZED with no token, a garbage token, an expired token or a foreign signature', async () => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const expired = await signAccessToken({
      claims: { sub: '1', companyIds: [3], iat: nowSeconds - 1000, exp: nowSeconds - 1 },
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
    });
    const foreign = await signAccessToken({
      claims: { sub: '1', companyIds: [3], iat: nowSeconds, exp: nowSeconds + 900 },
      signingKeys: ['another-secret-another-secret-another-secret'],
    });
    const headerSets: [string, Record<string, string>][] = [
      ['none', {}],
      ['garbage', { authorization: 'Bearer garbage.token.here' }],
      ['expired', { authorization: `Bearer ${expired}` }],
      ['foreign', { authorization: `Bearer ${foreign}` }],
      ['basic', { authorization: 'Basic dXNlcjpwYXNz' }],
    ];
    for (const call of registered) {
      for (const [label, headers] of headerSets) {
        const response = await ctx.app.inject({ method: call.method, url: concreteUrlOf(call), headers });
        expect(response.statusCode, `${call.method} ${call.path} (${label})`).toBe(401);
        expect(response.json(), `${call.method} ${call.path} (${label})`).toMatchObject({
          code: 'UNAUTHORIZED',
          message: expect.any(String),
        });
      }
    }
  });

  it('answers 401 on the ingestion calls to a signed-in user’s valid token', async () => {
    const serviceCalls = registered.filter((call) => getCallAuth(call) === 'service');
    expect(serviceCalls.length).toBeGreaterThanOrEqual(3);
    for (const call of serviceCalls) {
      const response = await ctx.app.inject({
        method: call.method,
        url: concreteUrlOf(call),
        headers: bearer(validAccessToken),
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(response.json()).toMatchObject({
        message: 'Token de integração inválido, expirado ou revogado.',
      });
    }
  });

  it('answers 401 on BI calls with a valid access token but a missing, garbage or expired BI token', async () => {
    const biCalls = registered.filter((call) => getCallAuth(call) === 'bi-token');
    const expiredBi = await signBiToken({
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
      userId: 1,
      sessionVersion: 0,
      now: new Date(clock.now().getTime() - 9 * 60 * 60 * 1000),
      ttlSeconds: 8 * 60 * 60,
    });
    const otherUserBi = await signBiToken({
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
      userId: 3,
      sessionVersion: 0,
      now: clock.now(),
      ttlSeconds: 60,
    });
    // Issued before the user's session version was raised (password, e-mail, links…).
    const staleBi = await signBiToken({
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
      userId: 1,
      sessionVersion: 99,
      now: clock.now(),
      ttlSeconds: 60,
    });
    for (const call of biCalls) {
      for (const biToken of [undefined, 'garbage', expiredBi, otherUserBi, staleBi, validAccessToken]) {
        const response = await ctx.app.inject({
          method: call.method,
          url: concreteUrlOf(call),
          headers: { ...bearer(validAccessToken), ...(biToken ? { [BI_TOKEN_HEADER]: biToken } : {}) },
        });
        expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
        expect(response.json().error_description).toEqual(expect.any(String));
      }
    }
  });
});
