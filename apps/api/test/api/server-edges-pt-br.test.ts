import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getCallAuth, type TCall } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { createAccessToken } from '../helpers/auth-token.ts';
import { BI_ANA, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** English words of zod's, Fastify's and Node's default texts: none may reach a user. */
const ENGLISH =
  /\b(Invalid|invalid|Expected|expected|Received|received|Required|required|must|Too big|Too small|Unrecognized|Route|not found|Bad Request|Unsupported|exceeding|Body|body\/)\b/;

const ADMIN = { id: 90, email: 'admin.bordas@despachante.example' };

/** The field names of a schema (objects, unions of objects, pipes, optionals), to send each a wrong type. */
const fieldNames = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap((o) => fieldNames(o as z.ZodType)))];
  if (def.in) return fieldNames(def.in as z.ZodType);
  if (def.innerType) return fieldNames(def.innerType as z.ZodType);
  return [];
};

type TRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };

const fill = (call: TCall, value: string): string =>
  call.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));

/**
 * Three requests a call must refuse in pt-BR: no body, every field of the wrong type, bad path and
 * query. Path values name no record (999999): an admin call must not act on the signed-in user.
 */
const badRequestsOf = (call: TCall): TRequest[] => {
  const hasBody = call.method !== 'GET' && (call.method !== 'DELETE' || call.body !== undefined);
  const isForm = call.bodyEncoding === 'form';
  const wrongTypes = Object.fromEntries(fieldNames(call.body).map((name) => [name, { nao: ['esperado'] }]));
  const query = fieldNames(call.query)
    .map((name) => `${encodeURIComponent(name)}=x`)
    .join('&');
  const requests: TRequest[] = [{ method: call.method, url: fill(call, '999999'), headers: {} }];
  if (hasBody) {
    requests.push({
      method: call.method,
      url: fill(call, '999999'),
      headers: { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: isForm
        ? Object.keys(wrongTypes)
            .map((name) => `${name}=%7B%7D`)
            .join('&')
        : JSON.stringify(wrongTypes),
    });
  }
  requests.push({
    method: call.method,
    url: `${fill(call, 'x')}${query ? `?${query}` : ''}`,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    ...(hasBody ? { payload: '[]' } : {}),
  });
  return requests;
};

describe('every 4xx says in pt-BR what is wrong', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertBiFixtures(database.db);
        await insertUser(database.db, { ...ADMIN, role: 'ADMIN', companyIds: BI_ANA.companyIds });
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers an empty body, wrong types and bad path values of every call without English', async () => {
    const admin = `Bearer ${await createAccessToken({ config: ctx.config, userId: ADMIN.id, companyIds: BI_ANA.companyIds })}`;
    const customer = `Bearer ${await createAccessToken({ config: ctx.config, userId: BI_ANA.id, companyIds: BI_ANA.companyIds })}`;
    const biToken = await signBiToken({
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
      userId: BI_ANA.id,
      sessionVersion: 0,
      now: new Date(),
      ttlSeconds: 3600,
    });
    const service = await createServiceClient({ db: ctx.database.db, name: 'bordas', companyIds: null });
    const seconds = Math.floor(Date.now() / 1000);
    const serviceBearer = `Bearer ${await signAccessToken({ claims: { sub: String(service.id), companyIds: [], iat: seconds, exp: seconds + 3600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
    const basic = `Basic ${Buffer.from(`${ctx.config.OAUTH_CLIENT_ID}:${ctx.config.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
    const serviceBasic = `Basic ${Buffer.from(`${service.clientId}:${service.clientSecret}`).toString('base64')}`;

    const leaks: string[] = [];
    let refused = 0;
    let validated = 0;
    for (const [name, call] of listCalls().filter(([, each]) => !each.sharedRoute)) {
      const auth = getCallAuth(call);
      for (const request of badRequestsOf(call)) {
        if (auth === 'bearer') request.headers.authorization = call.role ? admin : customer;
        if (auth === 'bi-token') Object.assign(request.headers, { authorization: customer, token: biToken });
        if (auth === 'client-basic') request.headers.authorization = basic;
        if (auth === 'service-basic') request.headers.authorization = serviceBasic;
        if (auth === 'service') request.headers.authorization = serviceBearer;
        const response = await ctx.app.inject(request as never);
        const where = `${name} ${request.method} ${request.url.slice(0, 80)} → ${response.statusCode}`;
        if (response.statusCode >= 500) leaks.push(`${where}: ${response.body.slice(0, 200)}`);
        if (response.statusCode < 400) continue;
        refused += 1;
        if (response.statusCode === 400) validated += 1;
        const isJson = String(response.headers['content-type']).includes('application/json');
        const body = isJson ? response.json<{ message?: string; error_description?: string }>() : {};
        const message = body.message ?? body.error_description ?? '';
        if (message.trim() === '' || ENGLISH.test(message))
          leaks.push(`${where}: ${message || response.body}`);
      }
    }
    // The requests must get past authentication, or the check reads only 401s.
    expect(validated).toBeGreaterThan(refused / 2);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('says the body is missing, in pt-BR, instead of zod’s "expected object, received null"', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/credential/invitation/accept' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'body: O corpo da requisição é obrigatório.',
      details: [{ path: 'body', message: 'O corpo da requisição é obrigatório.' }],
    });
  });
});
