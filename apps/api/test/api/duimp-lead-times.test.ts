import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIngestDuimpInput } from '@pc/contract/duimp';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { BI_ANA, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { COMPANY, insertIndicatorFixtures } from '../helpers/indicator-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

type TLpco = NonNullable<TIngestDuimpInput['lpcos']>[number];

const lpco = (
  number: string,
  agency: string,
  status: string,
  requestedOn: string,
  decidedOn?: string,
): TLpco => ({
  number,
  agency,
  status,
  requestedOn,
  ...(decidedOn ? { decidedOn } : {}),
});

/** A registered DUIMP whose channel came on `channelAssignedOn`, with these LPCOs. */
const duimpOf = (number: string, fields: Partial<TIngestDuimpInput>): TIngestDuimpInput => ({
  number,
  version: 1,
  situation: 'EM_ANALISE_FISCAL',
  channel: 'VERDE',
  ...fields,
});

/**
 * The DUIMP era's lead times from the current version of each DUIMP: "registro → canal" (registration
 * to the day the channel came) and, per agency, an LPCO's request to its grant. An LPCO not granted,
 * or with its days out of order, is no sample; another company's DUIMP never counts.
 */
const putDuimp = async (ctx: TTestApp, identification: number, body: TIngestDuimpInput) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/integration/processes/${identification}/duimp`,
    headers: await createServiceHeader({ db: ctx.database.db, config: ctx.config }),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('DUIMP lead times in the BI (Lead Times block, from the analytics store)', () => {
  let ctx: TTestApp;
  const PERIOD = 'data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-11-30';

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  const duimpOfLeadTimes = async (query: string) => {
    const headers = {
      ...authHeader(
        await createAccessToken({ config: ctx.config, userId: BI_ANA.id, companyIds: BI_ANA.companyIds }),
      ),
      token: await signBiToken({
        signingKeys: ctx.config.JWT_SIGNING_KEYS,
        userId: BI_ANA.id,
        sessionVersion: 0,
        now: new Date(),
        ttlSeconds: 3600,
      }),
    };
    const response = await ctx.app.inject({ method: 'GET', url: `/bi/lead-times?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dados.duimp;
  };

  it('reads no sample before any DUIMP has its channel day or a granted LPCO', async () => {
    expect(await duimpOfLeadTimes(PERIOD)).toEqual({
      'registro-x-canal': 0,
      processos: 0,
      'lpco-pedido-x-deferimento': [],
    });
  });

  it('averages registration → channel per DUIMP and request → grant per agency, as the ERP sends them', async () => {
    // Process 2 (company 3, air): channel 3 days after registration; MAPA 6 days, Anvisa 12; an
    // Inmetro LPCO still in analysis and a MAPA one decided before its request are no sample.
    await putDuimp(
      ctx,
      20_002,
      duimpOf('26BR00000000002', {
        registeredOn: '2026-11-20',
        channelAssignedOn: '2026-11-23',
        lpcos: [
          lpco('I2600000001', 'MAPA', 'DEFERIDO', '2026-11-10', '2026-11-16'),
          lpco('I2600000002', 'ANVISA', 'DEFERIDO', '2026-11-01', '2026-11-13'),
          lpco('I2600000003', 'INMETRO', 'EM_ANALISE', '2026-11-12'),
          lpco('I2600000004', 'MAPA', 'DEFERIDO', '2026-11-18', '2026-11-17'),
        ],
      }),
    );
    // Process 1 (company 3, sea): channel the next day; MAPA 2 days.
    await putDuimp(
      ctx,
      20_001,
      duimpOf('26BR00000000001', {
        registeredOn: '2026-10-05',
        channelAssignedOn: '2026-10-06',
        lpcos: [lpco('I2600000005', 'MAPA', 'DEFERIDO', '2026-10-01', '2026-10-03')],
      }),
    );
    // Process 5 is company 999's, which Ana does not have: its 100 days never count.
    await putDuimp(
      ctx,
      20_005,
      duimpOf('26BR00000000005', {
        registeredOn: '2026-11-05',
        channelAssignedOn: '2026-11-25',
        lpcos: [lpco('I2600000006', 'ANVISA', 'DEFERIDO', '2026-08-01', '2026-11-09')],
      }),
    );

    expect(await duimpOfLeadTimes(PERIOD)).toEqual({
      'registro-x-canal': 2,
      processos: 2,
      'lpco-pedido-x-deferimento': [
        { orgao: 'ANVISA', dias: 12, lpcos: 1 },
        { orgao: 'MAPA', dias: 4, lpcos: 2 },
      ],
    });
    // The drawer's filters narrow them as they narrow the other lead times.
    expect(await duimpOfLeadTimes(`${PERIOD}&modal=AEREA`)).toEqual({
      'registro-x-canal': 3,
      processos: 1,
      'lpco-pedido-x-deferimento': [
        { orgao: 'ANVISA', dias: 12, lpcos: 1 },
        { orgao: 'MAPA', dias: 6, lpcos: 1 },
      ],
    });
  });

  it('follows a new version: the current one decides, and the store is in step when the PUT answers', async () => {
    await putDuimp(
      ctx,
      20_001,
      duimpOf('26BR00000000001', {
        version: 2,
        registeredOn: '2026-10-05',
        channelAssignedOn: '2026-10-10',
        lpcos: [lpco('I2600000005', 'MAPA', 'DEFERIDO', '2026-10-01', '2026-10-09')],
      }),
    );
    expect(await duimpOfLeadTimes(PERIOD)).toEqual({
      'registro-x-canal': 4,
      processos: 2,
      'lpco-pedido-x-deferimento': [
        { orgao: 'ANVISA', dias: 12, lpcos: 1 },
        { orgao: 'MAPA', dias: 7, lpcos: 2 },
      ],
    });
  });
});

describe('DUIMP lead times on the Home (TRANSIT TIME tab)', () => {
  let ctx: TTestApp;
  const URL = '/api/public/customer/analytics/duimpLeadTimeIndicator';
  const url = (params: string) => `${URL}?startDate=2026-11-01&endDate=2026-11-30&${params}`;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertIndicatorFixtures(database.db) });
    // Processes 43 (air, Ningbo, arrived 04/11), 44 (sea, Chennai, 02/11) and 48 (sea, no departure,
    // 06/11) of company 154; 49 is company 7's; 47 arrived in October.
    await putDuimp(
      ctx,
      10_043,
      duimpOf('26BR00000000043', {
        registeredOn: '2026-11-05',
        channelAssignedOn: '2026-11-06',
        lpcos: [lpco('I2600000043', 'ANVISA', 'DEFERIDO', '2026-10-20', '2026-10-30')],
      }),
    );
    await putDuimp(
      ctx,
      10_044,
      duimpOf('26BR00000000044', {
        registeredOn: '2026-11-03',
        channelAssignedOn: '2026-11-06',
        lpcos: [lpco('I2600000044', 'MAPA', 'DEFERIDO', '2026-10-25', '2026-10-28')],
      }),
    );
    // Waiting for its channel: no sample for "registro → canal", its LPCO still counts.
    await putDuimp(
      ctx,
      10_048,
      duimpOf('26BR00000000048', {
        channel: null,
        situation: 'AGUARDANDO_PARAMETRIZACAO',
        registeredOn: '2026-11-07',
        lpcos: [lpco('I2600000048', 'MAPA', 'DEFERIDO', '2026-10-20', '2026-10-25')],
      }),
    );
    await putDuimp(
      ctx,
      10_047,
      duimpOf('26BR00000000047', { registeredOn: '2026-10-06', channelAssignedOn: '2026-10-26' }),
    );
    await putDuimp(
      ctx,
      10_049,
      duimpOf('26BR00000000049', { registeredOn: '2026-11-12', channelAssignedOn: '2026-11-30' }),
    );
  });
  afterAll(() => ctx.close());

  const get = async (target: string, companyIds: number[]) =>
    ctx.app.inject({
      method: 'GET',
      url: target,
      headers: authHeader(await createAccessToken({ config: ctx.config, userId: 1, companyIds })),
    });
  const dataOf = async (target: string, companyIds: number[]) => {
    const response = await get(target, companyIds);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('the DUIMPs of the processes arriving in the period, with the tab’s filters', async () => {
    expect(await dataOf(url('companiesIds=154'), [COMPANY.transit])).toEqual({
      registryToChannel: { averageOfDays: 2, processes: 2 },
      lpcoByAgency: [
        { agency: 'ANVISA', averageOfDays: 10, lpcos: 1 },
        { agency: 'MAPA', averageOfDays: 4, lpcos: 2 },
      ],
    });
    expect(await dataOf(url(`companiesIds=154&${encodeURI('modais="AEREA"')}`), [COMPANY.transit])).toEqual({
      registryToChannel: { averageOfDays: 1, processes: 1 },
      lpcoByAgency: [{ agency: 'ANVISA', averageOfDays: 10, lpcos: 1 }],
    });
    expect(await dataOf(url(`companiesIds=154&${encodeURI('origins="Japão"')}`), [COMPANY.transit])).toEqual({
      registryToChannel: { averageOfDays: null, processes: 0 },
      lpcoByAgency: [],
    });
  });

  it('answers 403 in pt-BR to a caller without the TRANSIT TIME tab, and another company’s ids too', async () => {
    const response = await get(url('companiesIds=7'), [COMPANY.aurora]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'O indicador de Transit Time não está disponível para as suas empresas.',
    );
    expect((await get(url('companiesIds=154,999'), [COMPANY.transit])).statusCode).toBe(403);
  });
});
