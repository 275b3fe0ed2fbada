import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProcessDetail, TProcessResponse } from '@pc/contract/process';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import {
  ANA,
  COMPANY_A,
  COMPANY_B,
  EXPORTER_SP,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('process list, search, report and detail', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  const idsOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TProcessResponse[] }>().data.map((process) => process.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db) });
    headers = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
  });
  afterAll(() => ctx.close());

  describe('GET /customers/import/search', () => {
    it.each([
      ['sao paulo', [P.di, P.concluded]],
      ['SÃO PAULO', [P.di, P.concluded]],
      ['2026-004', [P.duimp, P.di]],
      ['26/1234567-8', [P.di]],
      ['2612345678', [P.di]],
      ['26br00000012345', [P.duimp]],
      ['PRI00042', [P.di]],
      ['pri42', [P.di]],
      ['E00043', [P.duimp]],
      ['E00042', []],
      ['00042', [P.di]],
      // The start of a reference, as the screens write it, padded or not.
      ['PRI0004', [P.di]],
      ['pri4', [P.di]],
      ['E0004', [P.duimp]],
      ['a4', [P.concluded]],
      ['PRI5', []],
      // The reference first, then the newer process whose container holds the number.
      ['42', [P.di, P.duimp]],
      ['msku 4242420', []],
      ['MSKU4242420', [P.duimp]],
      ['inv-2026-0043', [P.duimp]],
      ['exportadora sao', [P.di, P.concluded]],
      ['mscu1234', [P.di]],
      ['po-778', [P.di]],
      ['acao', [P.duimp]],
      ['zhejiang', [P.di]],
    ])('"%s" finds %j (newest first, only the caller’s companies)', async (q, expected) => {
      expect(await idsOf(`/customers/import/search?concluidos=true&q=${encodeURIComponent(q)}`)).toEqual(
        expected,
      );
    });

    it('concluidos=false leaves concluded processes out', async () => {
      expect(await idsOf('/customers/import/search?concluidos=false&q=sao%20paulo')).toEqual([P.di]);
    });

    it('treats % and _ literally', async () => {
      expect(await idsOf('/customers/import/search?q=%25')).toEqual([]);
      expect(await idsOf('/customers/import/search?q=_')).toEqual([]);
    });

    it('answers 400 with the spec message for an empty keyword and for a bad flag', async () => {
      const empty = await get('/customers/import/search?q=%20');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Por favor, insira uma palavra-chave para pesquisa.');
      const flag = await get('/customers/import/search?q=a&concluidos=talvez');
      expect(flag.statusCode).toBe(400);
      expect(flag.json().message).toContain('Informe concluidos como true ou false.');
    });

    it('answers 400 naming the field for a keyword with a NUL, which PostgreSQL text cannot hold', async () => {
      const response = await get('/customers/import/search?q=a%00b');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'O campo query.q contém caracteres de controle, que não são aceitos.',
      );
    });
  });

  describe('GET /customers/import/report/general', () => {
    it('by steps, excluding concluded unless asked', async () => {
      expect(await idsOf('/customers/import/report/general?stepsIds=2,5')).toEqual([P.di]);
      expect(await idsOf('/customers/import/report/general?stepsIds=2,5&concluido=true')).toEqual([
        P.di,
        P.concluded,
      ]);
    });

    it('expands step 8 to 7,2,1,3,4,5,11 on the server too', async () => {
      const expanded = await idsOf('/customers/import/report/general?stepsIds=7,2,1,3,4,5,11&concluido=true');
      expect(await idsOf('/customers/import/report/general?stepsIds=8&concluido=true')).toEqual(expanded);
      expect(expanded).toEqual([P.duimp, P.di, P.concluded]);
    });

    it.each([
      ['datesETA', '2026-03-10', '2026-03-15', [P.di]],
      ['datesETA', '2026-03-01', '2026-04-30', [P.duimp, P.di]],
      ['datesETD', '2026-02-10', '2026-02-10', [P.di]],
      ['diRegistryDate', '2026-03-01', '2026-03-31', [P.di]],
      ['duimpRegistryDate', '2026-04-01', '2026-04-30', [P.duimp]],
      // São Paulo calendar days: 2026-02-01T02:00Z is still January 31.
      ['created', '2026-01-31', '2026-01-31', [P.duimp]],
      ['created', '2026-02-01', '2026-02-28', []],
    ])('period on %s from %s to %s', async (field, from, to, expected) => {
      const url = `/customers/import/report/general?concluido=false&field=${field}&from=${from}T00:00:00&to=${to}T23:59:00`;
      expect(await idsOf(url)).toEqual(expected);
    });

    it('answers the full contract shape with names joined', async () => {
      const response = await get('/customers/import/report/general?stepsIds=2');
      const [process] = response.json<{ data: TProcessResponse[] }>().data;
      expect(process).toMatchObject({
        id: P.di,
        identification: 42,
        typeOfProcess: 'CONTA_E_ORDEM',
        step: { id: 2, alias: 'Trânsito' },
        customer: { name: 'Hércules Máquinas Ltda' },
        exporter: { name: EXPORTER_SP.name },
        freightForwarder: { name: 'Rápido Cargo' },
        destinationPort: { alias: 'SANTOS' },
        shipowner: null,
        cifValue: 12345.67,
        datesETA: '2026-03-10',
        created: '2026-01-05T12:00:00.000Z',
        diNumber: '26/1234567-8',
      });
    });

    it.each([
      ['', 'Selecione um campo de data'],
      ['field=datesETA', 'Data inicial é obrigatória.'],
      [
        'field=nope&from=2026-01-01T00:00:00&to=2026-01-02T00:00:00',
        'Informe field com o nome de um campo de data',
      ],
      ['field=datesETA&from=2026-02-30T00:00:00&to=2026-03-01T00:00:00', 'Informe from no formato'],
      ['field=datesETA&from=2026-03-02T00:00:00&to=2026-03-01T00:00:00', 'Data final não pode ser menor'],
      ['stepsIds=1,,a', 'Informe stepsIds como uma lista de ids'],
    ])('answers 400 for "%s"', async (query, message) => {
      const response = await get(`/customers/import/report/general?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('GET /api/public/customer/processes/{id}', () => {
    it('answers the process with only client-visible history, newest first', async () => {
      const response = await get(`/api/public/customer/processes/${P.di}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<{ data: TProcessDetail }>().data;
      expect(detail.id).toBe(P.di);
      expect(detail.history).toEqual([
        {
          createdBy: 'Analista Dois',
          created: '2026-02-10T10:00:00.000Z',
          description: 'Carga embarcada.',
          isVisibleToClient: true,
        },
        {
          createdBy: 'Analista Um',
          created: '2026-01-06T10:00:00.000Z',
          description: 'Processo aberto.',
          isVisibleToClient: true,
        },
      ]);
      expect(response.body).not.toContain('NOTA INTERNA');
    });

    it('answers 404 for another company’s process, the same as a missing one', async () => {
      const foreign = await get(`/api/public/customer/processes/${P.foreign}`);
      const missing = await get('/api/public/customer/processes/999999');
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json().message).toBe(missing.json().message);
    });

    it.each(['abc', '0', '-1', '1.5'])('answers 400 for the id "%s"', async (id) => {
      const response = await get(`/api/public/customer/processes/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Informe id como um número inteiro positivo.');
    });
  });

  describe('GET /api/public/customer/analytics/getProcessesByIds', () => {
    it('answers only the caller’s processes, leaving foreign and unknown ids out', async () => {
      expect(
        await idsOf(
          `/api/public/customer/analytics/getProcessesByIds?ids=${P.foreign},${P.duimp},${P.di},999`,
        ),
      ).toEqual([P.di, P.duimp]);
    });

    it('answers 400 for a malformed list', async () => {
      const response = await get('/api/public/customer/analytics/getProcessesByIds?ids=1,,x');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Informe ids como uma lista de ids');
    });
  });

  it('GET /processSteps/search/findAllByOrderByPositionAsc answers the steps by position', async () => {
    const response = await get('/processSteps/search/findAllByOrderByPositionAsc');
    expect(response.statusCode).toBe(200);
    const steps = response.json<{ _embedded: { processSteps: { id: number; position: number }[] } }>()
      ._embedded.processSteps;
    expect(steps.map((step) => step.id)).toEqual([7, 1, 2, 3, 4, 11, 5, 6, 8, 9, 10]);
  });

  it('GET /api/public/partner/customers answers the caller’s companies', async () => {
    const both = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_B, COMPANY_A] }),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/partner/customers',
      headers: both,
    });
    expect(response.json()).toEqual({
      data: [
        {
          id: COMPANY_B,
          federalID: '00000000000007',
          name: 'Aurora Têxtil Ltda',
          customer: true,
          customBroker: false,
          entitlements: {
            analytics: true,
            transitTime: false,
            delayedEtd: false,
            cashCalendarTxt: false,
            landedCost: true,
          },
        },
        {
          id: COMPANY_A,
          federalID: '00000000000003',
          name: 'Hércules Máquinas Ltda',
          customer: true,
          customBroker: false,
          entitlements: {
            analytics: true,
            transitTime: false,
            delayedEtd: true,
            cashCalendarTxt: false,
            landedCost: true,
          },
        },
      ],
    });
  });
});
