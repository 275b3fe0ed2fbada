import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getCallAuth, type TCall } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { createAccessToken } from './auth-token.ts';
import { BI_ANA, insertBiFixtures } from './bi-fixtures.ts';
import { createOpenApiAnswerChecker } from './openapi-answers.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { mulberry32 } from '../../src/seed/prng.ts';

/**
 * Hardening: malformed input never answers 5xx, and every 4xx is JSON that says in pt-BR what is
 * wrong. The requests are generated from the contract's call table, so a new route is fuzzed the
 * day it is added. Deterministic: a seeded generator, the same requests on every run.
 * For integrators, every answer is also one the committed OpenAPI document describes (status, media
 * type, body), so the document cannot drift from the server.
 */
const REQUESTS_PER_CALL = 180;
const SEED = 20_261_124;

/** The seed data's generator (mulberry32): small, seeded, good enough to pick cases. */
const createRandom = mulberry32;

const TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '3',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  'abc',
  'null',
  'true',
  'false',
  '[]',
  '{"a":1}',
  '1,,2',
  '1,2,3',
  ',',
  '"CHINA","ALEMANHA"',
  '2026-11-01',
  '2026-02-30',
  '30/11/2026',
  '2026-11-01T00:00:00',
  '2026-11-01T00:00:00+99:99',
  '2026-11-01T25:61:61',
  '2026-11-01T00:00:00Z',
  'AEREA',
  'MARITIMA',
  'TODOS',
  'EXCEL',
  'SCREEN',
  'a\u0000b',
  '\u0000',
  'a\u001bb',
  'x'.repeat(3_000),
  'ação çãõ',
  '😀',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '%00',
  '=1+1',
];

export const openApiDocument = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as Parameters<typeof createOpenApiAnswerChecker>[0];

const NUMBERS = [0, -1, 1, 3, 1.5, 2_147_483_647, 2_147_483_648, 2 ** 53 + 2, 1e308, -1e308];

type TRandom = () => number;

/** encodeURIComponent, but a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
const pick = <T>(random: TRandom, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Any JSON value, from scalars to lists of a thousand items. */
const anyValue = (random: TRandom, depth = 0): unknown => {
  const roll = random();
  if (roll < 0.4) return pick(random, TEXTS);
  if (roll < 0.6) return pick(random, NUMBERS);
  if (roll < 0.68) return random() < 0.5;
  if (roll < 0.74) return null;
  if (roll < 0.84 && depth < 2)
    return Array.from({ length: random() < 0.1 ? 1_000 : Math.floor(random() * 4) }, () =>
      anyValue(random, depth + 1),
    );
  if (roll < 0.92 && depth < 2)
    return { [pick(random, TEXTS).slice(0, 20) || 'k']: anyValue(random, depth + 1) };
  return undefined;
};

/** The field names a schema knows (objects, unions of objects, pipes), to aim the values at. */
const fieldNames = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  if (Array.isArray(def.options))
    return [...new Set(def.options.flatMap((option) => fieldNames(option as z.ZodType)))];
  if (def.in) return fieldNames(def.in as z.ZodType);
  if (def.innerType) return fieldNames(def.innerType as z.ZodType);
  return [];
};

const toQueryString = (random: TRandom, names: readonly string[]): string => {
  const keys = [...names, 'extra'].filter(() => random() < 0.6);
  const parts = keys.flatMap((key) => {
    const values = random() < 0.1 ? [pick(random, TEXTS), pick(random, TEXTS)] : [pick(random, TEXTS)];
    return values.map((value) => `${encode(key)}=${encode(value)}`);
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

const pathOf = (random: TRandom, call: TCall): string =>
  call.path.replace(/\{(\w+)\}/g, () => encode(pick(random, TEXTS)) || '%20');

type TRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };

const bodyOf = (random: TRandom, call: TCall): Pick<TRequest, 'payload' | 'headers'> => {
  const roll = random();
  if (roll < 0.08)
    return {
      payload: pick(random, ['{', 'null', '[]', '"x"', '1', 'a=b']),
      headers: { 'content-type': 'application/json' },
    };
  if (roll < 0.12) return { payload: 'a,b', headers: { 'content-type': 'text/csv' } };
  const fields = Object.fromEntries(
    fieldNames(call.body)
      .filter(() => random() < 0.8)
      .map((name) => [name, anyValue(random)]),
  );
  if (call.bodyEncoding === 'form') {
    const form = Object.entries(fields)
      .map(
        ([key, value]) =>
          `${encode(key)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
      )
      .join('&');
    return { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
};

/** zod's and Fastify's own English texts, which must never reach the user. */
const ENGLISH =
  /^(Invalid|Expected|Required|Too (big|small)|Unrecognized|Route |Body |Request |Unsupported|querystring|body\/|params\/)/;

/**
 * The fuzz of one part of the contract's calls (those whose index in the call table is `part` modulo
 * `parts`): the parts run as separate files, so the test workers share the work.
 */
export const describeFuzzPart = ({ part, parts }: { part: number; parts: number }): void => {
  describe(`fuzz: malformed requests over the contract's routes (part ${part + 1} of ${parts})`, () => {
    let ctx: TTestApp;

    beforeAll(async () => {
      ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
    });
    afterAll(() => ctx.close());

    it(`answers no 5xx and only pt-BR JSON 4xx to ${REQUESTS_PER_CALL} requests per call`, async () => {
      const random = createRandom(SEED + part);
      const bearer = `Bearer ${await createAccessToken({ config: ctx.config, userId: BI_ANA.id, companyIds: BI_ANA.companyIds })}`;
      const biToken = await signBiToken({
        signingKeys: ctx.config.JWT_SIGNING_KEYS,
        userId: BI_ANA.id,
        sessionVersion: 0,
        now: new Date(),
        ttlSeconds: 3600,
      });
      const service = await createServiceClient({ db: ctx.database.db, name: 'fuzz', companyIds: null });
      const nowSeconds = Math.floor(Date.now() / 1000);
      const serviceBearer = `Bearer ${await signAccessToken({
        claims: {
          sub: String(service.id),
          companyIds: [],
          iat: nowSeconds,
          exp: nowSeconds + 3600,
          aud: SERVICE_AUDIENCE,
        },
        signingKeys: ctx.config.JWT_SIGNING_KEYS,
      })}`;
      const basic = `Basic ${Buffer.from(`${ctx.config.OAUTH_CLIENT_ID}:${ctx.config.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
      const calls = listCalls()
        .filter(([, call]) => !call.sharedRoute)
        .filter((_, index) => index % parts === part);
      const failures: string[] = [];
      const { checkAnswer } = createOpenApiAnswerChecker(openApiDocument);
      // One line per operation and problem (with how often and one request that shows it).
      const offDocument = new Map<string, { count: number; example: string }>();
      let checkingMs = 0;
      let sent = 0;
      let sentWithToken = 0;
      let refusedToken = 0;
      let largestErrorBytes = 0;

      for (const [name, call] of calls) {
        const auth = getCallAuth(call);
        for (let index = 0; index < REQUESTS_PER_CALL; index += 1) {
          const request: TRequest = {
            method: call.method,
            url: `${pathOf(random, call)}${toQueryString(random, fieldNames(call.query))}`,
            headers: {},
          };
          if (auth === 'bearer' || auth === 'bi-token') request.headers.authorization = bearer;
          if (auth === 'bi-token') request.headers.token = biToken;
          if (auth === 'client-basic') request.headers.authorization = basic;
          if (auth === 'service') request.headers.authorization = serviceBearer;
          // A DELETE gets a body only when its call takes one (removing a passkey: the password).
          if (call.method !== 'GET' && (call.method !== 'DELETE' || call.body)) {
            const body = bodyOf(random, call);
            request.payload = body.payload ?? '';
            Object.assign(request.headers, body.headers);
          }
          const response = await ctx.app.inject(request as never);
          sent += 1;
          if (auth === 'bearer') {
            sentWithToken += 1;
            if (response.statusCode === 401) refusedToken += 1;
          }
          const where = `${name} ${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
          const answer = {
            method: call.method,
            path: call.path,
            statusCode: response.statusCode,
            contentType: response.headers['content-type']?.toString(),
            body: response.body,
          };
          const checkStart = performance.now();
          const problems = checkAnswer(answer);
          checkingMs += performance.now() - checkStart;
          for (const problem of problems) {
            const key = `${name} (${call.method} ${call.path}): ${problem}`;
            const seen = offDocument.get(key) ?? { count: 0, example: where };
            offDocument.set(key, { ...seen, count: seen.count + 1 });
          }
          if (response.statusCode >= 500) {
            failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
            continue;
          }
          if (response.statusCode < 400) continue;
          largestErrorBytes = Math.max(largestErrorBytes, response.rawPayload.length);
          const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
          const body = isJson ? (response.json() as { message?: unknown; error_description?: unknown }) : {};
          const message = typeof body.message === 'string' ? body.message : body.error_description;
          if (typeof message !== 'string' || message.trim() === '' || ENGLISH.test(message)) {
            failures.push(
              `${response.statusCode} without a pt-BR message ${where}: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }

      console.info(
        `fuzz (part ${part + 1} of ${parts}): ${sent} requests over ${calls.length} routes, ${failures.filter((f) => /^5/.test(f)).length} answers ≥ 500, largest error body ${largestErrorBytes} bytes, answers checked against openapi.json in ${Math.round(checkingMs)} ms`,
      );
      expect(sent).toBeGreaterThanOrEqual(Math.floor(10_000 / parts));
      // The valid token must get the requests past authentication, or the fuzz tests nothing behind it.
      expect(refusedToken / sentWithToken).toBeLessThan(0.05);
      expect.soft(failures.slice(0, 25)).toEqual([]);
      expect
        .soft([...offDocument].map(([key, { count, example }]) => `${key} ×${count}, e.g. ${example}`))
        .toEqual([]);
    }, 600_000);
  });
};
