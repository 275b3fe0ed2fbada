import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttentionRule, TAttentionRuleKey } from '@pc/contract/attention';
import type { TDatabase } from '../../src/db/client.ts';
import { partners } from '../../src/db/schema/partners.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { users } from '../../src/db/schema/users.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { insertCompanies } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Friday 20/11/2026, noon in São Paulo. */
const NOW = new Date('2026-11-20T15:00:00Z');
const ANA_COMPANY = 3;
const BRUNO_COMPANY = 7;

type TProcessInsert = typeof processes.$inferInsert;

/** Each process is in (✓) or out (✗) of one rule; the comment says why. */
const PROCESSES: (Partial<TProcessInsert> & { id: number })[] = [
  // ✓ ETD 8 days after the initial one, not departed.
  { id: 1, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-09' },
  // ✗ exactly 7 days.
  { id: 2, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-08' },
  // ✗ 20 days, but departed.
  { id: 3, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-21', datesDepartureDate: '2026-11-21' },
  // ✗ 10 days, but concluded.
  { id: 4, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-11', isConcluded: true },
  // ✓ numerário on the ETA in 7 days.
  { id: 5, datesEta: '2026-11-27', stepCashRequestEstimatedValue: '1000.00' },
  // ✗ in 8 days.
  { id: 6, datesEta: '2026-11-28', stepCashRequestEstimatedValue: '500.00' },
  // ✓ forecast (no ETA) already overdue.
  { id: 7, estimatedStepCashRequest: '2026-11-10', estimatedStepCashRequestEstimatedValue: '300.00' },
  // ✗ paid.
  { id: 8, datesEta: '2026-11-21', stepCashRequestEstimatedValue: '900.00', cashRequestDone: true },
  // ✓ stored 7 days: its first 10-day period ends in 3 days.
  { id: 9, datesGoodsPresenceDate: '2026-11-13' },
  // ✗ would end in 2 days, but the cargo was loaded.
  { id: 10, datesGoodsPresenceDate: '2026-11-12', datesGoodsLoadingDate: '2026-11-19' },
  // ✗ ends in 4 days.
  { id: 11, datesGoodsPresenceDate: '2026-11-14' },
  // ✓ red DI channel, not cleared.
  { id: 12, diChannel: 'VERMELHO', diRegistryDate: '2026-11-18' },
  // ✓ yellow DUIMP channel, not cleared.
  { id: 13, duimp: true, duimpChannel: 'AMARELO', duimpRegistryDate: '2026-11-18' },
  // ✗ red, but cleared.
  { id: 14, diChannel: 'VERMELHO', diRegistryDate: '2026-11-10', diResourcefulnessDate: '2026-11-17' },
  // ✓ two quotations received, one viewed (quotations below).
  { id: 15 },
  // ✗ only viewed ones.
  { id: 16 },
  // ✗ another company's delayed ETD.
  { id: 17, companyId: BRUNO_COMPANY, initialDatesEtd: '2026-10-01', datesEtd: '2026-10-31' },
  // ✗ cancelled, red channel.
  { id: 18, stepId: 6, diChannel: 'VERMELHO', diRegistryDate: '2026-11-18' },
];

const insertAttentionFixtures = async (db: TDatabase): Promise<void> => {
  await insertCompanies(db, [
    { id: ANA_COMPANY, name: 'Hércules Máquinas Ltda' },
    { id: BRUNO_COMPANY, name: 'Aurora Têxtil Ltda' },
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
  const quotation = (processId: number, status: 'COTADO' | 'VISUALIZADO') => ({
    companyId: ANA_COMPANY,
    processId,
    freightForwarderId: 1,
    status,
    created: new Date('2026-11-18T12:00:00Z'),
  });
  await db
    .insert(freightQuotations)
    .values([
      quotation(15, 'COTADO'),
      quotation(15, 'COTADO'),
      quotation(15, 'VISUALIZADO'),
      quotation(16, 'VISUALIZADO'),
    ]);
};

describe('GET /api/public/customer/attention (Precisa de atenção, issue #17)', () => {
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
      createAccessToken({ config: ctx.config, userId: 1, companyIds: [ANA_COMPANY], now: NOW }),
    );
  });
  afterAll(() => ctx.close());

  it('lists each rule with its count and its items, in pt-BR, only for open processes of the caller', async () => {
    const response = await attention();
    expect(response.statusCode, response.body).toBe(200);
    const rules = (response.json() as { data: TAttentionRule[] }).data;
    expect(rules.map((rule) => [rule.rule, rule.title, rule.count])).toEqual([
      ['delayedEtd', 'ETD atrasado mais de 7 dias', 1],
      ['cashDue', 'Numerários a pagar em até 7 dias', 2],
      ['storageChange', 'Armazenagem muda de período em até 3 dias', 1],
      ['channel', 'Canal vermelho ou amarelo sem desembaraço', 2],
      ['quotations', 'Cotações recebidas não visualizadas', 1],
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
    // The earliest first: the overdue forecast, then the numerário due in 7 days.
    expect(ruleOf(rules, 'cashDue')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [7, `Numerário previsto de ${brl(300)} venceu em 10/11/2026`],
      [5, `Numerário de ${brl(1000)} vence em 27/11/2026`],
    ]);
    expect(ruleOf(rules, 'storageChange')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [9, '1º período de armazenagem termina em 3 dias (presença em 13/11/2026)'],
    ]);
    expect(ruleOf(rules, 'channel')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [12, 'Canal VERMELHO na DI, sem desembaraço'],
      [13, 'Canal AMARELO na DUIMP, sem desembaraço'],
    ]);
    expect(ruleOf(rules, 'quotations')?.items.map((item) => [item.processId, item.detail])).toEqual([
      [15, '2 cotações não visualizadas'],
    ]);
  });

  it("keeps to the caller's companies: another company's processes never show, a foreign id is a 403", async () => {
    const bruno = authHeader(
      createAccessToken({ config: ctx.config, userId: 3, companyIds: [BRUNO_COMPANY], now: NOW }),
    );
    const response = await attention('', bruno);
    const rules = (response.json() as { data: TAttentionRule[] }).data;
    expect(rules.map((rule) => rule.count)).toEqual([1, 0, 0, 0, 0]);
    expect(ruleOf(rules, 'delayedEtd')?.items.map((item) => item.processId)).toEqual([17]);

    const foreign = await attention(`?customersId=${BRUNO_COMPANY}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      `Você não tem acesso à empresa ${BRUNO_COMPANY} informada em customersId.`,
    );
    const own = await attention(`?customersId=${ANA_COMPANY}`);
    expect(own.statusCode).toBe(200);
  });
});
