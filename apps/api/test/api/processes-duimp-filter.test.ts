import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttentionResponse, TAttentionRuleKey } from '@pc/contract/attention';
import type { TIngestDuimpInput } from '@pc/contract/duimp';
import { DI_WITH_DUIMP_FILTER_MESSAGE, type TProcessPageResponse } from '@pc/contract/process-calls';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, P, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Thursday 03/12/2026, noon in São Paulo. */
const NOW = new Date('2026-12-03T15:00:00Z');

/** PRI00042: registered 9 days ago, no channel yet, its MAPA LPCO in exigência. */
const WAITING: TIngestDuimpInput = {
  number: '26BR00016589107',
  version: 1,
  situation: 'AGUARDANDO_PARAMETRIZACAO',
  licensingSituation: 'PENDENTE',
  registeredOn: '2026-11-24',
  lpcos: [{ number: 'I2600012345', agency: 'MAPA', status: 'EM_EXIGENCIA', requestedOn: '2026-11-18' }],
  requirements: [
    { agency: 'MAPA', text: 'Apresentar o laudo.', openedOn: '2026-11-25', lpcoNumber: 'I2600012345' },
  ],
};

/** E00043: green channel, under fiscal analysis, its licences granted. */
const IN_ANALYSIS: TIngestDuimpInput = {
  number: '26BR00016589200',
  version: 1,
  situation: 'EM_ANALISE_FISCAL',
  licensingSituation: 'DEFERIDO',
  channel: 'VERDE',
  registeredOn: '2026-12-01',
};

/**
 * The process list's and the report's DUIMP filters and columns: DI or DUIMP, the current version's
 * situation and licensing situation (codes as sent, labelled by the glossary), and the Home's two DUIMP
 * rules, whose counts are the lists they open.
 */
describe('the DUIMP filters and columns of the process list and the report', () => {
  let ctx: TTestApp;
  let service: Record<string, string>;
  let ana: Record<string, string>;
  let bruno: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db), now: () => NOW });
    service = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    ana = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A], now: NOW }),
    );
    bruno = authHeader(
      await createAccessToken({ config: ctx.config, userId: BRUNO.id, companyIds: [COMPANY_B], now: NOW }),
    );
    for (const [identification, duimp] of [
      [42, WAITING],
      [43, IN_ANALYSIS],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/processes/${identification}/duimp`,
        headers: service,
        payload: duimp,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  const report = async (query: string, headers = ana) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/customers/import/report/general?stepsIds=8&concluido=true&${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TProcessPageResponse>();
    return { ids: body.data.map((process) => process.id).toSorted(), total: body.page.totalElements, body };
  };

  it('answers each process with its current DUIMP situations, the codes as sent', async () => {
    const { body } = await report('');
    const byId = new Map(body.data.map((process) => [process.id, process]));
    expect(byId.get(P.di)).toMatchObject({
      duimp: true,
      duimpSituation: 'AGUARDANDO_PARAMETRIZACAO',
      duimpLicensingSituation: 'PENDENTE',
    });
    expect(byId.get(P.duimp)).toMatchObject({
      duimpSituation: 'EM_ANALISE_FISCAL',
      duimpLicensingSituation: 'DEFERIDO',
    });
    expect(byId.get(P.concluded)).toMatchObject({ duimp: false, duimpSituation: null });
  });

  it('filters DI against DUIMP, and by the situation and the licensing situation', async () => {
    expect((await report('declaration=DUIMP')).ids).toEqual([P.di, P.duimp]);
    expect((await report('declaration=DI')).ids).toEqual([P.concluded]);
    expect((await report('duimpSituation=EM_ANALISE_FISCAL')).ids).toEqual([P.duimp]);
    expect((await report('duimpSituation=EM_ANALISE_FISCAL,AGUARDANDO_PARAMETRIZACAO')).ids).toEqual([
      P.di,
      P.duimp,
    ]);
    expect((await report('licensingSituation=PENDENTE')).ids).toEqual([P.di]);
    expect((await report('licensingSituation=PENDENTE&duimpSituation=EM_ANALISE_FISCAL')).ids).toEqual([]);
  });

  it('lists exactly what each DUIMP card of Precisa de atenção counts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/attention',
      headers: ana,
    });
    const rules = response.json<TAttentionResponse>().data;
    const countOf = (rule: TAttentionRuleKey) => rules.find((item) => item.rule === rule)?.count;
    for (const rule of ['lpcoRequirement', 'duimpAwaitingChannel'] as const) {
      const listed = await report(`duimpAttention=${rule}`);
      expect(listed.total, rule).toBe(countOf(rule));
      expect(listed.ids, rule).toEqual([P.di]);
    }
  });

  it('keeps a code the glossary does not know, filters by it and shows it as sent', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/processes/43/duimp',
      headers: service,
      payload: { ...IN_ANALYSIS, version: 2, situation: 'EM_REVISAO_DE_OFICIO' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await report('duimpSituation=EM_REVISAO_DE_OFICIO')).ids).toEqual([P.duimp]);
    expect((await report('duimpSituation=EM_ANALISE_FISCAL')).ids).toEqual([]);
    // The table's search box reads what the column shows: the label, or the code as sent.
    expect((await report('text=em_revisao_de_oficio')).ids).toEqual([P.duimp]);
    expect((await report(`text=${encodeURIComponent('aguardando parametrização')}`)).ids).toEqual([P.di]);
  });

  it('keeps to the caller’s companies', async () => {
    expect((await report('declaration=DUIMP', bruno)).ids).toEqual([]);
  });

  it('refuses a DUIMP filter on DI processes, and a malformed list, in pt-BR', async () => {
    const both = await ctx.app.inject({
      method: 'GET',
      url: '/customers/import/report/general?stepsIds=8&declaration=DI&licensingSituation=PENDENTE',
      headers: ana,
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(DI_WITH_DUIMP_FILTER_MESSAGE);
    for (const query of ['declaration=DIMP', 'duimpSituation=A,,B', 'duimpAttention=channel']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/customers/import/report/general?stepsIds=8&${query}`,
        headers: ana,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered report with the DUIMP columns, labelled in pt-BR', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/customers/import/report/excel',
      headers: ana,
      payload: {
        report: { stepsIds: '8', concluido: 'true', declaration: 'DUIMP', sort: 'reference' },
        columns: ['reference', 'duimpSituation', 'duimpLicensingSituation'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readFirstSheet(response.rawPayload);
    const rows = [1, 2, 3, 4].map((row) =>
      [1, 2, 3].map((cell) => sheet.getRow(row).getCell(cell).value ?? null),
    );
    expect(rows).toEqual([
      ['Referência', 'Situação da DUIMP', 'Licenciamento (LPCO)'],
      ['E00043', 'EM_REVISAO_DE_OFICIO', 'Deferido'],
      ['PRI00042', 'Aguardando parametrização', 'Pendente'],
      [null, null, null],
    ]);
  });
});
