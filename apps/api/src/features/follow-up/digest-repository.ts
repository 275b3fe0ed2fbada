import { ALL_STEPS_IDS } from '@pc/contract/process';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { partners } from '../../db/schema/partners.ts';
import { processChanges } from '../../db/schema/process-changes.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { processes } from '../../db/schema/processes.ts';
import { etdDelayDays, inScope, isEtdDelayed, isOpenProcess, notCancelled } from '../../db/scope.ts';
import { onBusinessDays, type TDayRange } from '../../lib/business-day.ts';

export const exporters = aliasedTable(partners, 'exporters');

/** What an e-mail line says about its process (see TEmailProcess); joins companies and exporters. */
export const processColumns = {
  companyId: processes.companyId,
  id: processes.id,
  typeOfProcess: processes.typeOfProcess,
  identification: processes.identification,
  customerName: companies.name,
  customerRef: processes.customerRef,
  invoice: processes.invoice,
  exporterName: exporters.name,
};

export type TDigestProcessRow = {
  companyId: number;
  id: number;
  typeOfProcess: string | null;
  identification: number;
  customerName: string;
  customerRef: string | null;
  invoice: string | null;
  exporterName: string | null;
};

type TScope = { companyIds: readonly number[] };

/**
 * Open processes per step, the steps Home counts (ALL_STEPS_IDS: cancelled, pre-registered and
 * suspended are out), in Home's order; steps without processes left out.
 */
export const countOpenProcessesByStep = async (db: TDbExecutor, scope: TScope) => {
  const rows = await db
    .select({ stepId: processSteps.id, stepName: processSteps.alias, count: count() })
    .from(processes)
    .innerJoin(processSteps, eq(processSteps.id, processes.stepId))
    .where(
      and(
        inScope(scope.companyIds),
        not(processes.isConcluded),
        inArray(processes.stepId, [...ALL_STEPS_IDS]),
      ),
    )
    .groupBy(processSteps.id, processSteps.alias);
  const order = (stepId: number) => ALL_STEPS_IDS.indexOf(stepId as (typeof ALL_STEPS_IDS)[number]);
  return rows.sort((a, b) => order(a.stepId) - order(b.stepId));
};

/** The scope's trail in the São Paulo days of `range`, newest first, at most `limit`, and how many in all. */
export const findWeekChanges = async (db: TDbExecutor, options: TScope & TDayRange & { limit: number }) => {
  const where = and(
    inArray(processChanges.companyId, [...options.companyIds]),
    onBusinessDays(processChanges.changedAt, options),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...processColumns,
        field: processChanges.field,
        oldValue: processChanges.oldValue,
        newValue: processChanges.newValue,
        changedAt: processChanges.changedAt,
      })
      .from(processChanges)
      .innerJoin(
        processes,
        and(eq(processes.companyId, processChanges.companyId), eq(processes.id, processChanges.processId)),
      )
      .innerJoin(companies, eq(companies.id, processes.companyId))
      .leftJoin(exporters, eq(exporters.id, processes.exporterId))
      .where(where)
      .orderBy(desc(processChanges.changedAt), desc(processChanges.id))
      .limit(options.limit),
    db.select({ count: count() }).from(processChanges).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
};

/**
 * ETDs and ETAs of the days in `range` as the operational calendar places them: an ETD only while
 * the cargo has not departed, an ETA only while it has not arrived.
 */
export const findUpcomingMilestones = async (db: TDbExecutor, options: TScope & TDayRange) => {
  const inRange = (column: typeof processes.datesEtd) =>
    and(gte(column, options.fromDay), lte(column, options.toDay));
  return db
    .select({
      ...processColumns,
      etd: processes.datesEtd,
      eta: processes.datesEta,
      departure: processes.datesDepartureDate,
      arrival: processes.datesArrivalDate,
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .leftJoin(exporters, eq(exporters.id, processes.exporterId))
    .where(
      and(
        inScope(options.companyIds),
        notCancelled,
        sql`(${and(isNull(processes.datesDepartureDate), inRange(processes.datesEtd))}
          or ${and(isNull(processes.datesArrivalDate), inRange(processes.datesEta))})`,
      ),
    )
    .orderBy(asc(processes.id));
};

/**
 * Open processes not yet departed whose ETD is more than `delayDays` after the initial ETD, the
 * most delayed first, at most `limit`, and how many in all.
 */
export const findDelayedEtds = async (
  db: TDbExecutor,
  options: TScope & { delayDays: number; limit: number },
) => {
  const delay = etdDelayDays;
  const where = and(inScope(options.companyIds), isOpenProcess, isEtdDelayed(options.delayDays));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...processColumns,
        initialEtd: processes.initialDatesEtd,
        etd: processes.datesEtd,
        delayDays: sql<number>`${delay}::int`,
      })
      .from(processes)
      .innerJoin(companies, eq(companies.id, processes.companyId))
      .leftJoin(exporters, eq(exporters.id, processes.exporterId))
      .where(where)
      .orderBy(desc(delay), asc(processes.datesEtd), asc(processes.id))
      .limit(options.limit),
    db.select({ count: count() }).from(processes).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
};
