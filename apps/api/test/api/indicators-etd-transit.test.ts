import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { COMPANY, insertIndicatorFixtures } from '../helpers/indicator-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const BASE = '/api/public/customer/analytics';
const ETD = `${BASE}/getHerculesEtdIndicator`;
const TRANSIT = `${BASE}/averageByOriginLeadTimeIndicator`;
const FILTERS = `${BASE}/averageByOriginLeadTimeIndicatorFilters`;
const NOVEMBER = 'firstDate=2026-11-01T00:00:00&secondDate=2026-11-30T23:59:59';
const OCTOBER = 'firstDate=2026-10-01T00:00:00&secondDate=2026-10-31T23:59:59';

describe('ETD Atrasados and TRANSIT TIME', () => {
  let ctx: TTestApp;

  const get = async (url: string, companyIds: number[]) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: authHeader(await createAccessToken({ config: ctx.config, userId: 1, companyIds })),
    });
  const dataOf = async (url: string, companyIds: number[]) => {
    const response = await get(url, companyIds);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: unknown }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertIndicatorFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  describe('GET getHerculesEtdIndicator', () => {
    it('company 3: ids with the ETD in the period more than 7 days after the initial ETD, by ETD', async () => {
      expect(await dataOf(`${ETD}?${NOVEMBER}`, [COMPANY.hercules])).toEqual([31]);
      expect(await dataOf(`${ETD}?${OCTOBER}`, [COMPANY.hercules])).toEqual([37]);
    });

    it('a company entitled by its data counts whatever its id; other companies of the caller never count', async () => {
      expect(await dataOf(`${ETD}?${NOVEMBER}`, [COMPANY.etdByCnpj])).toEqual([33]);
      expect(
        await dataOf(`${ETD}?${NOVEMBER}`, [
          COMPANY.aurora,
          COMPANY.hercules,
          COMPANY.etdByCnpj,
          COMPANY.nearCnpj,
        ]),
      ).toEqual([31, 33]);
    });

    it('a non-month period', async () => {
      expect(
        await dataOf(`${ETD}?firstDate=2026-11-10T00:00:00&secondDate=2026-11-20T23:59:59`, [
          COMPANY.hercules,
          COMPANY.etdByCnpj,
        ]),
      ).toEqual([33]);
    });

    it.each([
      ['company 7', [COMPANY.aurora]],
      ['a CNPJ one digit away', [COMPANY.nearCnpj]],
      ['no company', []],
    ])('%s answers 403', async (_, companyIds) => {
      const response = await get(`${ETD}?${NOVEMBER}`, companyIds);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'O indicador ETD Atrasados não está disponível para as suas empresas.',
      );
    });

    it('the entitlement is read at every call: switched on for company 7, its next call answers', async () => {
      const db = ctx.database.db as TDatabase;
      const setAurora = (hasDelayedEtd: boolean) =>
        db.update(companies).set({ hasDelayedEtd }).where(eq(companies.id, COMPANY.aurora));
      try {
        await setAurora(true);
        expect(await dataOf(`${ETD}?${NOVEMBER}`, [COMPANY.aurora])).toEqual([34]);
        expect(await dataOf(`${ETD}?${NOVEMBER}`, [COMPANY.aurora, COMPANY.hercules])).toEqual([31, 34]);
      } finally {
        await setAurora(false);
      }
      expect((await get(`${ETD}?${NOVEMBER}`, [COMPANY.aurora])).statusCode).toBe(403);
    });

    it('bad dates answer 400', async () => {
      const response = await get(`${ETD}?firstDate=2026-11-01&secondDate=2026-11-30T23:59:59`, [
        COMPANY.hercules,
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.');
    });
  });

  describe('GET averageByOriginLeadTimeIndicator', () => {
    const url = (params: string) => `${TRANSIT}?startDate=2026-11-01&endDate=2026-11-30&${params}`;

    it('mean departure→arrival days by origin, place of loading and mode, sorted pt-BR', async () => {
      expect(await dataOf(url('companiesIds=154'), [COMPANY.transit])).toEqual([
        {
          countryOrigin: 'Alemanha',
          boardingPlace: 'Hamburg',
          wayOfTransport: 'MARITIMA',
          avaregeOfDays: 24.5,
        },
        { countryOrigin: 'China', boardingPlace: 'Ningbo', wayOfTransport: 'AEREA', avaregeOfDays: 3 },
        { countryOrigin: 'China', boardingPlace: 'Shanghai', wayOfTransport: 'MARITIMA', avaregeOfDays: 33 },
        { countryOrigin: 'Índia', boardingPlace: 'Chennai', wayOfTransport: 'MARITIMA', avaregeOfDays: 32 },
      ]);
    });

    it('several companies; accented names sort as in Portuguese (Índia before Japão)', async () => {
      const rows = (await dataOf(url('companiesIds=154,7'), [COMPANY.transit, COMPANY.aurora])) as {
        countryOrigin: string;
        avaregeOfDays: number;
      }[];
      expect(rows.map((row) => row.countryOrigin)).toEqual(['Alemanha', 'China', 'China', 'Índia', 'Japão']);
      expect(rows.at(-1)?.avaregeOfDays).toBe(41);
    });

    it.each([
      [
        'origins="China"',
        [
          ['Ningbo', 3],
          ['Shanghai', 33],
        ],
      ],
      ['modais="AEREA"', [['Ningbo', 3]]],
      [
        'placesOfLoading="Shanghai","Hamburg"',
        [
          ['Hamburg', 24.5],
          ['Shanghai', 33],
        ],
      ],
      [
        'origins="China","Índia"&modais="MARITIMA"',
        [
          ['Shanghai', 33],
          ['Chennai', 32],
        ],
      ],
      [
        'origins=&modais=&placesOfLoading=',
        [
          ['Hamburg', 24.5],
          ['Ningbo', 3],
          ['Shanghai', 33],
          ['Chennai', 32],
        ],
      ],
      ['origins="Japão"', []],
    ])('filters %s', async (filters, expected) => {
      const rows = (await dataOf(url(`companiesIds=154&${encodeURI(filters)}`), [COMPANY.transit])) as {
        boardingPlace: string;
        avaregeOfDays: number;
      }[];
      expect(rows.map((row) => [row.boardingPlace, row.avaregeOfDays])).toEqual(expected);
    });

    it('October: a one-day period and a whole month', async () => {
      expect(
        await dataOf(`${TRANSIT}?startDate=2026-10-05&endDate=2026-10-05&companiesIds=154`, [
          COMPANY.transit,
        ]),
      ).toEqual([
        { countryOrigin: 'Japão', boardingPlace: 'Tokyo', wayOfTransport: 'AEREA', avaregeOfDays: 4 },
      ]);
      expect(
        await dataOf(`${TRANSIT}?startDate=2026-10-01&endDate=2026-10-31&companiesIds=154`, [
          COMPANY.transit,
        ]),
      ).toHaveLength(1);
    });

    it('only users with company 154 (403 otherwise), and only their companies (403)', async () => {
      const withoutTransit = await get(url('companiesIds=3'), [COMPANY.hercules, COMPANY.aurora]);
      expect(withoutTransit.statusCode).toBe(403);
      expect(withoutTransit.json().message).toBe(
        'O indicador de Transit Time não está disponível para as suas empresas.',
      );
      const foreign = await get(url('companiesIds=154,999'), [COMPANY.transit]);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('Você não tem acesso à empresa 999 informada em companiesIds.');
    });

    it('bad dates and bad modes answer 400 with the messages', async () => {
      const reversed = await get(`${TRANSIT}?startDate=2026-11-30&endDate=2026-11-01&companiesIds=154`, [
        COMPANY.transit,
      ]);
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe('A data final não pode ser menor que a data inicial');
      const format = await get(`${TRANSIT}?startDate=01/11/2026&endDate=2026-11-30&companiesIds=154`, [
        COMPANY.transit,
      ]);
      expect(format.statusCode).toBe(400);
      expect(format.json().message).toBe('Informe startDate no formato yyyy-MM-dd.');
      const mode = await get(url('companiesIds=154&modais=%22NAVIO%22'), [COMPANY.transit]);
      expect(mode.statusCode).toBe(400);
      expect(mode.json().message).toContain('Use AEREA, MARITIMA ou RODOVIARIA em modais.');
    });
  });

  describe('GET averageByOriginLeadTimeIndicatorFilters', () => {
    it('distinct origins and places of loading of the given companies (with a transit), sorted pt-BR', async () => {
      expect(await dataOf(`${FILTERS}?companiesIds=154`, [COMPANY.transit])).toEqual({
        origins: ['Alemanha', 'China', 'Índia', 'Japão'],
        placesOfLoading: ['Chennai', 'Hamburg', 'Ningbo', 'Shanghai', 'Tokyo'],
      });
      expect(await dataOf(`${FILTERS}?companiesIds=7`, [COMPANY.transit, COMPANY.aurora])).toEqual({
        origins: ['Japão'],
        placesOfLoading: ['Yokohama'],
      });
    });

    it('403 without company 154 or for a company outside the caller’s', async () => {
      expect((await get(`${FILTERS}?companiesIds=7`, [COMPANY.aurora])).statusCode).toBe(403);
      const foreign = await get(`${FILTERS}?companiesIds=999`, [COMPANY.transit]);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('Você não tem acesso à empresa 999 informada em companiesIds.');
    });
  });
});
