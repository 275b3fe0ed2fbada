import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ALL_STEPS_IDS, PROCESS_STEP } from '@pc/contract/process';
import type { TDbExecutor } from '../../db/client.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import {
  onBusinessDays,
  startOfBusinessDay,
  startOfNextBusinessDay,
  type TDayRange,
} from '../../lib/business-day.ts';
import { processes } from '../../db/schema/processes.ts';
import { users } from '../../db/schema/users.ts';
import { inScope } from '../../db/scope.ts';

/** The companies and the period (whole days; instants such as `created` count on their São Paulo day). */
type TIndicatorFilter = { companyIds: readonly number[]; period: TDayRange };

/** A calendar-day column, or an expression choosing one (DI or DUIMP). */
type TDayExpression = SQL | PgColumn;

const dayIn = (column: TDayExpression, { fromDay, toDay }: TDayRange) =>
  sql`${column} between ${fromDay}::date and ${toDay}::date`;

/** The declaration the process uses: DUIMP when flagged, the classic DI otherwise. */
const registryDate = sql`case when ${processes.duimp} then ${processes.duimpRegistryDate} else ${processes.diRegistryDate} end`;
const clearanceDate = sql`case when ${processes.duimp} then ${processes.duimpResourcefulnessDate} else ${processes.diResourcefulnessDate} end`;
const channel = sql`case when ${processes.duimp} then ${processes.duimpChannel} else ${processes.diChannel} end`;

/** `count(*) filter (where …)`, as a number (PostgreSQL answers bigint as text). */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** The steps the Home counts: the ones "Todos" (8) lists (cancelled, pre-registered and suspended are out). */
const inHomeSteps = inArray(processes.stepId, [...ALL_STEPS_IDS]);

/**
 * Open at some moment of the period: opened before its end and not concluded before its start.
 * Without a period: open now.
 */
const openCondition = (period: TDayRange | null): SQL | undefined =>
  period
    ? and(
        lt(processes.created, startOfNextBusinessDay(period.toDay)),
        or(eq(processes.isConcluded, false), gte(processes.concludedAt, startOfBusinessDay(period.fromDay))),
      )
    : eq(processes.isConcluded, false);

const stepCount = (stepId: number) => countWhere(sql`${processes.stepId} = ${stepId}`);

// --- Steps (total/all) ---------------------------------------------------------------------------

export const buildStepsQuery = (
  db: TDbExecutor,
  filter: { companyIds: readonly number[]; period: TDayRange | null },
) =>
  db
    .select({
      total: countAll(),
      inProduction: stepCount(PROCESS_STEP.PRODUCAO),
      inBooking: stepCount(PROCESS_STEP.BOOKING),
      inTraffic: stepCount(PROCESS_STEP.TRANSITO),
      inClearence: stepCount(PROCESS_STEP.DESEMBARACO),
      inLoading: stepCount(PROCESS_STEP.CARREGAMENTO),
      inClosure: stepCount(PROCESS_STEP.ENCERRAMENTO),
    })
    .from(processes)
    .where(and(inScope(filter.companyIds), inHomeSteps, openCondition(filter.period)));

// --- Lead times ----------------------------------------------------------------------------------

/** Mean of `end - start` in days, rounded to one decimal, over the rows whose end is in the period. */
const meanDays = (start: TDayExpression, end: TDayExpression, period: TDayRange) => {
  const isCounted = sql`${dayIn(end, period)} and ${start} is not null and ${end} >= ${start}`;
  return sql<number | null>`round(avg(${end} - ${start}) filter (where ${isCounted}), 1)`.mapWith(
    toNullableNumber,
  );
};

export const buildLeadtimesQuery = (db: TDbExecutor, { companyIds, period }: TIndicatorFilter) =>
  db
    .select({
      importDeclaration: meanDays(processes.datesGoodsPresenceDate, registryDate, period),
      loading: meanDays(clearanceDate, processes.datesGoodsLoadingDate, period),
      delivery: meanDays(processes.datesGoodsLoadingDate, processes.datesCustomerDeliverDate, period),
      closing: meanDays(processes.datesCustomerDeliverDate, processes.billingCustomBrokerFinishDate, period),
      goodsReadinesDateXCustomerDeliverDate: meanDays(
        processes.datesGoodsReadinesDate,
        processes.datesCustomerDeliverDate,
        period,
      ),
    })
    .from(processes)
    .where(
      and(
        inScope(companyIds),
        or(
          dayIn(registryDate, period),
          dayIn(processes.datesGoodsLoadingDate, period),
          dayIn(processes.datesCustomerDeliverDate, period),
          dayIn(processes.billingCustomBrokerFinishDate, period),
        ),
      ),
    );

// --- DI / DUIMP registrations by channel ---------------------------------------------------------

const channelCount = (value: string) => countWhere(sql`${channel} = ${value}`);

export const buildRegistroDiQuery = (db: TDbExecutor, { companyIds, period }: TIndicatorFilter) =>
  db
    .select({
      total: countAll(),
      CINZA: channelCount('CINZA'),
      VERDE: channelCount('VERDE'),
      AMARELO: channelCount('AMARELO'),
      VERMELHO: channelCount('VERMELHO'),
    })
    .from(processes)
    .where(
      and(
        inScope(companyIds),
        // Spelled per column (not through the case) so each registry-date index can serve it.
        or(
          and(eq(processes.duimp, false), dayIn(processes.diRegistryDate, period)),
          and(eq(processes.duimp, true), dayIn(processes.duimpRegistryDate, period)),
        ),
      ),
    );

// --- Processes by type of boarding ---------------------------------------------------------------

const boardingCount = (value: string) => countWhere(sql`${processes.typeOfBoarding} = ${value}`);

export const buildMovimentacaoQuery = (
  db: TDbExecutor,
  { companyIds, period, isOpeningOnly }: TIndicatorFilter & { isOpeningOnly: boolean },
) =>
  db
    .select({
      total: countAll(),
      totalBKB: boardingCount('BKB'),
      totalFcl: boardingCount('FCL'),
      totalLcl: boardingCount('LCL'),
      totalAereo: boardingCount('AEREO'),
      totalRodoviario: boardingCount('RODOVIARIO'),
    })
    .from(processes)
    .where(
      and(
        inScope(companyIds),
        inHomeSteps,
        isOpeningOnly ? onBusinessDays(processes.created, period) : openCondition(period),
      ),
    );

// --- Processes by storage period -----------------------------------------------------------------

const storageCount = (value: string) => countWhere(sql`${processes.storagePeriod} = ${value}`);

export const buildStorageQuery = (db: TDbExecutor, { companyIds, period }: TIndicatorFilter) =>
  db
    .select({
      total: countAll(),
      PRIMEIRO_PERIODO: storageCount('PRIMEIRO_PERIODO'),
      SEGUNDO_PERIODO: storageCount('SEGUNDO_PERIODO'),
      TERCEIRO_PERIODO: storageCount('TERCEIRO_PERIODO'),
      QUARTO_PERIODO: storageCount('QUARTO_PERIODO'),
      OUTROS: storageCount('OUTROS'),
    })
    .from(processes)
    .where(and(inScope(companyIds), dayIn(processes.datesGoodsPresenceDate, period)));

/** Runs an aggregate query (always exactly one row). */
export const findAggregate = async <T>(query: PromiseLike<T[]>): Promise<T> => {
  const [row] = await query;
  if (!row) throw new Error('aggregate query answered no row');
  return row;
};

// --- ETD Atrasados -------------------------------------------------------------------------------

export const buildDelayedEtdQuery = (
  db: TDbExecutor,
  { companyIds, period, delayDays }: TIndicatorFilter & { delayDays: number },
) =>
  db
    .select({ id: processes.id })
    .from(processes)
    .where(
      and(
        inScope(companyIds),
        gte(processes.datesEtd, period.fromDay),
        lte(processes.datesEtd, period.toDay),
        isNotNull(processes.initialDatesEtd),
        gt(sql`${processes.datesEtd} - ${processes.initialDatesEtd}`, delayDays),
      ),
    )
    .orderBy(asc(processes.datesEtd), asc(processes.id));

// --- Personalised indicator request --------------------------------------------------------------

export const findRequester = async (db: TDbExecutor, userId: number) => {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
