import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCredential } from '@pc/contract/user';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { ENTITLEMENTS_CHANGE_REFUSED } from '../../src/core/ingestion/ingest-company.ts';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import {
  FIXTURE_PASSWORD,
  advanceIdentitySequences,
  insertAuthFixtures,
  insertUser,
} from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { BI_ANALYTICS_FORBIDDEN_MESSAGE } from '@pc/contract/bi';

const CNPJ = '12.345.678/0001-90';
const CNPJ_DIGITS = '12345678000190';
const USER = { id: 60, email: 'dora@nova.example' };
const PERIOD = 'data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-11-30';
const ANALYTICS_FORBIDDEN = BI_ANALYTICS_FORBIDDEN_MESSAGE;
const NONE = {
  analytics: false,
  transitTime: false,
  delayedEtd: false,
  cashCalendarTxt: false,
  landedCost: false,
};

describe('company entitlements as data', () => {
  let ctx: TTestApp;
  let erpToken: string;
  let companyId: number;
  /** The user's access token and BI token, obtained once: the entitlement is checked per call. */
  let session: { authorization: string; token: string };

  const serviceToken = async (companyIds: number[] | null) => {
    const client = await createServiceClient({ db: ctx.database.db, name: 'ERP', companyIds });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  };
  const upsert = (body: Record<string, unknown>, token = erpToken) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/companies/${encodeURIComponent(CNPJ)}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const biTaxes = () =>
    ctx.app.inject({ method: 'GET', url: `/bi/valores-impostos?${PERIOD}`, headers: session });
  const credentialCompany = async () => {
    const response = await ctx.app.inject({
      url: '/credential',
      headers: { authorization: session.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TCredential }>().data.person.companies.find(({ id }) => id === companyId);
  };
  const storedFlags = async () =>
    (
      await ctx.database.db
        .select({ hasAnalytics: companies.hasAnalytics, hasTransitTime: companies.hasTransitTime })
        .from(companies)
        .where(eq(companies.id, companyId))
    )[0];

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async ({ db }) => {
        await insertAuthFixtures(db);
        await advanceIdentitySequences(db, ['companies', 'users']);
      },
    });
    erpToken = await serviceToken(null);

    const created = await upsert({ name: 'Nova Importadora Ltda', entitlements: { analytics: true } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ result: 'created', cnpj: CNPJ_DIGITS });
    companyId = created.json<{ id: number }>().id;

    await insertUser(ctx.database.db, { ...USER, companyIds: [companyId] });
    const { access_token: accessToken } = await signInTokens(ctx.app, USER.email);
    const bi = await ctx.app.inject({
      method: 'POST',
      url: '/gescomex/auth',
      payload: { email: USER.email, password: FIXTURE_PASSWORD },
    });
    expect(bi.statusCode, bi.body).toBe(200);
    session = { ...bearer(accessToken), token: bi.json<{ auth_data: { token: string } }>().auth_data.token };
  });
  afterAll(() => ctx.close());

  it('a company created with analytics opens /bi/* for its user, and GET /credential shows the flags', async () => {
    expect((await biTaxes()).statusCode).toBe(200);
    expect(await credentialCompany()).toMatchObject({
      federalID: CNPJ_DIGITS,
      entitlements: { ...NONE, analytics: true },
    });
  });

  it('an upsert without entitlements keeps them; flags not sent keep theirs', async () => {
    expect((await upsert({ name: 'Nova Importadora Ltda' })).json()).toMatchObject({ result: 'unchanged' });
    expect((await upsert({ name: 'Nova Importadora S.A.' })).json()).toMatchObject({ result: 'updated' });
    expect((await upsert({ name: 'Nova Importadora S.A.', entitlements: {} })).json()).toMatchObject({
      result: 'unchanged',
    });
    expect(
      (await upsert({ name: 'Nova Importadora S.A.', entitlements: { analytics: true } })).json(),
    ).toMatchObject({ result: 'unchanged' });
    expect(
      (await upsert({ name: 'Nova Importadora S.A.', entitlements: { transitTime: true } })).json(),
    ).toMatchObject({ result: 'updated' });
    expect(await storedFlags()).toEqual({ hasAnalytics: true, hasTransitTime: true });
    expect((await credentialCompany())?.entitlements).toEqual({
      ...NONE,
      analytics: true,
      transitTime: true,
    });
    expect((await biTaxes()).statusCode).toBe(200);
  });

  it('analytics switched off through the ingestion API: the very next /bi call of the same tokens is 403', async () => {
    const off = await upsert({ name: 'Nova Importadora S.A.', entitlements: { analytics: false } });
    expect(off.json()).toMatchObject({ result: 'updated' });
    const refused = await biTaxes();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ANALYTICS_FORBIDDEN);
    expect((await credentialCompany())?.entitlements).toEqual({ ...NONE, transitTime: true });
  });

  it('switched in the database, the check follows at once both ways', async () => {
    const setAnalytics = (hasAnalytics: boolean) =>
      ctx.database.db.update(companies).set({ hasAnalytics }).where(eq(companies.id, companyId));
    await setAnalytics(true);
    expect((await biTaxes()).statusCode).toBe(200);
    await setAnalytics(false);
    expect((await biTaxes()).statusCode).toBe(403);
  });

  it('a client limited to the company keeps it but may not change its entitlements', async () => {
    const limited = await serviceToken([companyId]);
    const refused = await upsert(
      { name: 'Nova Importadora S.A.', entitlements: { analytics: true } },
      limited,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ENTITLEMENTS_CHANGE_REFUSED);
    expect(await storedFlags()).toEqual({ hasAnalytics: false, hasTransitTime: true });
    // Sending what is stored changes nothing, and the name stays the limited client's to keep.
    expect(
      (await upsert({ name: 'Nova Importadora S.A.', entitlements: { transitTime: true } }, limited)).json(),
    ).toMatchObject({ result: 'unchanged' });
    expect((await upsert({ name: 'Nova Importadora Filial' }, limited)).json()).toMatchObject({
      result: 'updated',
    });
  });

  it('refuses a malformed entitlements object in pt-BR, writing nothing', async () => {
    const cases = [
      [{ analytics: 'sim' }, 'Informe entitlements.analytics como true ou false.'],
      [{ analitics: true }, 'Campo desconhecido em entitlements: analitics.'],
      [
        null,
        'Informe entitlements como um objeto com analytics, transitTime, delayedEtd, cashCalendarTxt e landedCost (true ou false).',
      ],
    ] as const;
    for (const [entitlements, message] of cases) {
      const response = await upsert({ name: 'Outro Nome', entitlements });
      expect(response.statusCode, JSON.stringify(entitlements)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedFlags()).toEqual({ hasAnalytics: false, hasTransitTime: true });
  });

  it('a new company without entitlements holds none', async () => {
    const created = await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/companies/11444777000161',
      headers: { authorization: `Bearer ${erpToken}` },
      payload: { name: 'Sem Funcionalidades Ltda' },
    });
    expect(created.json()).toMatchObject({ result: 'created' });
    const [row] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, created.json<{ id: number }>().id));
    expect(row).toMatchObject({
      hasAnalytics: false,
      hasTransitTime: false,
      hasDelayedEtd: false,
      hasCashCalendarTxt: false,
    });
  });
});
