import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INGESTION_REJECTIONS_KEPT,
  SERVICE_CLIENT_NOT_FOUND_MESSAGE,
  type TAdminServiceClientsResponse,
  type TIngestionRequestsResponse,
} from '@pc/contract/admin-clients';
import type { TIngestProcessInput } from '@pc/contract/integration';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { ingestionRequests } from '../../src/db/schema/ingestion-requests.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { purgeIngestionRequests } from '../../src/features/integration/ingestion-request-log.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import {
  advanceIdentitySequences,
  createClock,
  insertAuthFixtures,
  insertUser,
} from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example' };
const CNPJ_3 = '00000000000003';
const DAY_MS = 24 * 60 * 60 * 1000;

const newProcess = (
  identification: number,
  extra: Partial<TIngestProcessInput> = {},
): TIngestProcessInput => ({
  identification,
  companyCnpj: CNPJ_3,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Em trânsito',
  stepId: PROCESS_STEPS[2]?.id ?? 2,
  created: '2026-11-02',
  datesETA: '2026-12-10',
  ...extra,
});

const toNdjson = (lines: unknown[]) =>
  `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`;

/**
 * Back-office screen 3 "Integrações": each ingestion call of a service client leaves one row (the
 * token call none) with what it created, updated, left unchanged or refused and why; the staff read
 * a client's rows newest first, and the clients list sums the last 24 hours and 7 days.
 */
describe('ingestion request log (/api/admin/service-clients/{id}/requests)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));
  const tokens = { staff: '', customer: '' };
  let erp: { id: number; clientId: string; clientSecret: string };
  let erpToken = '';
  let idle: { id: number };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        await insertUser(database.db, { ...STAFF, role: 'STAFF' });
        await database.db.insert(processSteps).values([...PROCESS_STEPS]);
        await database.db.insert(countries).values([...COUNTRIES]);
        await advanceIdentitySequences(database.db, ['companies', 'users']);
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.customer = (await signInTokens(ctx.app, 'ana@cliente.example')).access_token;
    erp = await createServiceClient({ db: ctx.database.db, name: 'ERP Despachante', companyIds: null });
    idle = await createServiceClient({ db: ctx.database.db, name: 'ERP parado', companyIds: null });
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${erp.clientId}:${erp.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode, token.body).toBe(200);
    erpToken = (token.json() as { access_token: string }).access_token;
  });
  afterAll(() => ctx.close());

  /** The rows are written after the answer: wait until the client has `count` of them. */
  const rowsOf = async (clientId: number, count: number) =>
    vi.waitFor(
      async () => {
        const rows = await ctx.database.db
          .select()
          .from(ingestionRequests)
          .where(eq(ingestionRequests.clientId, clientId))
          .orderBy(desc(ingestionRequests.id));
        expect(rows).toHaveLength(count);
        return rows;
      },
      { timeout: 5000, interval: 20 },
    );
  const ingest = (options: { method: 'PUT' | 'POST'; url: string; payload: unknown; type?: string }) =>
    ctx.app.inject({
      method: options.method,
      url: options.url,
      headers: {
        authorization: `Bearer ${erpToken}`,
        ...(options.type ? { 'content-type': options.type } : {}),
      },
      payload: options.payload as string,
    });
  const requestsOf = async (clientId: number, query = '', token = tokens.staff) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/service-clients/${clientId}/requests${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TIngestionRequestsResponse;
  };

  it('logs single calls with their counts, a refused one with its pt-BR reason, and never the token call', async () => {
    // The token call above left no row.
    expect(await rowsOf(erp.id, 0)).toEqual([]);
    const created = await ingest({
      method: 'PUT',
      url: `/api/integration/companies/${CNPJ_3}`,
      payload: { name: 'Hércules Máquinas S.A.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [company] = await rowsOf(erp.id, 1);
    expect(company).toMatchObject({
      method: 'PUT',
      path: `/api/integration/companies/${CNPJ_3}`,
      status: 200,
      created: 0,
      updated: 1,
      unchanged: 0,
      rejected: 0,
      rejections: [],
    });
    const rates = await ingest({
      method: 'PUT',
      url: '/api/integration/exchange-rates',
      payload: { rates: [{ currency: 'USD', date: '2026-11-24', buy: 5.37, sell: 5.38 }] },
    });
    expect(rates.statusCode, rates.body).toBe(200);
    expect((await rowsOf(erp.id, 2))[0]).toMatchObject({ created: 1, updated: 0, unchanged: 0, rejected: 0 });

    // A 400 of a single call: one refused request, its message as the client read it.
    const refused = await ingest({
      method: 'PUT',
      url: '/api/integration/processes/71001',
      payload: newProcess(71002),
    });
    expect(refused.statusCode).toBe(400);
    const message = (refused.json() as { message: string }).message;
    expect(message).toBe('O número do processo no endereço e no corpo devem ser iguais.');
    expect((await rowsOf(erp.id, 3))[0]).toMatchObject({
      status: 400,
      created: 0,
      rejected: 1,
      rejections: [{ line: null, key: '71001', reason: message }],
    });
    // A body the contract refuses (validation) is logged the same way.
    const invalid = await ingest({
      method: 'PUT',
      url: `/api/integration/companies/${CNPJ_3}`,
      payload: { nome: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    const [validation] = await rowsOf(erp.id, 4);
    expect(validation?.rejected).toBe(1);
    expect(validation?.rejections[0]?.reason).toBe((invalid.json() as { message: string }).message);
    expect(validation?.rejections[0]?.key).toBe(CNPJ_3);
  });

  it('logs a bulk with each line counted and its refused lines with their reasons', async () => {
    const response = await ingest({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      type: 'application/x-ndjson',
      payload: toNdjson([
        newProcess(72001),
        newProcess(72002, { datesETA: '2026-02-30' }),
        '{"identification": 72003,',
        newProcess(72004),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsOf(erp.id, 5);
    expect(row).toMatchObject({
      method: 'POST',
      path: '/api/integration/processes/bulk',
      status: 200,
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: 2,
      rejections: [
        { line: 2, key: '72002', reason: 'datesETA: data inexistente.' },
        { line: 3, key: null, reason: 'A linha não é um JSON válido.' },
      ],
    });
    // Sent again: unchanged.
    const again = await ingest({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      type: 'application/x-ndjson',
      payload: toNdjson([newProcess(72001), newProcess(72004)]),
    });
    expect(again.statusCode).toBe(200);
    expect((await rowsOf(erp.id, 6))[0]).toMatchObject({ created: 0, unchanged: 2, rejected: 0 });
  });

  it(`keeps the first ${INGESTION_REJECTIONS_KEPT} refused lines of a bulk and counts them all`, async () => {
    const lines = Array.from({ length: INGESTION_REJECTIONS_KEPT + 5 }, () => 'não é json');
    const response = await ingest({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      type: 'application/x-ndjson',
      payload: toNdjson(lines),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(erp.id, 7);
    expect(row?.rejected).toBe(INGESTION_REJECTIONS_KEPT + 5);
    expect(row?.rejections).toHaveLength(INGESTION_REJECTIONS_KEPT);
    expect(row?.rejections.at(-1)?.line).toBe(INGESTION_REJECTIONS_KEPT);
  });

  it('lists a client’s requests newest first, by page, and only those with refusals on request', async () => {
    const all = await requestsOf(erp.id, '?size=10');
    expect(all).toMatchObject({ page: 1, size: 10, total: 7, isTotalCapped: false });
    expect(all.data.map((request) => request.path)).toEqual([
      '/api/integration/processes/bulk',
      '/api/integration/processes/bulk',
      '/api/integration/processes/bulk',
      `/api/integration/companies/${CNPJ_3}`,
      '/api/integration/processes/71001',
      '/api/integration/exchange-rates',
      `/api/integration/companies/${CNPJ_3}`,
    ]);
    expect(all.data[0]?.at).toBe(clock.now().toISOString());
    const second = await requestsOf(erp.id, '?size=10&page=2');
    expect(second).toMatchObject({ page: 2, total: 7, data: [] });
    const rejected = await requestsOf(erp.id, '?onlyRejected=true');
    expect(rejected.total).toBe(4);
    expect(rejected.data.every((request) => request.rejected > 0)).toBe(true);
    expect(rejected.data[1]?.rejections).toEqual([
      { line: 2, key: '72002', reason: 'datesETA: data inexistente.' },
      { line: 3, key: null, reason: 'A linha não é um JSON válido.' },
    ]);
    expect((await requestsOf(idle.id)).total).toBe(0);
  });

  it('sums the last 24 hours and 7 days on the clients list', async () => {
    const now = clock.now().getTime();
    await ctx.database.db.insert(ingestionRequests).values([
      // Two days ago: in the week, not in the day.
      {
        clientId: idle.id,
        at: new Date(now - 2 * DAY_MS),
        method: 'PUT',
        path: '/x',
        status: 200,
        created: 3,
        durationMs: 5,
      },
      {
        clientId: idle.id,
        at: new Date(now - 3 * DAY_MS),
        method: 'PUT',
        path: '/x',
        status: 400,
        rejected: 1,
        durationMs: 5,
      },
      // Eight days ago: in neither.
      {
        clientId: idle.id,
        at: new Date(now - 8 * DAY_MS),
        method: 'PUT',
        path: '/x',
        status: 200,
        updated: 9,
        durationMs: 5,
      },
    ]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/service-clients',
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode).toBe(200);
    const clients = (response.json() as TAdminServiceClientsResponse).data;
    expect(clients.find((client) => client.id === erp.id)?.totals).toEqual({
      day: { created: 3, updated: 1, unchanged: 2, rejected: 2 + 2 + INGESTION_REJECTIONS_KEPT + 5 },
      week: { created: 3, updated: 1, unchanged: 2, rejected: 2 + 2 + INGESTION_REJECTIONS_KEPT + 5 },
    });
    expect(clients.find((client) => client.id === idle.id)?.totals).toEqual({
      day: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
      week: { created: 3, updated: 0, unchanged: 0, rejected: 1 },
    });
  });

  it('purges the requests older than 90 days', async () => {
    const now = clock.now().getTime();
    await ctx.database.db.insert(ingestionRequests).values([
      {
        clientId: idle.id,
        at: new Date(now - 91 * DAY_MS),
        method: 'PUT',
        path: '/old',
        status: 200,
        durationMs: 1,
      },
      {
        clientId: idle.id,
        at: new Date(now - 89 * DAY_MS),
        method: 'PUT',
        path: '/kept',
        status: 200,
        durationMs: 1,
      },
    ]);
    await purgeIngestionRequests(ctx.app);
    const paths = (await requestsOf(idle.id, '?size=100')).data.map((request) => request.path);
    expect(paths).toContain('/kept');
    expect(paths).not.toContain('/old');
  });

  it('answers 404 for an unknown client, 400 for a bad page, 403 to a customer, 401 without a token', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/service-clients/99999/requests',
      headers: bearer(tokens.staff),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: SERVICE_CLIENT_NOT_FOUND_MESSAGE });
    const badSize = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/service-clients/${erp.id}/requests?size=1000`,
      headers: bearer(tokens.staff),
    });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toMatchObject({ message: 'Informe size como um número inteiro entre 10 e 100.' });
    const customer = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/service-clients/${erp.id}/requests`,
      headers: bearer(tokens.customer),
    });
    expect(customer.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/service-clients/${erp.id}/requests`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
