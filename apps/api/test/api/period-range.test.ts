import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/core/auth/password.ts';
import { signInTokens } from '../helpers/auth-requests.ts';
import { BI_ANA, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { FIXTURE_PASSWORD } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** `days` whole days ending on 2026-11-30. */
const periodEndingNovember30 = (days: number) => {
  const end = Date.UTC(2026, 10, 30);
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { start: day(end - (days - 1) * 86_400_000), end: day(end) };
};

/**
 * One rule per kind of call (packages/contract/src/period-range.ts): the figures of a period
 * (the import dashboard and Analytics) answer up to 731 days, the calendars' entries up to 366,
 * and every refusal is the same 400 text on the end field.
 */
describe('Period ranges: one rule per kind of call, one message', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertBiFixtures(database.db);
        await database.db
          .update(users)
          .set({ passwordHash: await hashPassword(FIXTURE_PASSWORD) })
          .where(eq(users.id, BI_ANA.id));
      },
    });
    // Both tokens as the web gets them: the sign-in, then the BI host's sign-in.
    const { access_token: accessToken } = await signInTokens(ctx.app, 'ana@cliente.example');
    const biSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/gescomex/auth',
      payload: { email: 'ana@cliente.example', password: FIXTURE_PASSWORD },
    });
    expect(biSignIn.statusCode, biSignIn.body).toBe(200);
    headers = { authorization: `Bearer ${accessToken}`, token: biSignIn.json().auth_data.token as string };
  });
  afterAll(() => ctx.close());

  const get = (url: string, query: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, query, headers });

  const figureCalls = (days: number) => {
    const { start, end } = periodEndingNovember30(days);
    const bi = { data_registro_di_inicial: start, data_registro_di_final: end };
    return [
      {
        url: '/api/public/customer/import-dashboard',
        query: { startDate: start, endDate: end },
        end: 'endDate',
      },
      { url: '/bi/valores-impostos', query: bi, end: 'data_registro_di_final' },
      { url: '/bi/valores-filtros', query: bi, end: 'data_registro_di_final' },
      { url: '/bi/valores-mapa-ncm', query: bi, end: 'data_registro_di_final' },
    ];
  };

  it('the import dashboard and Analytics answer two years and refuse a day more', async () => {
    for (const call of figureCalls(731)) {
      const response = await get(call.url, call.query);
      expect(response.statusCode, `${call.url} ${response.body}`).toBe(200);
    }
    for (const call of figureCalls(732)) {
      const response = await get(call.url, call.query);
      expect(response.statusCode, `${call.url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'O período pode ter no máximo 731 dias.',
        details: [{ path: `query.${call.end}`, message: 'O período pode ter no máximo 731 dias.' }],
      });
    }
  });

  it('the calendars and their exports answer a year and refuse a day more, with the same text', async () => {
    const year = periodEndingNovember30(366);
    const calendar = (start: string) => ({
      customerIds: '3',
      startDate: `${start}T00:00:00`,
      endDate: `${year.end}T23:59:59`,
    });
    const calls: { url: string; extra: Record<string, string> }[] = [
      { url: '/api/public/customer/operational-calendar', extra: {} },
      { url: '/api/public/customer/cash-calendar', extra: { type: 'SCREEN' } },
      { url: '/api/public/customer/cash-calendar', extra: { type: 'EXCEL' } },
    ];
    for (const { url, extra } of calls) {
      const fits = await get(url, { ...calendar(year.start), ...extra });
      expect(fits.statusCode, `${url} ${fits.body}`).toBe(200);
      const tooLong = await get(url, { ...calendar(periodEndingNovember30(367).start), ...extra });
      expect(tooLong.statusCode, `${url} ${tooLong.body}`).toBe(400);
      expect(tooLong.json()).toMatchObject({
        message: 'O período pode ter no máximo 366 dias.',
        details: [{ path: 'query.endDate', message: 'O período pode ter no máximo 366 dias.' }],
      });
    }
  });
});
