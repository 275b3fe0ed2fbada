import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { COMPANY, insertIndicatorFixtures } from '../helpers/indicator-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const BASE = '/api/public/customer/analytics';

/** Whole month, its comparison month, and a non-month period (10–20/11) with the one just before. */
const NOVEMBER = { firstDate: '2026-11-01T00:00:00', secondDate: '2026-11-30T23:59:59' };
const OCTOBER = { firstDate: '2026-10-01T00:00:00', secondDate: '2026-10-31T23:59:59' };
const MID_NOVEMBER = { firstDate: '2026-11-10T00:00:00', secondDate: '2026-11-20T23:59:59' };
const BEFORE_MID_NOVEMBER = { firstDate: '2026-10-30T00:00:00', secondDate: '2026-11-09T23:59:59' };
const LAST_TWO_DAYS = { firstDate: '2026-11-21T00:00:00', secondDate: '2026-11-22T23:59:59' };

type TPeriod = { firstDate: string; secondDate: string };

describe('Home indicators: steps, types, lead times, DI channels, storage', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  const query = (customers: string, period?: TPeriod) =>
    `customersId=${customers}${period ? `&firstDate=${period.firstDate}&secondDate=${period.secondDate}` : ''}&teamId=0`;
  const dataOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: unknown }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertIndicatorFixtures(database.db) });
    headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: 1,
        companyIds: [COMPANY.hercules, COMPANY.aurora],
      }),
    );
  });
  afterAll(() => ctx.close());

  describe('total/all', () => {
    it('without a period: today’s open processes by current step, Faturamento named beside the cards', async () => {
      const steps = (await dataOf(`${BASE}/total/all?${query('3,7')}`)) as Record<string, number>;
      expect(steps).toEqual({
        total: 7,
        inProduction: 1,
        inBooking: 1,
        inTraffic: 2,
        inClearence: 1,
        inLoading: 1,
        inClosure: 0,
        inBilling: 1,
      });
      // The figure and its parts agree: the six cards plus Faturamento are the Total.
      const { total, ...parts } = steps;
      expect(Object.values(parts).reduce((sum, count) => sum + count, 0)).toBe(total);
    });

    it('only the asked customers count', async () => {
      expect(await dataOf(`${BASE}/total/all?${query('3')}`)).toMatchObject({ total: 6, inTraffic: 1 });
      expect(await dataOf(`${BASE}/total/all?${query('7')}`)).toMatchObject({ total: 1, inTraffic: 1 });
    });

    it.each([
      ['November (month)', NOVEMBER],
      ['October (comparison month)', OCTOBER],
      ['10–20/11 (non-month)', MID_NOVEMBER],
      ['30/10–09/11 (its comparison)', BEFORE_MID_NOVEMBER],
      ['21–22/11', LAST_TWO_DAYS],
    ])(
      'with a period (%s), as the Home sends: still the open processes now, the set /processos lists',
      async (_, period) => {
        expect(await dataOf(`${BASE}/total/all?${query('3,7', period)}`)).toEqual(
          await dataOf(`${BASE}/total/all?${query('3,7')}`),
        );
      },
    );
  });

  describe('movimentacaoProcessual/all', () => {
    it.each([
      ['November', NOVEMBER, 'false', [8, 1, 2, 1, 1, 2]],
      ['October', OCTOBER, 'false', [7, 2, 1, 1, 1, 1]],
      ['10–20/11', MID_NOVEMBER, 'false', [8, 1, 2, 1, 1, 2]],
      // isVariacaoAbertura=true: opened in the period (cancelled and suspended left out).
      ['November, openings', NOVEMBER, 'true', [2, 0, 1, 0, 0, 1]],
      ['October, openings', OCTOBER, 'true', [2, 0, 1, 0, 0, 0]],
    ])('%s (isVariacaoAbertura=%s)', async (_, period, isOpening, counts) => {
      const [total, totalBKB, totalFcl, totalLcl, totalAereo, totalRodoviario] = counts;
      expect(
        await dataOf(
          `${BASE}/movimentacaoProcessual/all?${query('3,7', period)}&isVariacaoAbertura=${isOpening}`,
        ),
      ).toEqual({ total, totalBKB, totalFcl, totalLcl, totalAereo, totalRodoviario });
    });

    it('isVariacaoAbertura defaults to false', async () => {
      expect(await dataOf(`${BASE}/movimentacaoProcessual/all?${query('3,7', NOVEMBER)}`)).toMatchObject({
        total: 8,
      });
    });
  });

  describe('leadtime/all', () => {
    it('November: mean days per pair, one decimal, end date in the period; null and negative spans skipped', async () => {
      expect(await dataOf(`${BASE}/leadtime/all?${query('3,7', NOVEMBER)}`)).toEqual({
        importDeclaration: 5.7, // (3 + 4 + 10) / 3
        loading: 2, // (3 + 1) / 2
        delivery: 1.5, // (2 + 1) / 2; p23 delivered before loading
        closing: 19, // (9 + 29) / 2
        goodsReadinesDateXCustomerDeliverDate: 30, // (41 + 19) / 2
      });
    });

    it('October: only the DI registered then; a stage nothing ended in October has no mean (null, not 0)', async () => {
      expect(await dataOf(`${BASE}/leadtime/all?${query('3,7', OCTOBER)}`)).toEqual({
        importDeclaration: 2,
        loading: null,
        delivery: null,
        closing: null,
        goodsReadinesDateXCustomerDeliverDate: null,
      });
    });

    it('10–20/11 (non-month)', async () => {
      expect(await dataOf(`${BASE}/leadtime/all?${query('3,7', MID_NOVEMBER)}`)).toEqual({
        importDeclaration: 4,
        loading: 1,
        delivery: 1.5,
        closing: 9,
        goodsReadinesDateXCustomerDeliverDate: 30,
      });
    });

    it('one customer only', async () => {
      expect(await dataOf(`${BASE}/leadtime/all?${query('7', NOVEMBER)}`)).toEqual({
        importDeclaration: 4,
        loading: 1,
        delivery: 1,
        closing: null,
        goodsReadinesDateXCustomerDeliverDate: 19,
      });
    });
  });

  describe('registroDi', () => {
    it.each([
      // The DUIMP counts once, by its own channel (its stray DI date is ignored); p26 has no channel.
      ['November', NOVEMBER, [4, 1, 1, 1, 0]],
      ['October', OCTOBER, [1, 0, 0, 0, 1]],
      ['10–20/11', MID_NOVEMBER, [2, 0, 0, 1, 0]],
    ])('%s: DI/DUIMP registrations by channel', async (_, period, counts) => {
      const [total, CINZA, VERDE, AMARELO, VERMELHO] = counts;
      expect(await dataOf(`${BASE}/registroDi?${query('3,7', period)}`)).toEqual({
        total,
        CINZA,
        VERDE,
        AMARELO,
        VERMELHO,
      });
    });
  });

  describe('periodoDeArmazenagem/all', () => {
    it.each([
      ['November', NOVEMBER, [3, 1, 1, 0, 0, 1]],
      ['October', OCTOBER, [1, 0, 0, 1, 0, 0]],
      ['10–20/11', MID_NOVEMBER, [2, 0, 1, 0, 0, 1]],
    ])('%s: presence of cargo in the period by storage period', async (_, period, counts) => {
      const [total, PRIMEIRO_PERIODO, SEGUNDO_PERIODO, TERCEIRO_PERIODO, QUARTO_PERIODO, OUTROS] = counts;
      expect(await dataOf(`${BASE}/periodoDeArmazenagem/all?${query('3,7', period)}`)).toEqual({
        total,
        PRIMEIRO_PERIODO,
        SEGUNDO_PERIODO,
        TERCEIRO_PERIODO,
        QUARTO_PERIODO,
        OUTROS,
      });
    });
  });

  describe('scope and validation', () => {
    const PATHS = [
      `${BASE}/total/all`,
      `${BASE}/leadtime/all`,
      `${BASE}/registroDi`,
      `${BASE}/movimentacaoProcessual/all`,
      `${BASE}/periodoDeArmazenagem/all`,
    ];

    it.each(PATHS)('%s: a customer outside the caller’s companies answers 403 naming it', async (path) => {
      const response = await get(`${path}?${query('3,999', NOVEMBER)}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Você não tem acesso à empresa 999 informada em customersId.');
      const many = await get(`${path}?${query('154,3,999', NOVEMBER)}`);
      expect(many.statusCode).toBe(403);
      expect(many.json().message).toBe('Você não tem acesso às empresas 154, 999 informadas em customersId.');
    });

    it.each(PATHS)('%s: bad dates answer 400 with a clear message', async (path) => {
      const badDay = await get(
        `${path}?customersId=3&firstDate=2026-02-30T00:00:00&secondDate=2026-03-01T23:59:59`,
      );
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().message).toBe('Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.');
      const reversed = await get(
        `${path}?${query('3', { firstDate: NOVEMBER.secondDate, secondDate: NOVEMBER.firstDate })}`,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe('secondDate não pode ser menor que firstDate.');
    });

    it('total/all wants both dates or neither; the other calls need both', async () => {
      const half = await get(`${BASE}/total/all?customersId=3&firstDate=${NOVEMBER.firstDate}`);
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toBe('Informe firstDate e secondDate juntos, ou nenhum dos dois.');
      const missing = await get(`${BASE}/registroDi?customersId=3`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.');
    });

    it('customersId must be a list of ids', async () => {
      const response = await get(`${BASE}/total/all?customersId=3,,x`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Informe customersId como uma lista de ids separados por vírgula (ex.: 1,2,3).',
      );
    });
  });
});
