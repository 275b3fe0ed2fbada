import { and, desc, asc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  currentDuimpVersionOn,
  duimpAttentionSql,
  lpcoRequirementSinceSql,
} from '../../core/duimp/current-duimp-sql.ts';
import { storagePeriodSql } from '../../core/storage/storage-period.ts';
import { duimpVersions } from '../../db/schema/duimp.ts';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { freightQuotations } from '../../db/schema/quotations.ts';
import { processes } from '../../db/schema/processes.ts';
import {
  isNumerarioForecastSql,
  numerarioDueDaySql,
  numerarioValueSql,
} from '../../core/payments/numerario-due.ts';
import { numerarioUnpaidSql } from '../../core/payments/numerario-paid.ts';
import { etdDelayDays, inScope, isEtdDelayed, isOpenProcess } from '../../db/scope.ts';

export type TAttentionOptions = { companyIds: readonly number[]; today: string; limit: number };

/** What every rule answers about a process, and how many processes the rule holds in all. */
const processColumns = {
  processId: processes.id,
  typeOfProcess: processes.typeOfProcess,
  identification: processes.identification,
  customerRef: processes.customerRef,
  companyName: companies.name,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

const openIn = (companyIds: readonly number[]): SQL | undefined => and(inScope(companyIds), isOpenProcess);

const today = (options: TAttentionOptions) => sql`${options.today}::date`;

/** Not yet departed, its ETD more than `delayDays` after the initial ETD: the most delayed first. */
export const findDelayedEtds = (db: TDbExecutor, options: TAttentionOptions & { delayDays: number }) => {
  const delay = etdDelayDays;
  return db
    .select({
      ...processColumns,
      ...{
        etd: processes.datesEtd,
        initialEtd: processes.initialDatesEtd,
        delayDays: sql<number>`${delay}::int`.mapWith(Number),
      },
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(and(openIn(options.companyIds), isEtdDelayed(options.delayDays)))
    .orderBy(desc(delay), asc(processes.id))
    .limit(options.limit);
};

/** Days from today, both ends included; `fromDays: null` has no start (every overdue day). */
export type TDayWindow = { fromDays: number | null; toDays: number };

/**
 * Unpaid numerários due in a window of days around today (overdue: up to yesterday; due soon: today
 * to `today + 7`), placed as the cash calendar places them: on the ETA with the real value when it
 * is positive, otherwise on the estimated cash-request date with the estimated value. The earliest
 * first (the longest overdue first).
 */
export const findCashDue = (db: TDbExecutor, options: TAttentionOptions & TDayWindow) => {
  const day = numerarioDueDaySql;
  const value = numerarioValueSql;
  return db
    .select({
      ...processColumns,
      ...{
        day: sql<string>`${day}::text`,
        daysLate: sql<number>`(${today(options)} - ${day})::int`.mapWith(Number),
        value: sql<number>`${value}`.mapWith(Number),
        isForecast: isNumerarioForecastSql,
      },
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(
      and(
        openIn(options.companyIds),
        numerarioUnpaidSql,
        sql`${value} is not null`,
        options.fromDays === null ? undefined : sql`${day} >= ${today(options)} + ${options.fromDays}::int`,
        sql`${day} <= ${today(options)} + ${options.toDays}::int`,
      ),
    )
    .orderBy(asc(day), asc(processes.id))
    .limit(options.limit);
};

/** Cargo still stored whose storage period changes within `days` days (core/storage): the soonest first. */
export const findStorageChanges = (
  db: TDbExecutor,
  options: TAttentionOptions & { days: number; periodDays: number },
) => {
  const storage = storagePeriodSql({ today: today(options), periodDays: options.periodDays });
  return db
    .select({
      ...processColumns,
      ...{
        presence: processes.datesGoodsPresenceDate,
        period: sql<number>`${storage.period}::int`.mapWith(Number),
        changeDay: storage.changeDay,
        daysLeft: sql<number>`${storage.daysLeft}::int`.mapWith(Number),
      },
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(
      and(openIn(options.companyIds), storage.isStored, sql`${storage.daysLeft} <= ${options.days}::int`),
    )
    .orderBy(asc(storage.daysLeft), asc(processes.id))
    .limit(options.limit);
};

/** A red or yellow channel on the declaration the process uses (DUIMP or DI), not yet cleared. */
export const findChannelsWithoutClearance = (db: TDbExecutor, options: TAttentionOptions) => {
  const channel = sql<string>`(case when ${processes.duimp} then ${processes.duimpChannel} else ${processes.diChannel} end)`;
  const clearance = sql`(case when ${processes.duimp} then ${processes.duimpResourcefulnessDate} else ${processes.diResourcefulnessDate} end)`;
  return db
    .select({ ...processColumns, ...{ channel, isDuimp: processes.duimp } })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(
      and(openIn(options.companyIds), sql`${channel} in ('VERMELHO', 'AMARELO')`, sql`${clearance} is null`),
    )
    .orderBy(sql`${channel} = 'AMARELO'`, asc(processes.id))
    .limit(options.limit);
};

/**
 * Open processes whose current DUIMP version has an LPCO in exigência: the longest-waiting first (by
 * the oldest open requirement of such an LPCO; one with no requirement sent goes last).
 */
export const findLpcoRequirements = (db: TDbExecutor, options: TAttentionOptions) => {
  const since = lpcoRequirementSinceSql;
  return db
    .select({ ...processColumns, ...{ since, document: duimpVersions.document } })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .innerJoin(duimpVersions, currentDuimpVersionOn)
    .where(and(openIn(options.companyIds), duimpAttentionSql('lpcoRequirement', today(options))))
    .orderBy(sql`${since} asc nulls last`, asc(processes.id))
    .limit(options.limit);
};

/** Open processes whose current DUIMP was registered more than `days` days ago and has no channel yet. */
export const findDuimpsAwaitingChannel = (db: TDbExecutor, options: TAttentionOptions) => {
  return (
    db
      .select({
        ...processColumns,
        ...{
          registeredOn: sql<string>`${processes.duimpRegistryDate}::text`,
          number: duimpVersions.number,
          version: duimpVersions.version,
        },
      })
      .from(processes)
      .innerJoin(companies, eq(companies.id, processes.companyId))
      .innerJoin(duimpVersions, currentDuimpVersionOn)
      .where(and(openIn(options.companyIds), duimpAttentionSql('duimpAwaitingChannel', today(options))))
      // The longest waiting first.
      .orderBy(asc(processes.duimpRegistryDate), asc(processes.id))
      .limit(options.limit)
  );
};

/**
 * Processes with quotations received (COTADO) that nobody has viewed and nobody has decided: the
 * most quoted first. A quotation approved or rejected, or one in a round with an approved quotation
 * (a closed round), waits for no one. One join of the open processes with those quotations, grouped
 * per process (a hash join: probing the quotations of every open process, or every process of every
 * COTADO quotation, costs more); the closed rounds are an anti-join on their own partial index.
 */
export const findUnseenQuotations = (db: TDbExecutor, options: TAttentionOptions) => {
  const unseen = sql<number>`count(*)`;
  const approved = alias(freightQuotations, 'approved_quotations');
  const isRoundClosed = db
    .select({ one: sql`1` })
    .from(approved)
    .where(
      and(
        eq(approved.companyId, processes.companyId),
        eq(approved.processId, processes.id),
        // The bare column, as freight_quotations_approved_idx's predicate reads it.
        sql`${approved.approved}`,
      ),
    );
  return db
    .select({ ...processColumns, ...{ quotations: sql<number>`${unseen}::int`.mapWith(Number) } })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .innerJoin(
      freightQuotations,
      and(
        eq(freightQuotations.companyId, processes.companyId),
        eq(freightQuotations.processId, processes.id),
      ),
    )
    .where(
      and(
        openIn(options.companyIds),
        inArray(freightQuotations.companyId, [...options.companyIds]),
        eq(freightQuotations.status, 'COTADO'),
        isNull(freightQuotations.approved),
        notExists(isRoundClosed),
      ),
    )
    .groupBy(processes.companyId, processes.id, companies.id)
    .orderBy(desc(unseen), asc(processes.id))
    .limit(options.limit);
};
