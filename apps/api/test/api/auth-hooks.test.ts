import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BI_TOKEN_HEADER, defineCall } from '@pc/contract/call';
import { app as appPlugin } from '../../src/app.ts';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { loadConfig } from '../../src/lib/config.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { registerCall } from '../../src/core/http/register-call.ts';
import { getAuth } from '../../src/core/auth/authenticate.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { insertAuthFixtures } from '../helpers/fixtures.ts';
import { testEnv } from '../helpers/test-app.ts';
import type { TDatabaseHandle } from '../../src/db/client.ts';

const ZScope = z.object({ userId: z.number(), companyIds: z.array(z.number()) });
const bearerCall = defineCall({
  method: 'GET',
  path: '/teste/escopo',
  summary: 'test',
  isAuthenticated: true,
  responses: { 200: ZScope },
});
const biCall = defineCall({
  method: 'GET',
  path: '/bi/teste-escopo',
  summary: 'test',
  isAuthenticated: true,
  auth: 'bi-token',
  host: 'bi',
  responses: { 200: ZScope },
});

/** What a later issue does: register a call and read getAuth(request). */
describe('authentication hooks added by registerCall', () => {
  const config = loadConfig({ ...testEnv });
  let database: TDatabaseHandle;
  const server = Fastify({ logger: false });

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertAuthFixtures(database.db);
    await server.register(appPlugin, { config, database, isServingWeb: false });
    await server.register(async (scope) => {
      const scopeOf = async (request: Parameters<typeof getAuth>[0]) => {
        const { userId, callerCompanyIds } = getAuth(request);
        return { userId, companyIds: callerCompanyIds };
      };
      registerCall(scope, bearerCall, scopeOf);
      registerCall(scope, biCall, scopeOf);
    });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('bearer: sets request.auth from the access token (customer, non-broker companies only)', async () => {
    const { access_token } = await signInTokens(server, 'ana@cliente.example');
    const response = await server.inject({ url: '/teste/escopo', headers: bearer(access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 1, companyIds: [3, 7] });
    expect((await server.inject({ url: '/teste/escopo' })).statusCode).toBe(401);
  });

  it('bi-token: needs the access token and the BI token of the same user', async () => {
    const { access_token } = await signInTokens(server, 'ana@cliente.example');
    const biAuth = await server.inject({
      method: 'POST',
      url: '/gescomex/auth',
      payload: { email: 'ana@cliente.example', password: 'Senha@2026' },
    });
    const biToken = biAuth.json().auth_data.token as string;
    const ok = await server.inject({
      url: '/bi/teste-escopo',
      headers: { ...bearer(access_token), [BI_TOKEN_HEADER]: biToken },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: 1, companyIds: [3, 7] });

    const withoutBearer = await server.inject({
      url: '/bi/teste-escopo',
      headers: { [BI_TOKEN_HEADER]: biToken },
    });
    expect(withoutBearer.statusCode).toBe(401);
    const withoutBi = await server.inject({ url: '/bi/teste-escopo', headers: bearer(access_token) });
    expect(withoutBi.statusCode).toBe(401);
    const otherUser = await signBiToken({
      signingKeys: config.JWT_SIGNING_KEYS,
      userId: 3,
      sessionVersion: 0,
      now: new Date(),
      ttlSeconds: 60,
    });
    const mixed = await server.inject({
      url: '/bi/teste-escopo',
      headers: { ...bearer(access_token), [BI_TOKEN_HEADER]: otherUser },
    });
    expect(mixed.statusCode).toBe(401);
  });
});
