import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashCalendarDays } from '@pc/contract/cash-calendar';
import { toLocalCompanies, type TCompany } from '@pc/contract/company';
import type { TBiMapData } from '@pc/contract/bi';
import type { TImportDashboard } from '@pc/contract/dashboard';
import type { TIndicatorSteps } from '@pc/contract/indicators';
import { ATTENTION_TITLES, type TAttentionResponse, type TAttentionRuleKey } from '@pc/contract/attention';
import { DUIMP_ATTENTION_STATES } from '@pc/contract/duimp-filter';
import { ALL_STEPS_IDS, PROCESS_STEP } from '@pc/contract/process';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/seed/demo-logins.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { signInTokens } from '../helpers/auth-requests.ts';
import { FIXTURE_PASSWORD } from '../helpers/fixtures.ts';
import {
  generateIngestedDataset,
  ingestDataset,
  INGESTED_TODAY,
  INGESTED_USER,
  prepareIngestedReference,
} from '../helpers/ingested-dataset.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * What users compare across screens, on the demo seed and on a dataset written through the
 * ingestion API: a card's number is the rows its click shows, the import dashboard and the
 * Análise Operacional agree on the same period and companies, and the financial calendar's totals
 * add up. Each failure names both screens and both numbers.
 */

type TSession = {
  ctx: TTestApp;
  today: string;
  /** The user's companies, as the web sends them (customersId, customerIds, companies_ids). */
  companyIds: string;
  get: <T>(url: string) => Promise<T>;
  getBi: <T>(url: string) => Promise<T>;
  getFile: (url: string) => Promise<Buffer>;
};

const signInSession = async (ctx: TTestApp, options: { email: string; password: string; today: string }) => {
  const { access_token: accessToken } = await signInTokens(ctx.app, options.email, options.password);
  const biSignIn = await ctx.app.inject({
    method: 'POST',
    url: '/gescomex/auth',
    payload: { email: options.email, password: options.password },
  });
  const biToken = biSignIn.json<{ auth_data: { token: string } }>().auth_data.token;
  const request = async (url: string, headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response;
  };
  const bearer = { authorization: `Bearer ${accessToken}` };
  const session: Omit<TSession, 'companyIds'> = {
    ctx,
    today: options.today,
    get: async <T>(url: string) => (await request(url, bearer)).json<T>(),
    getBi: async <T>(url: string) => (await request(url, { ...bearer, token: biToken })).json<T>(),
    getFile: async (url: string) => (await request(url, bearer)).rawPayload,
  };
  // The web keeps the customer companies that are not customs brokers and sends them all.
  const credential = await session.get<{ data: { person: { companies: TCompany[] } } }>('/credential');
  const companies = toLocalCompanies(credential.data.person.companies);
  return { ...session, companyIds: companies.map((company) => company.id).join(',') };
};

// --- Days -----------------------------------------------------------------------------------------

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;
const lastOfMonth = (iso: string) => {
  const date = dayOf(firstOfMonth(iso));
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return isoOf(date);
};
const previousMonth = (iso: string) => {
  const date = dayOf(firstOfMonth(iso));
  date.setUTCDate(0);
  return { from: firstOfMonth(isoOf(date)), to: isoOf(date) };
};
const monthsBack = (iso: string, months: number) => {
  const date = dayOf(firstOfMonth(iso));
  date.setUTCMonth(date.getUTCMonth() - months);
  return isoOf(date);
};
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (const date = dayOf(from); isoOf(date) <= to; date.setUTCDate(date.getUTCDate() + 1))
    days.push(isoOf(date));
  return days;
};

/** Money as the screens show it: in cents, so float noise never counts as a difference. */
const cents = (value: number) => Math.round(value * 100);

// --- Home ↔ /processos -----------------------------------------------------------------------------

/** The Home's step cards (spec part 1 §2), each with the step its click opens in /processos. */
const STEP_CARDS: readonly { field: Exclude<keyof TIndicatorSteps, 'total'>; label: string; step: number }[] =
  [
    { field: 'inProduction', label: 'Produção', step: PROCESS_STEP.PRODUCAO },
    { field: 'inBooking', label: 'Booking', step: PROCESS_STEP.BOOKING },
    { field: 'inTraffic', label: 'Trânsito', step: PROCESS_STEP.TRANSITO },
    { field: 'inClearence', label: 'Desembaraço', step: PROCESS_STEP.DESEMBARACO },
    { field: 'inLoading', label: 'Carregamento', step: PROCESS_STEP.CARREGAMENTO },
    { field: 'inClosure', label: 'Encerramento', step: PROCESS_STEP.ENCERRAMENTO },
    // No card: the line under the cards, 'O Total inclui N em Faturamento'.
    { field: 'inBilling', label: 'Faturamento', step: PROCESS_STEP.FATURAMENTO },
  ];

const homeSteps = async (session: TSession, period: { from: string; to: string }) =>
  (
    await session.get<{ data: TIndicatorSteps }>(
      `/api/public/customer/analytics/total/all?customersId=${session.companyIds}` +
        `&firstDate=${period.from}T00:00:00&secondDate=${period.to}T23:59:59&teamId=0`,
    )
  ).data;

/** The count /processos shows for the steps, as the list calls the report (spec part 1 §7). */
const listCount = async (session: TSession, stepsIds: readonly number[], filters = '') =>
  (
    await session.get<TProcessPageResponse>(
      `/customers/import/report/general?stepsIds=${stepsIds.join(',')}&concluido=false&size=1${filters}`,
    )
  ).page.totalElements;

/**
 * Each DUIMP card of Precisa de atenção counts what /processos lists filtered by the same state, and
 * DI plus DUIMP is the whole list. Answers the cards' counts.
 */
const expectDuimpCardsMatchList = async (session: TSession) => {
  const attention = await session.get<TAttentionResponse>(
    `/api/public/customer/attention?customersId=${session.companyIds}`,
  );
  const counts: Partial<Record<TAttentionRuleKey, number>> = {};
  for (const rule of DUIMP_ATTENTION_STATES) {
    const card = attention.data.find((item) => item.rule === rule)?.count;
    const listed = await listCount(session, ALL_STEPS_IDS, `&duimpAttention=${rule}`);
    expect.soft(listed, `card "${ATTENTION_TITLES[rule]}" = ${card} but /processos = ${listed}`).toBe(card);
    counts[rule] = card ?? 0;
  }
  const all = await listCount(session, ALL_STEPS_IDS);
  const di = await listCount(session, ALL_STEPS_IDS, '&declaration=DI');
  const duimp = await listCount(session, ALL_STEPS_IDS, '&declaration=DUIMP');
  expect.soft(di + duimp, `/processos: DI (${di}) + DUIMP (${duimp}) = all (${all})`).toBe(all);
  return { ...counts, duimp };
};

const expectHomeMatchesList = async (session: TSession, period: { from: string; to: string }) => {
  const home = await homeSteps(session, period);
  const when = `Home ${period.from}..${period.to}`;
  for (const card of STEP_CARDS) {
    const count = await listCount(session, [card.step]);
    expect
      .soft(
        count,
        `${when}: card "${card.label}" = ${home[card.field]} but /processos (etapa ${card.step}) = ${count}`,
      )
      .toBe(home[card.field]);
  }
  const all = await listCount(session, ALL_STEPS_IDS);
  expect
    .soft(all, `${when}: card "Total" = ${home.total} but /processos (etapa 8, todas) = ${all}`)
    .toBe(home.total);
  // A figure and its parts agree on the page: the six cards plus the Faturamento line are the Total.
  const parts = STEP_CARDS.reduce((sum, card) => sum + home[card.field], 0);
  expect
    .soft(
      parts,
      `${when}: the step cards and Faturamento add up to ${parts}, the "Total" reads ${home.total}`,
    )
    .toBe(home.total);
  return home;
};

// --- Painel de Importação ↔ Análise Operacional ----------------------------------------------------

type TBiTaxes = {
  ii: number;
  ipi: number;
  pis: number;
  cofins: number;
  antidumping: number;
  siscomex: number;
};
type TBiModes = TImportDashboard['processosPorModal'];
type TBiPeriodItem = { ano: number; mes: number; dia: number | null; total: number };

const dashboardOf = async (session: TSession, from: string, to: string) =>
  (
    await session.get<{ data: TImportDashboard }>(
      `/api/public/customer/import-dashboard?startDate=${from}&endDate=${to}&customerIds=${session.companyIds}`,
    )
  ).data;

const biOf = <T>(session: TSession, path: string, from: string, to: string) =>
  session.getBi<T>(
    `/bi/${path}?data_registro_di_inicial=${from}&data_registro_di_final=${to}&companies_ids=${session.companyIds}`,
  );

const expectDashboardMatchesBi = async (session: TSession, from: string, to: string) => {
  const dashboard = await dashboardOf(session, from, to);
  const taxes = (await biOf<{ dados: TBiTaxes }>(session, 'valores-impostos', from, to)).dados;
  const modes = (await biOf<{ dados: TBiModes }>(session, 'processos-por-modal', from, to)).dados;
  const vmld = (await biOf<{ dados: { total_vmld: number } }>(session, 'valores-vmld-icms', from, to)).dados;
  const weights = (
    await biOf<{ dados: { peso_bruto: number; peso_liquido: number } }>(session, 'pesos-importados', from, to)
  ).dados;
  const freight = (
    await biOf<{ dados: { modal: string; total: number }[] }>(session, 'valores-frete', from, to)
  ).dados;
  const freightByMode = Object.fromEntries(freight.map((row) => [row.modal, cents(row.total)]));
  const dashboardFreightByMode = Object.fromEntries(
    dashboard.frete.por_modal.map((row) => [row.modal, cents(row.total)]),
  );
  const pairs: [string, number, string, number][] = [
    ['II', dashboard.total_ii.periodo_atual, 'valores-impostos ii', taxes.ii],
    ['IPI', dashboard.total_ipi.periodo_atual, 'valores-impostos ipi', taxes.ipi],
    ['PIS', dashboard.total_pis.periodo_atual, 'valores-impostos pis', taxes.pis],
    ['COFINS', dashboard.total_confins.periodo_atual, 'valores-impostos cofins', taxes.cofins],
    ['Siscomex', dashboard.total_siscomex.periodo_atual, 'valores-impostos siscomex', taxes.siscomex],
    [
      'Antidumping',
      dashboard.total_antidumping.periodo_atual,
      'valores-impostos antidumping',
      taxes.antidumping,
    ],
    ['VMLD sem impostos', dashboard.vmld.total_sem_impostos, 'valores-vmld-icms total_vmld', vmld.total_vmld],
    ['Peso bruto', dashboard.peso_bruto, 'pesos-importados peso_bruto', weights.peso_bruto],
    ['Peso líquido', dashboard.peso_liquido, 'pesos-importados peso_liquido', weights.peso_liquido],
    [
      'Frete',
      dashboard.frete.total_periodo_atual,
      'valores-frete (soma)',
      freight.reduce((sum, row) => sum + row.total, 0),
    ],
  ];
  const when = `${from}..${to}, empresas ${session.companyIds}`;
  for (const [label, shown, biLabel, biShown] of pairs) {
    expect
      .soft(
        cents(shown),
        `${when}: Painel de Importação "${label}" = ${shown} but Análise Operacional ${biLabel} = ${biShown}`,
      )
      .toBe(cents(biShown));
  }
  expect
    .soft(
      dashboardFreightByMode,
      `${when}: Painel de Importação frete por modal = ${JSON.stringify(dashboardFreightByMode)} (centavos) but Análise Operacional valores-frete = ${JSON.stringify(freightByMode)}`,
    )
    .toEqual(freightByMode);
  expect
    .soft(
      dashboard.processosPorModal,
      `${when}: Painel de Importação processos por modal = ${JSON.stringify(dashboard.processosPorModal)} but Análise Operacional processos-por-modal = ${JSON.stringify(modes)}`,
    )
    .toEqual(modes);
  return { dashboard, modes };
};

/** Bars with processes, by key: a bar of 0 and no bar look the same on both screens. */
const barsOf = (items: readonly { ano: number; mes: number; dia?: number | null; total: number }[]) =>
  Object.fromEntries(
    items
      .filter((item) => item.total > 0)
      .map((item) => [`${item.ano}-${item.mes}-${item.dia ?? ''}`, item.total]),
  );

const expectChartsMatch = async (session: TSession, from: string, to: string, by: 'month' | 'day') => {
  const dashboard = await dashboardOf(session, from, to);
  const bi = (await biOf<{ dados: TBiPeriodItem[] }>(session, 'processos-por-periodo', from, to)).dados;
  const shown = barsOf(by === 'month' ? dashboard.processosPorMes : dashboard.processosPorDia);
  const biBars = barsOf(bi);
  expect(
    shown,
    `${from}..${to}: Painel de Importação processos por ${by === 'month' ? 'mês' : 'dia'} = ${JSON.stringify(shown)} but Análise Operacional processos-por-periodo = ${JSON.stringify(biBars)}`,
  ).toEqual(biBars);
};

// --- Financial calendar --------------------------------------------------------------------------

const cashItemsTotal = (days: TCashCalendarDays) =>
  Object.values(days)
    .flat()
    .reduce((sum, item) => sum + item.value, 0);

const cashScreen = async (session: TSession, from: string, to: string) =>
  (
    await session.get<{ data: TCashCalendarDays }>(
      `/api/public/customer/cash-calendar?customerIds=${session.companyIds}&startDate=${from}T00:00:00` +
        `&endDate=${to}T23:59:59&type=SCREEN&category=TODOS`,
    )
  ).data;

/** The EXCEL export's total (the 'Total' row under 'Valor (R$)'), as the spec sends its bounds. */
const cashExportTotal = async (session: TSession, from: string, to: string) => {
  const sheet = await readFirstSheet(
    await session.getFile(
      `/api/public/customer/cash-calendar?customerIds=${session.companyIds}&startDate=${from}T00:00:00` +
        `&endDate=${to}T00:00:00&category=TODOS&status=TODOS&type=EXCEL`,
    ),
  );
  const header = (sheet.getRow(1).values as unknown[]).indexOf('Valor (R$)');
  let total: unknown;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === 'Total') total = row.getCell(header).value;
  });
  return Number(total);
};

const expectCashCalendarAddsUp = async (session: TSession, month: string) => {
  const from = firstOfMonth(month);
  const to = lastOfMonth(month);
  const monthTotal = cashItemsTotal(await cashScreen(session, from, to));
  expect(monthTotal, `the financial calendar of ${from.slice(0, 7)} has items`).toBeGreaterThan(0);
  let daysTotal = 0;
  for (const day of daysOf(from, to)) daysTotal += cashItemsTotal(await cashScreen(session, day, day));
  const exported = await cashExportTotal(session, from, to);
  const label = `Previsão Financeira ${from.slice(0, 7)}`;
  expect
    .soft(cents(daysTotal), `${label}: month total = ${monthTotal} but the sum of its days = ${daysTotal}`)
    .toBe(cents(monthTotal));
  expect
    .soft(
      cents(exported),
      `${label}: screen month total = ${monthTotal} but the EXCEL export's Total = ${exported}`,
    )
    .toBe(cents(monthTotal));
};

// --- The suites -------------------------------------------------------------------------------------

/** `hasDuimpDocuments`: the dataset has open DUIMPs, one with an LPCO in exigência (the demo's). */
const describeInvariants = (
  name: string,
  open: () => Promise<TSession>,
  { hasDuimpDocuments }: { hasDuimpDocuments: boolean },
) =>
  describe(name, () => {
    let session: TSession;
    beforeAll(async () => {
      session = await open();
    }, 240_000);
    afterAll(() => session?.ctx.close());

    it('each Home step card is the count /processos shows for its step; "Total" is all steps', async () => {
      const home = await expectHomeMatchesList(session, {
        from: firstOfMonth(session.today),
        to: session.today,
      });
      expect(home.inClosure, 'the dataset has processes still being closed (Encerramento)').toBeGreaterThan(
        0,
      );
      expect(home.inBilling, 'the dataset has processes in Faturamento, which no card shows').toBeGreaterThan(
        0,
      );
      await expectHomeMatchesList(session, previousMonth(session.today));
    });

    it('each DUIMP card of Precisa de atenção is the count /processos shows for the same state', async () => {
      const counts = await expectDuimpCardsMatchList(session);
      if (!hasDuimpDocuments) return;
      expect(counts.duimp, 'the dataset has open DUIMP processes').toBeGreaterThan(0);
      expect(counts.lpcoRequirement, 'the dataset has an LPCO in exigência').toBeGreaterThan(0);
    });

    it('Painel de Importação = Análise Operacional: taxes, modes, VMLD, weights, freight', async () => {
      const from = monthsBack(session.today, 6);
      const { modes } = await expectDashboardMatchesBi(session, from, lastOfMonth(session.today));
      expect(modes.total_processos, 'the period has registered declarations').toBeGreaterThan(0);
      await expectDashboardMatchesBi(session, firstOfMonth(session.today), session.today);
    });

    it('Painel de Importação = Análise Operacional: processes per month and per day', async () => {
      await expectChartsMatch(session, monthsBack(session.today, 6), lastOfMonth(session.today), 'month');
      await expectChartsMatch(session, firstOfMonth(session.today), session.today, 'day');
    });

    it("the map's processes never exceed the period's: Análise Operacional map gauge ≤ processos-por-modal", async () => {
      const from = monthsBack(session.today, 6);
      const to = lastOfMonth(session.today);
      const map = (await biOf<{ data: TBiMapData }>(session, 'valores-mapa-ncm', from, to)).data;
      const modes = (await biOf<{ dados: TBiModes }>(session, 'processos-por-modal', from, to)).dados;
      const when = `${from}..${to}`;
      expect(map.total_processos, 'the period has processes on the map').toBeGreaterThan(0);
      expect(
        map.total_processos_periodo,
        `${when}: Análise Operacional map gauge total = ${map.total_processos_periodo} but processos-por-modal = ${modes.total_processos}`,
      ).toBe(modes.total_processos);
      expect(
        map.total_processos,
        `${when}: map gauge value = ${map.total_processos} exceeds its whole = ${map.total_processos_periodo}`,
      ).toBeLessThanOrEqual(map.total_processos_periodo);
      const sumOfNcms = Object.values(map.ncms).reduce((sum, count) => sum + count, 0);
      expect(
        map.total_processos,
        `${when}: map gauge value = ${map.total_processos} but the NCM table adds up to ${sumOfNcms} (a process counts once)`,
      ).toBeLessThanOrEqual(sumOfNcms);
    });

    it("the financial calendar's month total = the sum of its days = its EXCEL export's total", async () => {
      await expectCashCalendarAddsUp(session, session.today);
    });
  });

const DEMO_TODAY = '2026-03-15';
const DEMO_ANA = DEMO_USERS()[0];

describeInvariants(
  `demo seed (${DEMO_TODAY}, 600 processes)`,
  async () => {
    const ctx = await createTestApp({
      now: () => new Date(`${DEMO_TODAY}T15:00:00Z`),
      prepare: async ({ db }) => {
        await seedDemoData({ db, today: DEMO_TODAY, processes: 600 });
      },
    });
    return signInSession(ctx, { email: DEMO_ANA?.email ?? '', password: DEMO_PASSWORD, today: DEMO_TODAY });
  },
  { hasDuimpDocuments: true },
);

describeInvariants(
  `generated dataset through the ingestion API (${INGESTED_TODAY})`,
  async () => {
    const ctx = await createTestApp({
      now: () => new Date(`${INGESTED_TODAY}T15:00:00Z`),
      prepare: (database) => prepareIngestedReference(database.db),
    });
    await ingestDataset({ app: ctx.app, db: ctx.database.db, dataset: generateIngestedDataset(240) });
    return signInSession(ctx, {
      email: INGESTED_USER.email,
      password: FIXTURE_PASSWORD,
      today: INGESTED_TODAY,
    });
  },
  { hasDuimpDocuments: false },
);
