import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENTION_ITEMS_LIMIT, type TAttentionRule, type TAttentionRuleKey } from '@pc/contract/attention';
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import type { TDatabase, TDbExecutor } from '../../src/db/client.ts';
import {
  findCashDue,
  findChannelsWithoutClearance,
  findDelayedEtds,
  findStorageChanges,
  findUnseenQuotations,
} from '../../src/features/attention/attention-repository.ts';
import { CASH_DUE_WINDOW, CASH_OVERDUE_WINDOW } from '../../src/features/attention/attention-service.ts';
import { STORAGE_CHANGE_DAYS, STORAGE_PERIOD_DAYS } from '../../src/core/storage/storage-period.ts';
import { partners } from '../../src/db/schema/partners.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { users } from '../../src/db/schema/users.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { insertCompanies } from '../helpers/fixtures.ts';
import { planOf } from '../helpers/query-plan.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Friday 20/11/2026, noon in São Paulo. */
const NOW = new Date('2026-11-20T15:00:00Z');
const PLAN_OPTIONS = { companyIds: [3, 7], today: '2026-11-20', limit: ATTENTION_ITEMS_LIMIT };
const ANA_COMPANY = 3;
const BRUNO_COMPANY = 7;
/** A company with more red channels than a rule lists. */
const CROWDED_COMPANY = 8;

type TProcessInsert = typeof processes.$inferInsert;

/** Matches every rule: a concluded or cancelled process must still be left out of all of them. */
const EVERY_RULE: Partial<TProcessInsert> = {
  initialDatesEtd: '2026-11-01',
  datesEtd: '2026-11-21',
  datesEta: '2026-11-22',
  stepCashRequestEstimatedValue: '1000.00',
  datesGoodsPresenceDate: '2026-11-12',
  diChannel: 'VERMELHO',
  diRegistryDate: '2026-11-18',
};

/** Each process is in (✓) or out (✗) of a rule; the comment says why. Today is 20/11/2026. */
const PROCESSES: (Partial<TProcessInsert> & { id: number })[] = [
  // ETD more than 7 days after the initial ETD, not departed.
  // ✓ 8 days.
  { id: 1, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-09' },
  // ✗ exactly 7 days.
  { id: 2, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-08' },
  // ✗ 20 days, but departed.
  { id: 3, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-21', datesDepartureDate: '2026-11-21' },
  // ✗ in every rule, but concluded.
  { id: 4, ...EVERY_RULE, isConcluded: true },
  // ✗ in every rule, but cancelled (step 6).
  { id: 18, ...EVERY_RULE, stepId: 6 },

  // Unpaid numerários placed as the cash calendar places them: overdue (before today) apart from
  // those due from today to 27/11 (today + 7).
  // ✓ due: on the ETA, with its real value, in 7 days.
  { id: 5, datesEta: '2026-11-27', stepCashRequestEstimatedValue: '1000.00' },
  // ✗ in 8 days.
  { id: 6, datesEta: '2026-11-28', stepCashRequestEstimatedValue: '500.00' },
  // ✓ overdue: a forecast (no ETA) due 10 days ago.
  { id: 7, estimatedStepCashRequest: '2026-11-10', estimatedStepCashRequestEstimatedValue: '300.00' },
  // ✓ overdue: on the ETA 47 days ago, never paid; the longest overdue is listed first.
  { id: 30, datesEta: '2026-10-04', stepCashRequestEstimatedValue: '700.00' },
  // ✗ paid.
  { id: 8, datesEta: '2026-11-21', stepCashRequestEstimatedValue: '900.00', cashRequestDone: true },
  // ✗ its ETA is in 2 days, but a real value of 0 places the forecast instead, in 8 days.
  {
    id: 19,
    datesEta: '2026-11-22',
    stepCashRequestEstimatedValue: '0.00',
    estimatedStepCashRequest: '2026-11-28',
    estimatedStepCashRequestEstimatedValue: '800.00',
  },
  // ✓ due: no real value yet, the forecast, due today (the ETA is far); today is not overdue.
  {
    id: 20,
    datesEta: '2026-12-15',
    estimatedStepCashRequest: '2026-11-20',
    estimatedStepCashRequestEstimatedValue: '250.00',
  },

  // Storage: up to 10 days after the presence is the 1st period, 11 to 20 the 2nd…
  // ✓ stored 8 days: the 2nd period starts in 3 days (23/11).
  { id: 9, datesGoodsPresenceDate: '2026-11-12' },
  // ✗ would change in 2 days, but the cargo was loaded.
  { id: 10, datesGoodsPresenceDate: '2026-11-11', datesGoodsLoadingDate: '2026-11-19' },
  // ✗ stored 7 days: changes in 4 days.
  { id: 11, datesGoodsPresenceDate: '2026-11-13' },
  // ✓ stored 10 days, still the 1st period: the 2nd starts tomorrow.
  { id: 21, datesGoodsPresenceDate: '2026-11-10' },
  // ✓ stored 18 days: the 3rd period starts in 3 days.
  { id: 22, datesGoodsPresenceDate: '2026-11-02' },
  // ✗ stored 11 days: the 2nd period started today, the 3rd is 10 days away.
  { id: 23, datesGoodsPresenceDate: '2026-11-09' },

  // A red or yellow channel on the declaration in use, without clearance: red first.
  // ✓ red DI channel.
  { id: 12, diChannel: 'VERMELHO', diRegistryDate: '2026-11-18' },
  // ✓ yellow DUIMP channel.
  { id: 13, duimp: true, duimpChannel: 'AMARELO', duimpRegistryDate: '2026-11-18' },
  // ✗ red, but cleared.
  { id: 14, diChannel: 'VERMELHO', diRegistryDate: '2026-11-10', diResourcefulnessDate: '2026-11-17' },
  // ✗ green.
  { id: 24, diChannel: 'VERDE', diRegistryDate: '2026-11-18' },
  // ✗ a DUIMP process: its green DUIMP channel counts, not a red DI channel left behind.
  { id: 25, duimp: true, duimpChannel: 'VERDE', diChannel: 'VERMELHO', duimpRegistryDate: '2026-11-18' },
  // ✓ red DI channel: listed before the yellow 13.
  { id: 26, diChannel: 'VERMELHO', diRegistryDate: '2026-11-19' },

  // Quotations received (COTADO), not viewed and undecided (see the quotations below): the most first.
  // ✓ two received, one viewed.
  { id: 15 },
  // ✗ only viewed or sent ones.
  { id: 16 },
  // ✓ one received.
  { id: 27 },
  // ✗ one received and undecided, but the round is closed: another quotation was approved.
  { id: 28 },
  // ✓ one received and undecided; the other received one was rejected (a rejection closes no round).
  { id: 29 },

  // ✗ another company's delayed ETD and received quotation.
  { id: 17, companyId: BRUNO_COMPANY, initialDatesEtd: '2026-10-01', datesEtd: '2026-10-31' },
  // ✓ 52 red (and 2 yellow) channels of the crowded company: 50 are listed.
  ...Array.from({ length: 52 }, (_, index) => ({
    id: 101 + index,
    companyId: CROWDED_COMPANY,
    diChannel: index < 2 ? ('AMARELO' as const) : ('VERMELHO' as const),
    diRegistryDate: '2026-11-18',
  })),
];

const insertAttentionFixtures = async (db: TDatabase): Promise<void> => {
  await insertCompanies(db, [
    { id: ANA_COMPANY, name: 'Hércules Máquinas Ltda' },
    { id: BRUNO_COMPANY, name: 'Aurora Têxtil Ltda' },
    { id: CROWDED_COMPANY, name: 'Atlas Comércio Ltda' },
  ]);
  await db.insert(users).values([
    { id: 1, name: 'Ana Souza', email: 'ana@cliente.example', passwordHash: 'x' },
    { id: 3, name: 'Bruno Lima', email: 'bruno@cliente.example', passwordHash: 'x' },
  ]);
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(partners).values({ id: 1, name: 'Agente de Cargas Ltda', kind: 'FREIGHT_FORWARDER' });
  await db.insert(processes).values(
    PROCESSES.map((row) => ({
      companyId: ANA_COMPANY,
      identification: 700 + row.id,
      typeOfProcess: 'CONTA_E_ORDEM' as const,
      status: 'Em andamento',
      stepId: 2,
      created: new Date('2026-09-01T12:00:00Z'),
      ...row,
    })),
  );
  const quotation = (
    processId: number,
    status: 'COTADO' | 'ENVIADO' | 'VISUALIZADO',
    { companyId = ANA_COMPANY, approved = null }: { companyId?: number; approved?: boolean | null } = {},
  ) => ({
    companyId,
    processId,
    freightForwarderId: 1,
    status,
    approved,
    created: new Date('2026-11-18T12:00:00Z'),
  });
  await db
    .insert(freightQuotations)
    .values([
      quotation(15, 'COTADO'),
      quotation(15, 'COTADO'),
      quotation(15, 'VISUALIZADO'),
      quotation(16, 'VISUALIZADO'),
      quotation(16, 'ENVIADO'),
      quotation(27, 'COTADO'),
      quotation(4, 'COTADO'),
      quotation(18, 'COTADO'),
      quotation(17, 'COTADO', { companyId: BRUNO_COMPANY }),
      quotation(28, 'COTADO'),
      quotation(28, 'VISUALIZADO', { approved: true }),
      quotation(29, 'COTADO', { approved: false }),
      quotation(29, 'COTADO'),
    ]);
};

describe('GET /api/public/customer/attention (Precisa de atenção)', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;

  const attention = async (query = '', asHeaders = headers) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/attention${query}`,
      headers: asHeaders,
    });
    return response;
  };
  const ruleOf = (rules: TAttentionRule[], key: TAttentionRuleKey) => rules.find((rule) => rule.rule === key);

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: (database) => insertAttentionFixtures(database.db),
      now: () => NOW,
    });
    headers = authHeader(
      await createAccessToken({ config: ctx.config, userId: 1, companyIds: [ANA_COMPANY], now: NOW }),
    );
  });
  afterAll(() => ctx.close());

  it('lists each rule with its count and its items, in pt-BR, only for open processes of the caller', async () => {
    const response = await attention();
    expect(response.statusCode, response.body).toBe(200);
    const rules = (response.json() as { data: TAttentionRule[] }).data;
    expect(rules.map((rule) => [rule.rule, rule.title, rule.count])).toEqual([
      ['delayedEtd', 'ETD adiado mais de 7 dias, ainda sem embarque', 1],
      ['cashOverdue', 'Numerários vencidos', 2],
      ['cashDue', 'Numerários a vencer em até 7 dias', 2],
      ['storageChange', 'Armazenagem muda de período em até 3 dias', 3],
      ['channel', 'Canal vermelho ou amarelo sem desembaraço', 3],
      // The DUIMP rules: covered by duimp-attention.test.ts (this fixture sends no DUIMP document).
      ['lpcoRequirement', 'LPCO em exigência', 0],
      ['duimpAwaitingChannel', 'DUIMP aguardando canal há mais de 3 dias', 0],
      ['quotations', 'Cotações recebidas não visualizadas', 3],
      // Unread messages: covered by messages.test.ts (this fixture has no conversation).
      ['messages', 'Mensagens não lidas', 0],
    ]);
    const brl = (value: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

    expect(ruleOf(rules, 'delayedEtd')?.items).toEqual([
      {
        processId: 1,
        reference: 'PRI00701',
        customerRef: null,
        companyName: 'Hércules Máquinas Ltda',
        detail: 'ETD 09/11/2026, 8 dias após o ETD inicial (01/11/2026)',
      },
    ]);
    // Overdue apart from due soon, each the earliest first: no overdue one counts as "a vencer".
    expect(ruleOf(rules, 'cashOverdue')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [30, `Numerário de ${brl(700)} venceu em 04/10/2026, há 47 dias`],
      [7, `Numerário previsto de ${brl(300)} venceu em 10/11/2026, há 10 dias`],
    ]);
    expect(ruleOf(rules, 'cashDue')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [20, `Numerário previsto de ${brl(250)} vence hoje, 20/11/2026`],
      [5, `Numerário de ${brl(1000)} vence em 27/11/2026`],
    ]);
    expect(ruleOf(rules, 'storageChange')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [21, 'Armazenagem passa ao 2º período em 1 dia (21/11/2026); presença em 10/11/2026'],
      [9, 'Armazenagem passa ao 2º período em 3 dias (23/11/2026); presença em 12/11/2026'],
      [22, 'Armazenagem passa ao 3º período em 3 dias (23/11/2026); presença em 02/11/2026'],
    ]);
    expect(ruleOf(rules, 'channel')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [12, 'Canal VERMELHO na DI, sem desembaraço'],
      [26, 'Canal VERMELHO na DI, sem desembaraço'],
      [13, 'Canal AMARELO na DUIMP, sem desembaraço'],
    ]);
    // Only undecided quotations of open rounds: 28's round has an approved one, 29's rejected one is out.
    expect(ruleOf(rules, 'quotations')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [15, '2 cotações não visualizadas'],
      [27, '1 cotação não visualizada'],
      [29, '1 cotação não visualizada'],
    ]);
  });

  it('counts every process of a rule but lists only the most pressing ones', async () => {
    const crowded = authHeader(
      await createAccessToken({ config: ctx.config, userId: 3, companyIds: [CROWDED_COMPANY], now: NOW }),
    );
    const response = await attention('', crowded);
    expect(response.statusCode, response.body).toBe(200);
    const channel = ruleOf((response.json() as { data: TAttentionRule[] }).data, 'channel');
    expect(channel?.count).toBe(52);
    expect(ATTENTION_ITEMS_LIMIT).toBe(50);
    // The 50 red ones (ids 103…152), the two yellow ones left out.
    expect(channel?.items.map((item) => item.processId)).toEqual(
      Array.from({ length: 50 }, (_, index) => 103 + index),
    );
  });

  it("keeps to the caller's companies: another company's processes never show, a foreign id is a 403", async () => {
    const bruno = authHeader(
      await createAccessToken({ config: ctx.config, userId: 3, companyIds: [BRUNO_COMPANY], now: NOW }),
    );
    const response = await attention('', bruno);
    const rules = (response.json() as { data: TAttentionRule[] }).data;
    expect(rules.map((rule) => rule.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(ruleOf(rules, 'delayedEtd')?.items.map((item) => item.processId)).toEqual([17]);
    expect(ruleOf(rules, 'quotations')?.items.map((item) => item.processId)).toEqual([17]);

    const foreign = await attention(`?customersId=${BRUNO_COMPANY}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      `Você não tem acesso à empresa ${BRUNO_COMPANY} informada em customersId.`,
    );
    const own = await attention(`?customersId=${ANA_COMPANY}`);
    expect(own.statusCode).toBe(200);
  });

  it("answers all of the caller's companies without customersId, and only the Home's filter with it", async () => {
    const both = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: 1,
        companyIds: [ANA_COMPANY, BRUNO_COMPANY],
        now: NOW,
      }),
    );
    const delayedOf = async (query: string) => {
      const response = await attention(query, both);
      expect(response.statusCode, response.body).toBe(200);
      const rule = ruleOf((response.json() as { data: TAttentionRule[] }).data, 'delayedEtd');
      return [rule?.count, rule?.items.map((item) => [item.processId, item.companyName])];
    };
    // The most delayed first: 17 (30 days), then 1 (8 days).
    expect(await delayedOf('')).toEqual([
      2,
      [
        [17, 'Aurora Têxtil Ltda'],
        [1, 'Hércules Máquinas Ltda'],
      ],
    ]);
    expect(await delayedOf(`?customersId=${BRUNO_COMPANY}`)).toEqual([1, [[17, 'Aurora Têxtil Ltda']]]);
  });

  // The rules read the open processes through one partial index holding every column they read
  // (a column added to a rule and not to the index fails this; bench/attention.bench.ts shows the
  // planner choosing it at 100k processes).
  it.each([
    [
      'delayedEtd',
      (tx: TDbExecutor) => findDelayedEtds(tx, { ...PLAN_OPTIONS, delayDays: DELAYED_ETD_DAYS }),
    ],
    ['cashOverdue', (tx: TDbExecutor) => findCashDue(tx, { ...PLAN_OPTIONS, ...CASH_OVERDUE_WINDOW })],
    ['cashDue', (tx: TDbExecutor) => findCashDue(tx, { ...PLAN_OPTIONS, ...CASH_DUE_WINDOW })],
    [
      'storageChange',
      (tx: TDbExecutor) =>
        findStorageChanges(tx, {
          ...PLAN_OPTIONS,
          days: STORAGE_CHANGE_DAYS,
          periodDays: STORAGE_PERIOD_DAYS,
        }),
    ],
    ['channel', (tx: TDbExecutor) => findChannelsWithoutClearance(tx, PLAN_OPTIONS)],
    ['quotations', (tx: TDbExecutor) => findUnseenQuotations(tx, PLAN_OPTIONS)],
  ])('%s is an index-only scan of the open processes', async (rule, build) => {
    // On these few rows the ETD index (company, ETD, initial ETD) looks as cheap for the delayed ETDs.
    const plan = await planOf(ctx.database.db as TDatabase, ['processes', 'freight_quotations'], build, {
      droppedIndexes: rule === 'delayedEtd' ? ['processes_company_etd_idx'] : [],
    });
    expect(plan, plan).toContain('Index Only Scan using processes_open_attention_idx');
    if (rule === 'quotations') {
      expect(plan).toContain('Index Only Scan using freight_quotations_quoted_idx');
      // The closed rounds (an approved quotation) come from their own partial index, not the table.
      expect(plan).toContain('Index Only Scan using freight_quotations_approved_idx');
    }
  });
});
