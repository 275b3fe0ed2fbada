import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCalls } from '@pc/contract/call-table';
import { operationIdOf } from '../../src/core/http/call-openapi.ts';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

type TParameter = { name: string; in: string; example?: unknown };
type TMedia = { example?: unknown; examples?: Record<string, { value: unknown }> };
type TOperation = {
  operationId: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, TMedia> };
  security?: Record<string, unknown>[];
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };
type TExampleRequest = {
  operationId: string;
  method: string;
  url: string;
  body: unknown;
  security: string[];
};

const TODAY = '2026-11-25';

/**
 * The process's upsert runs first (its invoice, declaration and history need it); the company's
 * last, so that the others are shown to work with the demo's own company, not one an example made.
 */
const rankOf = (operationId: string): number => {
  if (operationId === 'putIntegrationProcess') return 0;
  return operationId === 'putIntegrationCompany' ? 2 : 1;
};

/** Every request example of the document (JSON bodies), with its path filled from the parameters' examples. */
const listExampleRequests = (document: TDocument): TExampleRequest[] =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const media = operation.requestBody?.content['application/json'];
        const bodies = [
          ...(media?.example === undefined ? [] : [media.example]),
          ...Object.values(media?.examples ?? {}).map((example) => example.value),
        ];
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const example = operation.parameters?.find((parameter) => parameter.name === name)?.example;
          return example === undefined ? `{${name}}` : encodeURIComponent(String(example));
        });
        const security = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        return bodies.map((body) => ({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          url,
          body,
          security,
        }));
      }),
    )
    .sort((a, b) => rankOf(a.operationId) - rankOf(b.operationId));

describe('the OpenAPI document’s request examples run against a fresh demo (integrators)', () => {
  let ctx: TTestApp;
  let serviceToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => new Date(`${TODAY}T15:00:00Z`),
      prepare: async ({ db }) => {
        await seedDemoData({ db, today: TODAY, processes: 40 });
      },
    });
    const client = await createServiceClient({ db: ctx.database.db, name: 'Exemplos', companyIds: null });
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode, response.body).toBe(200);
    serviceToken = (response.json() as { access_token: string }).access_token;
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('every example, its path filled from the parameters’ examples, answers 2xx', async () => {
    const requests = listExampleRequests(ctx.app.swagger() as unknown as TDocument);
    // The ingestion's upserts carry examples (company ×2, process, invoice, user, declaration, rates, history).
    expect(requests.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    const portalCalls = new Map(listCalls().map(([, call]) => [operationIdOf(call), call]));
    for (const request of requests) {
      // Collaboration: a few portal calls carry a body example too (a message, a payment report). They
      // need a signed-in user and a process of theirs (no path example): their example is checked
      // against the call's body schema; their answers are the feature tests'.
      if (!request.security.includes('serviceToken')) {
        expect(request.security, request.operationId).toEqual(['bearer']);
        const body = portalCalls.get(request.operationId)?.body;
        expect(body?.safeParse(request.body).success, request.operationId).toBe(true);
        continue;
      }
      expect(request.security, request.operationId).toEqual(['serviceToken']);
      expect(request.url, `${request.operationId}: a path parameter without an example`).not.toMatch(/\{/);
      const response = await ctx.app.inject({
        method: request.method as 'PUT',
        url: request.url,
        headers: { authorization: `Bearer ${serviceToken}` },
        payload: request.body as Record<string, unknown>,
      });
      if (response.statusCode >= 300) {
        failures.push(
          `${request.operationId} ${request.method} ${request.url}: ${response.statusCode} ${response.body}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
