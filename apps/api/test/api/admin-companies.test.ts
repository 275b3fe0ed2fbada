import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_ENTITLEMENTS_UPDATE_ACTION,
  type TAdminCompaniesResponse,
  type TAdminCompany,
} from '@pc/contract/admin-companies';
import type { TCompanyEntitlements } from '@pc/contract/entitlements';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { COMPANY_NAME_KEY } from '../../src/features/admin/company-name-sql.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { userCompanies } from '../../src/db/schema/users.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { createAccessToken } from '../helpers/auth-token.ts';
import { BI_BRUNO, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example' };
const ADMIN = { id: 11, email: 'carla@portal.example' };
const ADMIN_IP = '203.0.113.9';

/** Companies that page: 'EMPRESA PAGINADA 01'…'25', CNPJ 4100000000000n. */
const PAGED = Array.from({ length: 25 }, (_, index) => ({
  id: 1000 + index,
  name: `EMPRESA PAGINADA ${String(index + 1).padStart(2, '0')}`,
  federalId: `41${String(index).padStart(12, '0')}`,
}));
/** Names holding LIKE's wildcards, to show they are searched as text. */
const WILDCARDS = [
  { id: 2001, name: '100% ALGODÃO LTDA', federalId: '52000000000101' },
  { id: 2002, name: 'TINTAS_AZUIS LTDA', federalId: '52000000000202' },
  { id: 2003, name: 'TINTASXAZUIS LTDA', federalId: '52000000000303' },
];
/** Names that a plain byte order would misplace (an accent, lower case). */
const ORDERING = [
  { id: 2004, name: 'HORTA VERDE LTDA', federalId: '53000000000104' },
  { id: 2005, name: 'alfa minúscula ltda', federalId: '53000000000205' },
];

const PERIOD = 'data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-11-30';
const NONE: TCompanyEntitlements = {
  analytics: false,
  transitTime: false,
  delayedEtd: false,
  cashCalendarTxt: false,
  landedCost: false,
};

/**
 * The back-office's Empresas: the staff page through every company with its figures;
 * an admin switches what a company may see, which holds for its users from their next call, and
 * every switch is audited.
 */
describe('back-office companies (/api/admin/companies)', () => {
  let ctx: TTestApp;
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async ({ db }) => {
        // Companies 3 (HÉRCULES), 7 (AURORA), 500 (MAR ABERTO), 999 (OUTRA EMPRESA); Ana (3, 7, 500)
        // and Bruno (500); processes 1, 2, 6 of company 3, 3 of 7, 4 of 500, 5 of 999.
        await insertBiFixtures(db);
        await db
          .update(companies)
          .set({ hasAnalytics: true })
          .where(inArray(companies.id, [3, 7]));
        await db
          .update(companies)
          .set({ hasAnalytics: false })
          .where(inArray(companies.id, [500, 999]));
        await db.update(companies).set({ hasDelayedEtd: true }).where(eq(companies.id, 3));
        await db.insert(companies).values([...PAGED, ...WILDCARDS, ...ORDERING]);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        // Company 3: Ana and the staff member; the newest of its changes is what it shows.
        await db.insert(userCompanies).values({ userId: STAFF.id, companyId: 3 });
        const change = { field: 'step', source: 'INGESTION', author: 'ERP' } as const;
        await db.insert(processChanges).values([
          { ...change, companyId: 3, processId: 1, changedAt: new Date('2026-11-20T13:00:00Z') },
          { ...change, companyId: 3, processId: 2, changedAt: new Date('2026-11-24T18:30:00Z') },
          { ...change, companyId: 7, processId: 3, changedAt: new Date('2026-10-02T09:00:00Z') },
        ]);
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
  });
  afterAll(() => ctx.close());

  const list = async (query = '', token = tokens.staff) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/companies${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAdminCompaniesResponse>();
  };
  const namesOf = (answer: TAdminCompaniesResponse) => answer.data.map((company) => company.name);

  const put = (id: number | string, body: unknown, token = tokens.admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${id}/entitlements`,
      headers: bearer(token),
      remoteAddress: ADMIN_IP,
      payload: body as object,
    });

  /** Bruno (company 500 only) asks the BI host for his figures. */
  const brunoBi = async () =>
    ctx.app.inject({
      method: 'GET',
      url: `/bi/valores-vmld-icms?${PERIOD}`,
      headers: {
        authorization: `Bearer ${await createAccessToken({ config: ctx.config, userId: BI_BRUNO.id, companyIds: BI_BRUNO.companyIds })}`,
        token: await signBiToken({
          signingKeys: ctx.config.JWT_SIGNING_KEYS,
          userId: BI_BRUNO.id,
          sessionVersion: 0,
          now: new Date(),
          ttlSeconds: 3600,
        }),
      },
    });

  it('pages through every company by name (accents and case aside), 25 by default', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, size: 25, total: 34 });
    expect(first.data).toHaveLength(25);
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, size: 25, total: 34 });
    const all = [...namesOf(first), ...namesOf(second)];
    expect(new Set(all).size).toBe(34);
    expect(all.slice(0, 4)).toEqual([
      '100% ALGODÃO LTDA',
      'alfa minúscula ltda',
      'AURORA TÊXTIL LTDA',
      'EMPRESA PAGINADA 01',
    ]);
    expect(all.slice(27, 32)).toEqual([
      'EMPRESA PAGINADA 25',
      'HÉRCULES MÁQUINAS LTDA',
      'HORTA VERDE LTDA',
      'MAR ABERTO LTDA',
      'OUTRA EMPRESA LTDA',
    ]);
    // The two TINTAS differ by '_' and 'x', which collations order differently.
    expect(all.slice(32).toSorted()).toEqual(['TINTASXAZUIS LTDA', 'TINTAS_AZUIS LTDA']);

    const small = await list('?page=3&size=10');
    expect(small).toMatchObject({ page: 3, size: 10, total: 34 });
    expect(namesOf(small)).toEqual(all.slice(20, 30));
    expect((await list('?page=9')).data).toEqual([]);
  });

  it('shows each company’s users, processes, newest change and entitlements', async () => {
    const byId = new Map((await list('?size=100')).data.map((company) => [company.id, company]));
    expect(byId.get(3)).toEqual<TAdminCompany>({
      id: 3,
      name: 'HÉRCULES MÁQUINAS LTDA',
      federalID: '33000167000101',
      isCustomer: true,
      isCustomBroker: false,
      userCount: 2,
      processCount: 3,
      lastDataAt: '2026-11-24T18:30:00.000Z',
      // The demo gives the landed cost with Analytics (seed/demo-entitlements.ts).
      entitlements: { ...NONE, analytics: true, delayedEtd: true, landedCost: true },
    });
    expect(byId.get(7)).toMatchObject({
      userCount: 1,
      processCount: 1,
      lastDataAt: '2026-10-02T09:00:00.000Z',
      entitlements: { ...NONE, analytics: true, landedCost: true },
    });
    expect(byId.get(500)).toMatchObject({ userCount: 2, processCount: 1, lastDataAt: null });
    expect(byId.get(1000)).toMatchObject({
      userCount: 0,
      processCount: 0,
      lastDataAt: null,
      entitlements: NONE,
    });
  });

  it('searches the name (case and accents ignored, wildcards as text) or the CNPJ by its first digits', async () => {
    expect(namesOf(await list('?search=aurora'))).toEqual(['AURORA TÊXTIL LTDA']);
    expect(namesOf(await list(`?search=${encodeURIComponent(' têxtil ')}`))).toEqual(['AURORA TÊXTIL LTDA']);
    expect(namesOf(await list('?search=hercules%20maquinas'))).toEqual(['HÉRCULES MÁQUINAS LTDA']);
    expect(namesOf(await list('?search=%25'))).toEqual(['100% ALGODÃO LTDA']);
    expect(namesOf(await list('?search=TINTAS_'))).toEqual(['TINTAS_AZUIS LTDA']);
    // Nor are a regular expression's symbols: '.' is a dot, an unbalanced '(' is no error.
    expect((await list('?search=TINTAS.')).total).toBe(0);
    for (const symbols of ['(', '[', '*', '\\', 'a{2', '|']) {
      expect((await list(`?search=${encodeURIComponent(symbols)}`)).total, symbols).toBe(0);
    }
    expect(namesOf(await list('?search=07000'))).toEqual(['AURORA TÊXTIL LTDA']);
    expect(namesOf(await list(`?search=${encodeURIComponent('07.000.000/0001')}`))).toEqual([
      'AURORA TÊXTIL LTDA',
    ]);
    // A prefix, not a part: these digits are inside AURORA's CNPJ but do not start it.
    expect((await list('?search=0000000107')).total).toBe(0);
    const paged = await list('?search=PAGINADA&size=10&page=2');
    expect(paged.total).toBe(25);
    expect(namesOf(paged)).toEqual(PAGED.slice(10, 20).map((company) => company.name));
    expect(await list('?search=nada%20assim')).toMatchObject({ data: [], total: 0 });
  });

  it('answers any search text without a server error (the fuzz suite stops at the role guard)', async () => {
    const pool = [...'aãçéZ09 .,;:-_%*+?^$|()[]{}\\/\'"<>~!@#&=`', '👍', 'ß', 'ǅ', '\u00a0'];
    let seed = 37;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let index = 0; index < 150; index += 1) {
      const length = 1 + (next() % 40);
      const text = Array.from({ length }, () => pool[next() % pool.length]).join('');
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/companies?search=${encodeURIComponent(text)}`,
        headers: bearer(tokens.staff),
      });
      expect(response.statusCode, text).toBe(200);
    }
  });

  it('walks the name index for a page: the order key is the one migration 0018 indexes', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      // With 34 companies a scan is cheaper; forbid it to see whether the index matches at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select ${companies.id} from ${companies} order by ${COMPANY_NAME_KEY}, ${companies.id} limit 25`,
      );
    });
    expect(JSON.stringify(plan)).toContain('companies_name_key_idx');
  });

  it('filters by an entitlement, with the search too', async () => {
    expect(namesOf(await list('?entitlement=analytics'))).toEqual([
      'AURORA TÊXTIL LTDA',
      'HÉRCULES MÁQUINAS LTDA',
    ]);
    expect(namesOf(await list('?entitlement=delayedEtd'))).toEqual(['HÉRCULES MÁQUINAS LTDA']);
    expect(namesOf(await list('?entitlement=analytics&search=aur'))).toEqual(['AURORA TÊXTIL LTDA']);
    expect((await list('?entitlement=cashCalendarTxt')).total).toBe(0);
  });

  it('refuses a bad query in pt-BR', async () => {
    const cases: [string, string][] = [
      ['?size=5', 'Informe size como um número inteiro entre 10 e 100.'],
      ['?size=101', 'Informe size como um número inteiro entre 10 e 100.'],
      ['?page=0', 'Informe page como um número inteiro entre 1 e 2147483647.'],
      [
        '?entitlement=tudo',
        'Informe entitlement como um destes valores: analytics, transitTime, delayedEtd, cashCalendarTxt, landedCost.',
      ],
      [`?search=${'a'.repeat(101)}`, 'search deve ter no máximo 100 caracteres.'],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/companies${query}`,
        headers: bearer(tokens.staff),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('lets an admin switch a company’s entitlements: its users are held to them at their next call, and it is audited', async () => {
    expect((await brunoBi()).statusCode).toBe(403);

    const granted = { ...NONE, analytics: true, cashCalendarTxt: true };
    const response = await put(500, granted);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 500,
      name: 'MAR ABERTO LTDA',
      userCount: 2,
      processCount: 1,
      entitlements: granted,
    });
    const [row] = await ctx.app.db.select().from(companies).where(eq(companies.id, 500));
    expect(row).toMatchObject({
      hasAnalytics: true,
      hasTransitTime: false,
      hasDelayedEtd: false,
      hasCashCalendarTxt: true,
    });
    // The same tokens, no new sign-in: the server reads the switches at each call.
    expect((await brunoBi()).statusCode).toBe(200);

    expect((await put(500, NONE)).statusCode).toBe(200);
    expect((await brunoBi()).statusCode).toBe(403);

    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, 500))
      .orderBy(asc(auditEvents.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorUserId: ADMIN.id,
      actorClientId: null,
      action: COMPANY_ENTITLEMENTS_UPDATE_ACTION,
      subjectType: 'company',
      subjectId: '500',
      before: NONE,
      after: granted,
      ip: ADMIN_IP,
    });
    expect(audit[0]?.at).toBeInstanceOf(Date);
    expect(audit[1]).toMatchObject({ before: granted, after: NONE });
  });

  it('records nothing when the switches are the ones the company has', async () => {
    const before = await ctx.app.db.select().from(auditEvents);
    const response = await put(7, { ...NONE, analytics: true, landedCost: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entitlements).toEqual({ ...NONE, analytics: true, landedCost: true });
    expect(await ctx.app.db.select().from(auditEvents)).toEqual(before);
  });

  it('answers 404 in pt-BR for an unknown company, 400 in pt-BR for a bad body, 403 to the staff', async () => {
    const unknown = await put(424242, NONE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: ADMIN_COMPANY_NOT_FOUND_MESSAGE });

    const incomplete = await put(7, { analytics: true, transitTime: 'sim' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(
      'Informe transitTime como true ou false. Informe delayedEtd como true ou false. Informe cashCalendarTxt como true ou false. Informe landedCost como true ou false.',
    );
    const unknownField = await put(7, { ...NONE, analytics: true, reports: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe('Campo desconhecido: reports.');
    expect((await list('?entitlement=analytics')).total).toBe(2);

    const staff = await put(7, NONE, tokens.staff);
    expect(staff.statusCode).toBe(403);
    const [aurora] = await ctx.app.db.select().from(companies).where(eq(companies.id, 7));
    expect(aurora?.hasAnalytics).toBe(true);
  });
});
