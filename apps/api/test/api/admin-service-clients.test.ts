import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE,
  SERVICE_CLIENT_CREATE_ACTION,
  SERVICE_CLIENT_NOT_FOUND_MESSAGE,
  SERVICE_CLIENT_REVOKE_ACTION,
  serviceClientUnknownCompaniesMessage,
  type TAdminServiceClientsResponse,
  type TCreateServiceClientResponse,
} from '@pc/contract/admin-clients';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { serviceClients } from '../../src/db/schema/service-clients.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example' };
const ADMIN = { id: 11, email: 'carla@portal.example' };
const ADMIN_IP = '203.0.113.7';
const PATH = '/api/admin/service-clients';

/**
 * Back-office screen 3 "Integrações": an admin creates a service client of the ingestion API (its
 * secret answered once, and working), revokes it (its token refused at once); both are audited.
 */
describe('back-office service clients (/api/admin/service-clients)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        // Companies 3 (Hércules), 7 (Aurora), 900, 950.
        await insertAuthFixtures(db);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
  });
  afterAll(() => ctx.close());

  const create = (body: unknown, token = tokens.admin) =>
    ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: bearer(token),
      remoteAddress: ADMIN_IP,
      payload: body as object,
    });
  const revoke = (id: number) =>
    ctx.app.inject({ method: 'POST', url: `${PATH}/${id}/revoke`, headers: bearer(tokens.admin) });
  const list = async (token = tokens.staff) => {
    const response = await ctx.app.inject({ method: 'GET', url: PATH, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TAdminServiceClientsResponse).data;
  };
  const requestToken = (clientId: string, secret: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
  const tokenOf = async (clientId: string, secret: string) => {
    const response = await requestToken(clientId, secret);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { access_token: string }).access_token;
  };
  const putCompany = (token: string, cnpj: string, name: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/companies/${cnpj}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name },
    });
  const auditOf = (id: number) =>
    ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, String(id)))
      .orderBy(asc(auditEvents.id))
      .then((rows) => rows.filter((row) => row.subjectType === 'service-client'));

  it('creates a client for every company: 201 with the secret once, which gets a token; audited without the secret', async () => {
    const response = await create({ name: '  ERP Despachante  ', companyIds: null });
    expect(response.statusCode, response.body).toBe(201);
    const { data, secret } = response.json() as TCreateServiceClientResponse;
    expect(data).toMatchObject({
      name: 'ERP Despachante',
      companies: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(data.clientId).toMatch(/^svc_[\w-]+$/);
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const [row] = await ctx.app.db.select().from(serviceClients).where(eq(serviceClients.id, data.id));
    expect(row?.secretHash).toMatch(/^\$argon2id\$/);
    expect(row?.secretHash).not.toContain(secret);

    const token = await tokenOf(data.clientId, secret);
    expect((await putCompany(token, '00000000000003', 'Hércules Máquinas Ltda')).statusCode).toBe(200);
    const [listed] = (await list()).filter((client) => client.id === data.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(await list())).not.toContain(secret);

    const audit = await auditOf(data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: SERVICE_CLIENT_CREATE_ACTION,
      actorUserId: ADMIN.id,
      actorClientId: null,
      ip: ADMIN_IP,
      after: { clientId: data.clientId, name: 'ERP Despachante', companyIds: null },
    });
    expect(JSON.stringify(audit[0])).not.toContain(secret);
  });

  it('limits a client to its companies: named in the list, another company answered 404 to it', async () => {
    const response = await create({ name: 'ERP Aurora', companyIds: [7, 7] });
    expect(response.statusCode, response.body).toBe(201);
    const { data, secret } = response.json() as TCreateServiceClientResponse;
    expect(data.companies).toEqual([{ id: 7, name: 'Aurora Têxtil Ltda' }]);

    const token = await tokenOf(data.clientId, secret);
    expect((await putCompany(token, '00000000000007', 'Aurora Têxtil Ltda')).statusCode).toBe(200);
    expect((await putCompany(token, '00000000000003', 'Hércules Máquinas Ltda')).statusCode).toBe(404);
  });

  it('refuses a company that does not exist, a blank name and unknown fields, in pt-BR; creates nothing', async () => {
    const before = await list();
    const unknown = await create({ name: 'ERP', companyIds: [7, 4242, 4241] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: serviceClientUnknownCompaniesMessage([4241, 4242]) });
    for (const body of [
      { name: '   ', companyIds: null },
      { name: 'x'.repeat(101), companyIds: null },
      { name: 'ERP', companyIds: [] },
      { name: 'ERP' },
      { name: 'ERP', companyIds: null, secret: 'meu' },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await list()).toHaveLength(before.length);
  });

  it('refuses the staff a creation or a revoke (admins only), and lists the clients to them newest first', async () => {
    expect((await create({ name: 'ERP', companyIds: null }, tokens.staff)).statusCode).toBe(403);
    const names = (await list()).map((client) => client.name);
    expect(names.slice(0, 2)).toEqual(['ERP Aurora', 'ERP Despachante']);
  });

  it('revokes a client: its token and its credentials refused at once; audited; a second revoke is a 409', async () => {
    const created = (
      await create({ name: 'ERP Temporário', companyIds: [3] })
    ).json() as TCreateServiceClientResponse;
    const token = await tokenOf(created.data.clientId, created.secret);
    expect((await putCompany(token, '00000000000003', 'Hércules Máquinas Ltda')).statusCode).toBe(200);

    clock.advanceSeconds(60);
    const response = await revoke(created.data.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: created.data.id, revokedAt: clock.now().toISOString() },
    });

    const refused = await putCompany(token, '00000000000003', 'Hércules Máquinas Ltda');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Token de integração inválido, expirado ou revogado.' });
    expect((await requestToken(created.data.clientId, created.secret)).statusCode).toBe(401);

    const [listed] = (await list()).filter((client) => client.id === created.data.id);
    expect(listed?.revokedAt).toBe(clock.now().toISOString());

    const again = await revoke(created.data.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE });
    const audit = await auditOf(created.data.id);
    expect(audit.map((row) => row.action)).toEqual([
      SERVICE_CLIENT_CREATE_ACTION,
      SERVICE_CLIENT_REVOKE_ACTION,
    ]);
    expect(audit[1]).toMatchObject({
      actorUserId: ADMIN.id,
      after: { revokedAt: clock.now().toISOString() },
    });
  });

  it('answers 404 in pt-BR for a client that does not exist', async () => {
    const response = await revoke(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: SERVICE_CLIENT_NOT_FOUND_MESSAGE });
  });
});
