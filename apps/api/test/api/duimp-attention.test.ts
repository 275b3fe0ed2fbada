import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttentionResponse, TAttentionRule } from '@pc/contract/attention';
import type { TIngestDuimpInput } from '@pc/contract/duimp';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, P, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Thursday 03/12/2026, noon in São Paulo. */
const NOW = new Date('2026-12-03T15:00:00Z');

/** Registered 9 days ago with no channel, its MAPA LPCO in exigência since 25/11/2026. */
const duimpOf = (overrides: Partial<TIngestDuimpInput> = {}): TIngestDuimpInput => ({
  number: '26BR00016589107',
  version: 1,
  situation: 'AGUARDANDO_PARAMETRIZACAO',
  licensingSituation: 'PENDENTE',
  registeredOn: '2026-11-24',
  lpcos: [
    { number: 'I2600012345', agency: 'MAPA', status: 'EM_EXIGENCIA', requestedOn: '2026-11-18' },
    { number: 'I2600012346', agency: 'ANVISA', status: 'DEFERIDO', requestedOn: '2026-11-18' },
  ],
  requirements: [
    {
      agency: 'MAPA',
      text: 'Apresentar o certificado fitossanitário original.',
      openedOn: '2026-11-25',
      lpcoNumber: 'I2600012345',
    },
    // Answered: it does not date the exigência.
    {
      agency: 'MAPA',
      text: 'Corrigir o peso líquido.',
      openedOn: '2026-11-20',
      answeredOn: '2026-11-21',
      lpcoNumber: 'I2600012345',
    },
  ],
  ...overrides,
});

/**
 * "Precisa de atenção" for the DUIMP era: an LPCO of the current DUIMP version in exigência, and a
 * DUIMP registered more than 3 days ago still without a channel. The current version decides (the
 * highest of the number the process holds), and the rules keep to open processes of the caller's
 * companies.
 */
describe('the DUIMP rules of Precisa de atenção', () => {
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
  });
  afterAll(() => ctx.close());

  const put = async (identification: number, body: TIngestDuimpInput) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/processes/${identification}/duimp`,
      headers: service,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const rulesOf = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/customer/attention', headers });
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json<TAttentionResponse>().data;
    const ruleOf = (key: TAttentionRule['rule']) => rules.find((rule) => rule.rule === key);
    return { lpco: ruleOf('lpcoRequirement'), channel: ruleOf('duimpAwaitingChannel') };
  };

  it('lists the process in both rules, with the LPCO, its agency, the open requirement’s day and the wait', async () => {
    await put(42, duimpOf());
    const { lpco, channel } = await rulesOf(ana);
    expect(lpco).toEqual({
      rule: 'lpcoRequirement',
      title: 'LPCO em exigência',
      count: 1,
      items: [
        expect.objectContaining({
          processId: P.di,
          detail:
            'LPCO I2600012345 (Ministério da Agricultura (MAPA)) em exigência desde 25/11/2026, há 8 dias',
        }),
      ],
    });
    expect(channel).toEqual({
      rule: 'duimpAwaitingChannel',
      title: 'DUIMP aguardando canal há mais de 3 dias',
      count: 1,
      items: [
        expect.objectContaining({
          processId: P.di,
          detail: 'DUIMP 26BR00016589107 (versão 01) registrada em 24/11/2026, há 9 dias, sem canal',
        }),
      ],
    });
  });

  it('follows the current version: a rectification with the LPCO granted and a channel leaves both rules', async () => {
    await put(
      42,
      duimpOf({
        version: 2,
        situation: 'EM_CONFERENCIA_ADUANEIRA',
        channel: 'VERDE',
        lpcos: [{ number: 'I2600012345', agency: 'MAPA', status: 'DEFERIDO', requestedOn: '2026-11-18' }],
        rectifications: [{ version: 2, date: '2026-12-01', reason: 'Peso líquido corrigido.' }],
      }),
    );
    const { lpco, channel } = await rulesOf(ana);
    expect(lpco?.count).toBe(0);
    expect(channel?.count).toBe(0);
  });

  it('counts waiting only past 3 whole days, whatever the situation’s code, and not once cancelled', async () => {
    // Registered exactly 3 days ago: not yet.
    await put(
      43,
      duimpOf({ number: '26BR00000012345', registeredOn: '2026-11-30', lpcos: [], requirements: [] }),
    );
    expect((await rulesOf(ana)).channel?.count).toBe(0);
    // Four days, in a situation the glossary does not know: it still waits for its channel.
    await put(
      43,
      duimpOf({
        number: '26BR00000012345',
        situation: 'AGUARDANDO_DISTRIBUICAO',
        registeredOn: '2026-11-29',
        lpcos: [],
        requirements: [],
      }),
    );
    const waiting = (await rulesOf(ana)).channel;
    expect(waiting?.items.map((item) => [item.processId, item.detail])).toEqual([
      [P.duimp, 'DUIMP 26BR00000012345 (versão 01) registrada em 29/11/2026, há 4 dias, sem canal'],
    ]);
    await put(
      43,
      duimpOf({ number: '26BR00000012345', situation: 'CANCELADA', registeredOn: '2026-11-29', lpcos: [] }),
    );
    expect((await rulesOf(ana)).channel?.count).toBe(0);
  });

  it('leaves out a concluded process, and another company’s process is its own users’ only', async () => {
    await put(44, duimpOf({ number: '26BR00000099999' }));
    await put(77, duimpOf({ number: '26BR00000077777' }));
    const forAna = await rulesOf(ana);
    expect(forAna.lpco?.count).toBe(0);
    expect(forAna.channel?.count).toBe(0);
    const forBruno = await rulesOf(bruno);
    expect(forBruno.lpco?.items.map((item) => item.processId)).toEqual([P.foreign]);
    expect(forBruno.channel?.items.map((item) => item.processId)).toEqual([P.foreign]);
  });

  it('says how many LPCOs wait, and gives no day when the ERP sent no requirement', async () => {
    await put(
      43,
      duimpOf({
        number: '26BR00000012345',
        version: 2,
        situation: 'AGUARDANDO_PARAMETRIZACAO',
        channel: 'VERDE',
        lpcos: [
          { number: 'I2600020001', agency: 'ANVISA', status: 'EM_EXIGENCIA' },
          { number: 'I2600020002', agency: 'INMETRO', status: 'EM_EXIGENCIA' },
        ],
        requirements: [],
      }),
    );
    expect((await rulesOf(ana)).lpco?.items.map((item) => [item.processId, item.detail])).toEqual([
      [P.duimp, '2 LPCOs em exigência (Anvisa, Inmetro)'],
    ]);
  });
});
