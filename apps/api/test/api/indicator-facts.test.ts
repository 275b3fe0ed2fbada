import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import { ALL_STEPS_IDS } from '@pc/contract/process';
import type { TDatabase } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { CHANNELS, processes, STORAGE_PERIODS, TYPES_OF_BOARDING } from '../../src/db/schema/processes.ts';
import { buildDelayedEtdQuery } from '../../src/features/indicators/indicator-repository.ts';
import { buildFactSumsQuery } from '../../src/features/indicators/indicator-facts-repository.ts';
import { openTerms } from '../../src/features/indicators/indicator-from-facts.ts';
import {
  getLeadtimesIndicator,
  getMovimentacaoIndicator,
  getRegistroDiIndicator,
  getStepsIndicator,
  getStorageIndicator,
} from '../../src/features/indicators/indicator-service.ts';
import { businessDayOf } from '../../src/lib/business-day.ts';
import { createRng, type TRng } from '../../src/seed/prng.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { planOf } from '../helpers/query-plan.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * The Home reads indicator_facts, which triggers on `processes` keep (migration 0011). Random
 * processes go through inserts, updates (one row and many), company moves and deletes; then every
 * indicator, for many periods and company sets, must equal what this file computes from the
 * processes themselves, in TypeScript, by the indicators' own definitions.
 */

const COMPANIES = [3, 7, 12];
const HOME_STEPS = new Set<number>(ALL_STEPS_IDS);
const STEP_IDS = PROCESS_STEPS.map((step) => step.id);

type TRow = {
  id: number;
  company_id: number;
  step_id: number;
  created: Date;
  is_concluded: boolean;
  concluded_at: Date | null;
  type_of_boarding: string | null;
  storage_period: string | null;
  duimp: boolean;
  di_registry_date: string | null;
  duimp_registry_date: string | null;
  di_channel: string | null;
  duimp_channel: string | null;
  di_resourcefulness_date: string | null;
  duimp_resourcefulness_date: string | null;
  dates_goods_presence_date: string | null;
  dates_goods_loading_date: string | null;
  dates_customer_deliver_date: string | null;
  billing_custom_broker_finish_date: string | null;
  dates_goods_readines_date: string | null;
};

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;
const dayOf = (value: number) => new Date(value * 86_400_000).toISOString().slice(0, 10);
const FIRST_DAY = dayNumber('2025-10-01');
const LAST_DAY = dayNumber('2026-12-31');

const maybe = <T>(rng: TRng, value: () => T, probability = 0.75): T | null =>
  rng.chance(probability) ? value() : null;
const randomDay = (rng: TRng) => dayOf(rng.int(FIRST_DAY, LAST_DAY));
/** An instant anywhere in a day, so some fall on the next UTC day but the same São Paulo day. */
const randomInstant = (rng: TRng) => new Date((rng.int(FIRST_DAY, LAST_DAY) + rng.float(0, 1)) * 86_400_000);

const randomValues = (rng: TRng) => {
  const created = randomInstant(rng);
  const isConcluded = rng.chance(0.4);
  return {
    stepId: rng.pick(STEP_IDS),
    created,
    isConcluded,
    // Sometimes concluded with no instant, or with one before the opening (bad data happens).
    concludedAt: maybe(rng, () =>
      rng.chance(0.1) ? new Date(created.getTime() - rng.int(1, 40) * 3_600_000) : randomInstant(rng),
    ),
    typeOfBoarding: maybe(rng, () => rng.pick(TYPES_OF_BOARDING)),
    storagePeriod: maybe(rng, () => rng.pick(STORAGE_PERIODS)),
    duimp: rng.chance(0.3),
    diRegistryDate: maybe(rng, () => randomDay(rng)),
    duimpRegistryDate: maybe(rng, () => randomDay(rng)),
    diChannel: maybe(rng, () => rng.pick(CHANNELS)),
    duimpChannel: maybe(rng, () => rng.pick(CHANNELS)),
    diResourcefulnessDate: maybe(rng, () => randomDay(rng)),
    duimpResourcefulnessDate: maybe(rng, () => randomDay(rng)),
    datesGoodsPresenceDate: maybe(rng, () => randomDay(rng)),
    datesGoodsLoadingDate: maybe(rng, () => randomDay(rng)),
    datesCustomerDeliverDate: maybe(rng, () => randomDay(rng)),
    billingCustomBrokerFinishDate: maybe(rng, () => randomDay(rng)),
    datesGoodsReadinesDate: maybe(rng, () => randomDay(rng)),
  };
};

const insertRandom = async (db: TDatabase, rng: TRng, firstId: number, count: number) => {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    companyId: rng.pick(COMPANIES),
    identification: firstId + index,
    typeOfProcess: 'CONTA_E_ORDEM' as const,
    status: 'Em andamento',
    ...randomValues(rng),
  }));
  await db.insert(processes).values(rows);
};

/** What the Home shows, computed from the processes by the indicators' definitions. */
const expectedIndicators = (
  rows: TRow[],
  companyIds: number[],
  period: { fromDay: string; toDay: string },
) => {
  const { fromDay, toDay } = period;
  const mine = rows.filter((row) => companyIds.includes(row.company_id));
  const inPeriod = (day: string | null) => day !== null && day >= fromDay && day <= toDay;
  const createdDay = (row: TRow) => businessDayOf(row.created);
  const isHome = (row: TRow) => HOME_STEPS.has(row.step_id);
  const isOpenIn = (row: TRow) => {
    if (!isHome(row) || createdDay(row) > toDay) return false;
    if (!row.is_concluded) return true;
    if (!row.concluded_at) return false;
    const concluded = businessDayOf(row.concluded_at);
    // A conclusion recorded before the opening counts on the opening day.
    return (concluded < createdDay(row) ? createdDay(row) : concluded) >= fromDay;
  };
  const countBy = (list: TRow[], keyOf: (row: TRow) => string | null) => {
    const counts: Record<string, number> = { total: list.length };
    for (const row of list) {
      const key = keyOf(row);
      if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  const steps = (list: TRow[]) => {
    const counts = countBy(list, (row) => String(row.step_id));
    return {
      total: list.length,
      inProduction: counts['7'] ?? 0,
      inBooking: counts['1'] ?? 0,
      inTraffic: counts['2'] ?? 0,
      inClearence: counts['3'] ?? 0,
      inLoading: counts['4'] ?? 0,
      inClosure: counts['5'] ?? 0,
      inBilling: counts['11'] ?? 0,
    };
  };
  const boardings = (list: TRow[]) => {
    const counts = countBy(list, (row) => row.type_of_boarding);
    return {
      total: list.length,
      totalBKB: counts.BKB ?? 0,
      totalFcl: counts.FCL ?? 0,
      totalLcl: counts.LCL ?? 0,
      totalAereo: counts.AEREO ?? 0,
      totalRodoviario: counts.RODOVIARIO ?? 0,
    };
  };
  const mean = (pairs: [string | null, string | null][]) => {
    let days = 0;
    let count = 0;
    for (const [start, end] of pairs) {
      if (start === null || end === null || !inPeriod(end) || end < start) continue;
      days += dayNumber(end) - dayNumber(start);
      count += 1;
    }
    // round(x, 1), half away from zero, in integers; no sample has no mean.
    return count === 0 ? null : Math.floor((20 * days + count) / (2 * count)) / 10;
  };
  const registry = (row: TRow) => (row.duimp ? row.duimp_registry_date : row.di_registry_date);
  const clearance = (row: TRow) => (row.duimp ? row.duimp_resourcefulness_date : row.di_resourcefulness_date);
  const channel = (row: TRow) => (row.duimp ? row.duimp_channel : row.di_channel);
  const registered = countBy(
    mine.filter((row) => inPeriod(registry(row))),
    channel,
  );
  const stored = countBy(
    mine.filter((row) => inPeriod(row.dates_goods_presence_date)),
    (row) => row.storage_period,
  );
  return {
    // The steps are counted now whatever the period: the open processes /processos lists.
    steps: steps(mine.filter((row) => isHome(row) && !row.is_concluded)),
    movimentacao: boardings(mine.filter(isOpenIn)),
    opened: boardings(mine.filter((row) => isHome(row) && inPeriod(createdDay(row)))),
    registroDi: {
      total: registered.total,
      CINZA: registered.CINZA ?? 0,
      VERDE: registered.VERDE ?? 0,
      AMARELO: registered.AMARELO ?? 0,
      VERMELHO: registered.VERMELHO ?? 0,
    },
    storage: {
      total: stored.total,
      PRIMEIRO_PERIODO: stored.PRIMEIRO_PERIODO ?? 0,
      SEGUNDO_PERIODO: stored.SEGUNDO_PERIODO ?? 0,
      TERCEIRO_PERIODO: stored.TERCEIRO_PERIODO ?? 0,
      QUARTO_PERIODO: stored.QUARTO_PERIODO ?? 0,
      OUTROS: stored.OUTROS ?? 0,
    },
    leadtimes: {
      importDeclaration: mean(mine.map((row) => [row.dates_goods_presence_date, registry(row)])),
      loading: mean(mine.map((row) => [clearance(row), row.dates_goods_loading_date])),
      delivery: mean(mine.map((row) => [row.dates_goods_loading_date, row.dates_customer_deliver_date])),
      closing: mean(
        mine.map((row) => [row.dates_customer_deliver_date, row.billing_custom_broker_finish_date]),
      ),
      goodsReadinesDateXCustomerDeliverDate: mean(
        mine.map((row) => [row.dates_goods_readines_date, row.dates_customer_deliver_date]),
      ),
    },
  };
};

const actualIndicators = async (
  db: TDatabase,
  companyIds: number[],
  period: { fromDay: string; toDay: string },
) => {
  const scope = { db, callerCompanyIds: COMPANIES, requestedCompanyIds: companyIds };
  const bounds = { firstDate: `${period.fromDay}T00:00:00`, secondDate: `${period.toDay}T23:59:59` };
  return {
    steps: await getStepsIndicator(scope),
    movimentacao: await getMovimentacaoIndicator({ ...scope, ...bounds, isOpeningOnly: false }),
    opened: await getMovimentacaoIndicator({ ...scope, ...bounds, isOpeningOnly: true }),
    registroDi: await getRegistroDiIndicator({ ...scope, ...bounds }),
    storage: await getStorageIndicator({ ...scope, ...bounds }),
    leadtimes: await getLeadtimesIndicator({ ...scope, ...bounds }),
  };
};

const PERIODS = [
  { fromDay: '2026-06-01', toDay: '2026-06-30' },
  { fromDay: '2026-05-01', toDay: '2026-05-31' },
  { fromDay: '2026-02-14', toDay: '2026-03-09' },
  { fromDay: '2026-11-30', toDay: '2026-11-30' },
  { fromDay: '2025-01-01', toDay: '2027-12-31' },
  { fromDay: '2025-12-20', toDay: '2026-01-10' },
];
const COMPANY_SETS = [[3], [7], [3, 7], [3, 7, 12]];

type TInstants = { created: number; concluded_at: number | null };
const DAY_COLUMNS = [
  'di_registry_date',
  'duimp_registry_date',
  'di_resourcefulness_date',
  'duimp_resourcefulness_date',
  'dates_goods_presence_date',
  'dates_goods_loading_date',
  'dates_customer_deliver_date',
  'billing_custom_broker_finish_date',
  'dates_goods_readines_date',
];

const allRows = async (db: TDatabase): Promise<TRow[]> => {
  // Days as text and instants as epoch milliseconds: the same values whatever the driver parses.
  const result = await db.execute(
    sql.raw(`
    select id, company_id, step_id, is_concluded, type_of_boarding, storage_period, duimp, di_channel,
      duimp_channel, ${DAY_COLUMNS.map((column) => `${column}::text as ${column}`).join(', ')},
      (extract(epoch from created) * 1000)::float8 as created,
      (extract(epoch from concluded_at) * 1000)::float8 as concluded_at
    from processes`),
  );
  return (result as unknown as { rows: (Omit<TRow, 'created' | 'concluded_at'> & TInstants)[] }).rows.map(
    (row) => ({
      ...row,
      created: new Date(row.created),
      concluded_at: row.concluded_at === null ? null : new Date(row.concluded_at),
    }),
  );
};

const expectIndicatorsToMatch = async (db: TDatabase) => {
  const rows = await allRows(db);
  for (const period of PERIODS)
    for (const companyIds of COMPANY_SETS)
      expect(
        await actualIndicators(db, companyIds, period),
        `${companyIds.join(',')} ${period.fromDay}..${period.toDay}`,
      ).toEqual(expectedIndicators(rows, companyIds, period));
};

describe('Home indicators from indicator_facts (performance and scaling)', () => {
  let ctx: TTestApp;
  let db: TDatabase;
  const rng = createRng(20_261_126);

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await database.db
          .insert(companies)
          .values(
            COMPANIES.map((id) => ({ id, name: `EMPRESA ${id} LTDA`, federalId: `${id}`.padStart(14, '0') })),
          );
        await database.db.insert(processSteps).values([...PROCESS_STEPS]);
      },
    });
    db = ctx.database.db as TDatabase;
  });
  afterAll(() => ctx.close());

  it('match the processes after inserts of many rows at once and one at a time', async () => {
    await insertRandom(db, rng, 1, 600);
    for (let id = 601; id <= 620; id += 1) await insertRandom(db, rng, id, 1);
    await expectIndicatorsToMatch(db);
  });

  it('match the processes after updates, company moves and deletes', async () => {
    for (let round = 0; round < 40; round += 1) {
      const id = rng.int(1, 620);
      await db
        .update(processes)
        .set({ ...randomValues(rng), ...(rng.chance(0.2) ? { companyId: rng.pick(COMPANIES) } : {}) })
        .where(sql`${processes.id} = ${id}`);
    }
    // One statement over many rows: conclude a slice, reopen another, move steps of a third.
    await db.execute(sql`update processes set is_concluded = true, concluded_at = now() where id % 7 = 0`);
    await db.execute(sql`update processes set is_concluded = false where id % 11 = 0`);
    await db.execute(sql`update processes set step_id = 6 where id % 13 = 0`);
    // An update that changes no fact.
    await db.execute(sql`update processes set status = 'Revisado' where id % 3 = 0`);
    await db.execute(sql`delete from processes where id % 9 = 0`);
    await insertRandom(db, rng, 1_000, 50);
    await expectIndicatorsToMatch(db);
  });

  it('the stored facts equal the facts computed afresh from the processes', async () => {
    const result = await db.execute(sql`
      select count(*)::int as differences from (
        (select company_id, metric, day, key, n, total from indicator_facts where n <> 0 or total <> 0
         except
         select f.company_id, f.metric, f.day, f.key, sum(f.n)::int, sum(f.total)::bigint
         from processes r cross join lateral indicator_facts_of(r) f group by 1, 2, 3, 4)
        union all
        (select f.company_id, f.metric, f.day, f.key, sum(f.n)::int, sum(f.total)::bigint
         from processes r cross join lateral indicator_facts_of(r) f group by 1, 2, 3, 4
         except
         select company_id, metric, day, key, n, total from indicator_facts where n <> 0 or total <> 0)
      ) d`);
    expect((result as unknown as { rows: { differences: number }[] }).rows[0]?.differences).toBe(0);
  });

  const planOfFacts = (build: Parameters<typeof planOf>[2]) =>
    planOf(db, ['processes', 'indicator_facts'], build);

  it('each indicator reads indicator_facts by its key, never the processes', async () => {
    const plan = await planOfFacts((tx) =>
      buildFactSumsQuery(tx, {
        companyIds: [3, 7],
        terms: openTerms('step', { fromDay: '2026-06-01', toDay: '2026-06-30' }),
      }),
    );
    expect(plan, plan).toContain('indicator_facts_pk');
    expect(plan).not.toContain('processes');
    expect(plan).not.toContain('Seq Scan');
  });

  it('ETD Atrasados is an index-only scan of the ETD index (a column added to it and not to the index fails this)', async () => {
    const plan = await planOfFacts((tx) =>
      buildDelayedEtdQuery(tx, {
        companyIds: [3, 7],
        period: { fromDay: '2026-06-01', toDay: '2026-06-30' },
        delayDays: DELAYED_ETD_DAYS,
      }),
    );
    expect(plan, plan).toContain('Index Only Scan using processes_company_etd_idx');
  });

  it('a truncate of the processes empties the facts', async () => {
    await db.execute(sql`truncate processes cascade`);
    const result = await db.execute(sql`select count(*)::int as count from indicator_facts`);
    expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    await expectIndicatorsToMatch(db);
  });
});
