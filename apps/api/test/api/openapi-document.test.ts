import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCallAuth, type TCall } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { getCashCalendarCall } from '@pc/contract/cash-calendar';
import { XLSX_MEDIA_TYPE } from '@pc/contract/envelope';
import { END_BEFORE_START_MESSAGE, MAX_ID } from '@pc/contract/primitives';
import { getBiFreightCall } from '@pc/contract/bi';
import { getForwarderQuoteCall } from '@pc/contract/forwarder-quote';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@pc/contract/webhooks-events';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

type TOperation = {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type TDocument = {
  info: { license?: { name: string } };
  servers?: { url: string }[];
  tags: { name: string }[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, TOperation>>;
  webhooks?: Record<string, Record<string, TOperation>>;
};

const registered = listCalls().filter(([, call]) => !call.sharedRoute);

describe('the OpenAPI document an integrator relies on', () => {
  let ctx: TTestApp;
  let document: TDocument;
  const operationOf = (call: TCall): TOperation => {
    const operation = document.paths[call.path]?.[call.method.toLowerCase()];
    if (!operation) throw new Error(`${call.method} ${call.path} is not in the document`);
    return operation;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    document = ctx.app.swagger() as unknown as TDocument;
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('names servers and a licence', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license?.name).toBeTruthy();
  });

  it('every call has its contract name as operationId (unique), a description and one known tag', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const ids = registered.map(([name, call]) => {
      const operation = operationOf(call);
      expect(operation.operationId, name).toBe(name.replace(/Call$/, ''));
      expect(operation.description?.length, name).toBeGreaterThan(10);
      expect(operation.tags?.length, name).toBe(1);
      expect(tags.has(operation.tags?.[0] ?? ''), name).toBe(true);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares each call’s credentials; public calls say security: []', () => {
    const expected = {
      none: [],
      bearer: [{ bearer: [] }],
      'bi-token': [{ bearer: [], biToken: [] }],
      'client-basic': [{ clientBasic: [] }],
      'service-basic': [{ serviceBasic: [] }],
      service: [{ serviceToken: [] }],
    };
    for (const [name, call] of registered) {
      const security = call.isOperatorCall ? [{ metricsToken: [] }] : expected[getCallAuth(call)];
      expect(operationOf(call).security, name).toEqual(security);
    }
    expect(document.components.securitySchemes.biToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'token',
    });
  });

  it('every call documents 4xx answers with the error envelope; a call with a body also 413 and 415', () => {
    for (const [name, call] of registered) {
      const statuses = Object.keys(operationOf(call).responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '429']));
      if (call.body || call.upload) expect(statuses, name).toEqual(expect.arrayContaining(['413', '415']));
      expect(operationOf(call).responses['400']?.content, name).toHaveProperty(['application/json']);
    }
  });

  it('file answers and uploads name their media types', () => {
    for (const [name, call] of registered) {
      const operation = operationOf(call);
      if (call.isBinary) {
        expect(call.fileMediaTypes?.length, name).toBeGreaterThan(0);
        expect(Object.keys(operation.responses['200']?.content ?? {}), name).toEqual([
          ...(call.fileMediaTypes ?? []),
        ]);
      }
      if (call.upload)
        expect(Object.keys(operation.requestBody?.content ?? {}), name).toEqual([call.upload.mediaType]);
      if (call.bodyEncoding === 'form') {
        expect(Object.keys(operation.requestBody?.content ?? {}), name).toEqual([
          'application/x-www-form-urlencoded',
        ]);
      }
    }
    // The financial calendar answers JSON (type=SCREEN) or a file (EXCEL, TXT).
    expect(Object.keys(operationOf(getCashCalendarCall).responses['200']?.content ?? {})).toEqual([
      'application/json',
      XLSX_MEDIA_TYPE,
      'text/plain',
    ]);
  });

  it('carries the rules the server enforces: id bounds, date patterns, the period rule in words', () => {
    const biFreight = operationOf(getBiFreightCall);
    const start = biFreight.parameters?.find((parameter) => parameter.name === 'data_registro_di_inicial');
    expect(start?.schema).toMatchObject({ format: 'date', pattern: expect.any(String) as string });
    expect(biFreight.description).toContain(END_BEFORE_START_MESSAGE);
    // Free text in a path or query says it refuses control characters (lib/http/control-characters.ts).
    const token = operationOf(getForwarderQuoteCall).parameters?.find(
      (parameter) => parameter.name === 'token',
    );
    expect(new RegExp(String(token?.schema.pattern)).test('abc\u0001')).toBe(false);
    expect(new RegExp(String(token?.schema.pattern)).test('abc-123')).toBe(true);
    for (const [name, call] of registered) {
      for (const parameter of operationOf(call).parameters ?? []) {
        if (parameter.schema.type !== 'integer' || !/^(id|.*Id)$/.test(parameter.name)) continue;
        expect(parameter.schema, `${name} ${parameter.name}`).toMatchObject({ maximum: MAX_ID });
        // OpenAPI 3.1 (JSON Schema 2020-12): an exclusive bound is a number, `exclusiveMinimum: 0`.
        const minimum = Number(parameter.schema.minimum ?? Number.NaN);
        const isPositive = minimum >= 1 || Number(parameter.schema.exclusiveMinimum ?? Number.NaN) >= 0;
        expect(isPositive, `${name} ${parameter.name}`).toBe(true);
      }
    }
  });

  it('declares the webhooks the portal sends: each event a signed POST whose body names its type', () => {
    expect(Object.keys(document.webhooks ?? {})).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const type of WEBHOOK_EVENT_TYPES) {
      const operation = document.webhooks?.[type]?.['post'];
      expect(operation?.operationId, type).toBe(`webhook_${type.replace('.', '_')}`);
      expect(
        operation?.parameters?.filter((parameter) => parameter.in === 'header').map(({ name }) => name),
      ).toEqual([WEBHOOK_ID_HEADER, WEBHOOK_TIMESTAMP_HEADER, WEBHOOK_SIGNATURE_HEADER]);
      expect(operation?.requestBody?.content['application/json'], type).toMatchObject({
        schema: { properties: { type: { const: type } }, required: ['type', 'timestamp', 'data'] },
      });
    }
  });
});
