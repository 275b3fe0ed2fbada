import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_TOO_LARGE_MESSAGE,
  AUDIT_PERIOD_BOTH_BOUNDS_MESSAGE,
  COMPANY_UPSERT_ACTION,
  USER_UPSERT_ACTION,
  type TAuditEvent,
  type TAuditEventsResponse,
} from '@pc/contract/admin-audit';
import { COMPANY_ENTITLEMENTS_UPDATE_ACTION } from '@pc/contract/admin-companies';
import { periodTooLongMessage } from '@pc/contract/period-range';
import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import {
  advanceIdentitySequences,
  createClock,
  insertAuthFixtures,
  insertUser,
} from '../helpers/fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example', name: 'Sofia Staff' };
const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Admin' };
const ADMIN_IP = '203.0.113.9';
const ERP_IP = '198.51.100.7';
const ERP_NAME = 'ERP Despachante';
const CNPJ_3 = '00000000000003';
const CNPJ_7 = '00000000000007';
const NEW_CNPJ = '12345678000190';

/**
 * Back-office screen 6 "Auditoria": an admin's entitlement change and the ERP's company and user
 * upserts are recorded with their actor and before/after, listed newest first with filters, and
 * exported as a spreadsheet.
 */
describe('back-office audit (/api/admin/audit-events)', () => {
  let ctx: TTestApp;
  // 2026-11-20 10:00 in São Paulo; each act below moves it on.
  const clock = createClock(new Date('2026-11-20T13:00:00Z'));
  const tokens = { staff: '', admin: '' };
  let erp = { clientId: '', clientSecret: '' };
  // A fresh token at each write: the clock moves by days, past a token's hour.
  const erpToken = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${erp.clientId}:${erp.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    return response.json<{ access_token: string }>().access_token;
  };

  const get = (url: string, token = tokens.staff) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query = '') => {
    const response = await get(`/api/admin/audit-events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAuditEventsResponse>();
  };
  const erpPut = async (path: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/${path}`,
      headers: { authorization: `Bearer ${await erpToken()}` },
      remoteAddress: ERP_IP,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: string; id: number }>();
  };
  const actions = (answer: TAuditEventsResponse) => answer.data.map((event) => event.action);

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        // Companies 3 (Hércules) and 7 (Aurora); Ana (1), Bruno (3, company 7).
        await insertAuthFixtures(db);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        await advanceIdentitySequences(db, ['companies', 'users']);
      },
    });
    erp = await createServiceClient({ db: ctx.database.db, name: ERP_NAME, companyIds: null });
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;

    // Day 1 (2026-11-20): an admin grants TRANSIT TIME to Hércules (Analytics and ETD Atrasados kept).
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/companies/3/entitlements',
      headers: bearer(tokens.admin),
      remoteAddress: ADMIN_IP,
      payload: {
        analytics: true,
        transitTime: true,
        delayedEtd: true,
        cashCalendarTxt: false,
        landedCost: true,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Day 2 (2026-11-21): the ERP renames Aurora, creates a company, then sends Aurora again unchanged.
    clock.advanceSeconds(86_400);
    await erpPut(`companies/${CNPJ_7}`, { name: 'Aurora Têxtil S.A.' });
    await erpPut(`companies/${NEW_CNPJ}`, {
      name: 'Nova Importadora Ltda',
      entitlements: { analytics: true },
    });
    expect((await erpPut(`companies/${CNPJ_7}`, { name: 'Aurora Têxtil S.A.' })).result).toBe('unchanged');
    // Day 3 (2026-11-22): the ERP renames Bruno and links him to Hércules too; creates a user.
    clock.advanceSeconds(86_400);
    await erpPut('users/bruno@cliente.example', { name: 'Bruno Lima Filho', companyCnpjs: [CNPJ_7, CNPJ_3] });
    await erpPut('users/nova@cliente.example', { name: 'Nova Pessoa', companyCnpjs: [CNPJ_3] });
    expect(
      (await erpPut('users/nova@cliente.example', { name: 'Nova Pessoa', companyCnpjs: [CNPJ_3] })).result,
    ).toBe('unchanged');
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
  });
  afterAll(() => ctx.close());

  it('lists the admin’s change and the ERP’s writes newest first, with their actor and before/after', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ page: 1, size: 25, total: 5 });
    expect(actions(answer)).toEqual([
      USER_UPSERT_ACTION,
      USER_UPSERT_ACTION,
      COMPANY_UPSERT_ACTION,
      COMPANY_UPSERT_ACTION,
      COMPANY_ENTITLEMENTS_UPDATE_ACTION,
    ]);
    const [newUser, bruno, newCompany, aurora, entitlements] = answer.data as TAuditEvent[];

    expect(entitlements).toMatchObject({
      at: '2026-11-20T13:00:00.000Z',
      actor: { kind: 'user', name: ADMIN.name, email: ADMIN.email },
      actionLabel: 'Permissões da empresa alteradas',
      subject: { type: 'company', id: '3', label: 'Hércules Máquinas Ltda' },
      company: { id: 3, name: 'Hércules Máquinas Ltda' },
      before: { transitTime: false },
      after: { transitTime: true },
      ip: ADMIN_IP,
    });
    const erpActor = { kind: 'client', name: ERP_NAME, email: null };
    expect(aurora).toMatchObject({
      actor: erpActor,
      actionLabel: AUDIT_ACTION_LABELS[COMPANY_UPSERT_ACTION],
      subject: { type: 'company', id: '7', label: 'Aurora Têxtil S.A.' },
      company: { id: 7 },
      ip: ERP_IP,
    });
    // Only what changed: the name, not the entitlements it did not send.
    expect(aurora?.before).toEqual({ name: 'Aurora Têxtil Ltda' });
    expect(aurora?.after).toEqual({ name: 'Aurora Têxtil S.A.' });
    expect(newCompany?.before).toBeNull();
    expect(newCompany?.after).toEqual({
      name: 'Nova Importadora Ltda',
      federalID: NEW_CNPJ,
      analytics: true,
      transitTime: false,
      delayedEtd: false,
      cashCalendarTxt: false,
      landedCost: false,
    });
    expect(bruno).toMatchObject({
      actor: erpActor,
      actionLabel: AUDIT_ACTION_LABELS[USER_UPSERT_ACTION],
      subject: { type: 'user', id: '3', label: 'Bruno Lima Filho' },
      // Two companies now: filed under none.
      company: null,
      before: { name: 'Bruno Lima', companyIds: [7] },
      after: { name: 'Bruno Lima Filho', companyIds: [7, 3] },
    });
    expect(newUser).toMatchObject({
      subject: { type: 'user', label: 'Nova Pessoa' },
      company: { id: 3 },
      before: null,
      after: {
        name: 'Nova Pessoa',
        email: 'nova@cliente.example',
        isActive: true,
        role: 'CUSTOMER',
        companyIds: [3],
      },
    });
    // Never a password hash, under any name.
    expect(JSON.stringify(answer)).not.toMatch(/password|argon2/i);
  });

  it('filters by company, by actor (e-mail or integration name) and by São Paulo period, and pages', async () => {
    expect(actions(await list('?companyId=3'))).toEqual([
      USER_UPSERT_ACTION,
      COMPANY_ENTITLEMENTS_UPDATE_ACTION,
    ]);
    expect(actions(await list('?actor=CARLA@portal'))).toEqual([COMPANY_ENTITLEMENTS_UPDATE_ACTION]);
    expect((await list('?actor=despachante')).total).toBe(4);
    // LIKE's wildcards are plain text.
    expect((await list('?actor=%25')).total).toBe(0);
    expect(actions(await list('?start=2026-11-21&end=2026-11-21'))).toEqual([
      COMPANY_UPSERT_ACTION,
      COMPANY_UPSERT_ACTION,
    ]);
    expect((await list('?start=2026-11-22&end=2026-11-30&companyId=7')).total).toBe(0);
    expect((await list('?start=2026-11-01&end=2026-11-30&actor=despachante&companyId=7')).total).toBe(1);
    const second = await list('?size=10&page=2');
    expect(second).toMatchObject({ page: 2, size: 10, total: 5, data: [] });
  });

  it('refuses a bad period or page in pt-BR', async () => {
    const refusal = async (query: string) => {
      const response = await get(`/api/admin/audit-events${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refusal('?start=2026-11-22&end=2026-11-21')).toBe(END_BEFORE_START_MESSAGE);
    expect(await refusal('?start=2025-01-01&end=2026-01-02')).toBe(periodTooLongMessage(366));
    expect(await refusal('?start=2026-11-22')).toBe(AUDIT_PERIOD_BOTH_BOUNDS_MESSAGE);
    expect(await refusal('?start=22/11/2026&end=2026-11-23')).toBe('Informe start no formato yyyy-MM-dd.');
    expect(await refusal('?size=5')).toBe('Informe size como um número inteiro entre 10 e 100.');
    expect(await refusal(`?actor=${'a'.repeat(101)}`)).toBe('actor deve ter no máximo 100 caracteres.');
    // The export holds the same rules.
    const exportRefusal = await get('/api/admin/audit-events/export?start=2026-11-22&end=2026-11-21');
    expect(exportRefusal.statusCode).toBe(400);
    expect(exportRefusal.json<{ message: string }>().message).toBe(END_BEFORE_START_MESSAGE);
  });

  it('exports the filtered records as auditoria.xlsx, newest first', async () => {
    const response = await get('/api/admin/audit-events/export?start=2026-11-20&end=2026-11-21');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('auditoria.xlsx');
    const sheet = await readFirstSheet(response.rawPayload);
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows).toHaveLength(4);
    expect(rows[0]?.slice(1, 9)).toEqual([
      'Quando',
      'Quem',
      'O que aconteceu',
      'Detalhes',
      'Empresa',
      'Processo',
      'De onde (IP)',
    ]);
    const last = rows[3] ?? [];
    // São Paulo wall-clock time: 13:00Z is 10:00 there.
    expect((last[1] as Date).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    // The screen's sentence, in words; no details and no process: the sheet's "not informed" mark.
    expect(last.slice(2, 9)).toEqual([
      `${ADMIN.name} <${ADMIN.email}>`,
      `${ADMIN.name} ligou TRANSIT TIME para Hércules Máquinas Ltda.`,
      'N/I',
      'Hércules Máquinas Ltda',
      'N/I',
      ADMIN_IP,
    ]);
    expect(rows[2]?.[2]).toBe(ERP_NAME);
    expect(rows[2]?.[3]).toBe(`A integração ${ERP_NAME} alterou o cadastro da empresa Aurora Têxtil S.A.`);
    expect(rows[2]?.[4]).toBe('Nome: Aurora Têxtil Ltda → Aurora Têxtil S.A.');
  });

  it('refuses an export beyond 100,000 rows in pt-BR', async () => {
    await ctx.database.db.execute(sql`
      insert into audit_events (at, action, subject_type, subject_id, company_id)
      select timestamptz '2024-01-01T12:00:00Z', 'company.upsert', 'company', '4242', 4242
      from generate_series(1, 100001)`);
    const response = await get('/api/admin/audit-events/export?companyId=4242');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(AUDIT_EXPORT_TOO_LARGE_MESSAGE);
    // A page of them still answers, with the actor gone: 'Sistema'.
    const page = await list('?companyId=4242&size=10');
    expect(page.total).toBe(100_001);
    expect(page.data[0]?.actor).toEqual({ kind: 'system', name: 'Sistema', email: null });
  });
});
