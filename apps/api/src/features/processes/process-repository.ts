import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TDuimpListFilter } from '@pc/contract/duimp-filter';
import type { TProcessDateField } from '@pc/contract/process';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import { companies } from '../../db/schema/companies.ts';
import type { TDbExecutor } from '../../db/client.ts';
import { onBusinessDays } from '../../lib/business-day.ts';
import { urgencyChanges } from '../../db/schema/audit.ts';
import { historyItems } from '../../db/schema/history.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { processes, type TTypeOfProcess } from '../../db/schema/processes.ts';
import { exporter, freightForwarder, selectProcessRows, type TProcessRow } from './process-row.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { isEveryReportColumn, reportSortSql, reportTextCondition } from './report-columns-sql.ts';
import { inScope, inScopePlaceholder, isOpenProcess } from '../../db/scope.ts';
import { currentDuimpHasSql, duimpAttentionSql } from '../../core/duimp/current-duimp-sql.ts';
import { inIdList } from '../../db/id-list.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';

/** The column behind each date field of the contract (their TS names differ in case: datesETA ↔ datesEta). */
const DATE_COLUMN: Record<TProcessDateField, PgColumn> = {
  created: processes.created,
  invoiceDate: processes.invoiceDate,
  billingNFsEmissionDate: processes.billingNfsEmissionDate,
  billingBillCustomerDate: processes.billingBillCustomerDate,
  billingEmailDate: processes.billingEmailDate,
  billingSendDate: processes.billingSendDate,
  billingCustomBrokerFinishDate: processes.billingCustomBrokerFinishDate,
  diRegistryDate: processes.diRegistryDate,
  diResourcefulnessDate: processes.diResourcefulnessDate,
  duimpRegistryDate: processes.duimpRegistryDate,
  duimpResourcefulnessDate: processes.duimpResourcefulnessDate,
  datesInspectionMAPADate: processes.datesInspectionMapaDate,
  datesReleaseMAPADate: processes.datesReleaseMapaDate,
  datesBillOfLadingReleaseDate: processes.datesBillOfLadingReleaseDate,
  datesEnclosureBillingDate: processes.datesEnclosureBillingDate,
  datesComexDate: processes.datesComexDate,
  datesLinkInTheEnclosureDate: processes.datesLinkInTheEnclosureDate,
  datesEstimatedGoodsReadinesDate: processes.datesEstimatedGoodsReadinesDate,
  datesGoodsReadinesDate: processes.datesGoodsReadinesDate,
  datesETD: processes.datesEtd,
  initialDatesETD: processes.initialDatesEtd,
  datesDepartureDate: processes.datesDepartureDate,
  datesETA: processes.datesEta,
  datesArrivalDate: processes.datesArrivalDate,
  mooringDate: processes.mooringDate,
  datesGoodsPresenceDate: processes.datesGoodsPresenceDate,
  datesGoodsLoadingDate: processes.datesGoodsLoadingDate,
  datesCargoCollectDate: processes.datesCargoCollectDate,
  datesEstimatedCustomerDeliverDate: processes.datesEstimatedCustomerDeliverDate,
  datesCustomerDeliverDate: processes.datesCustomerDeliverDate,
  originalsDocumentsDate: processes.originalsDocumentsDate,
  estimatedStepCashRequest: processes.estimatedStepCashRequest,
  stepCashRequest: processes.stepCashRequest,
};

/** Calendar days `fromDay..toDay` (inclusive) on a date field; `created` compares São Paulo midnights. */
const periodCondition = (field: TProcessDateField, fromDay: string, toDay: string): SQL | undefined => {
  if (field !== 'created') return and(gte(DATE_COLUMN[field], fromDay), lte(DATE_COLUMN[field], toDay));
  return onBusinessDays(processes.created, { fromDay, toDay });
};

export type TReportFilter = {
  companyIds: readonly number[];
  isIncludingConcluded: boolean;
  stepIds: readonly number[] | null;
  period: { field: TProcessDateField; fromDay: string; toDay: string } | null;
  /** The table's search box: normalised text and the columns it looks in. */
  text?: { normalisedTerm: string; columns: readonly TReportColumnKey[] } | null;
  /** Only these processes (a dashboard drill-down), as one array parameter whatever the count. */
  ids?: readonly number[] | null;
  /** DI or DUIMP, the DUIMP's situations, a Home DUIMP rule; `today` (São Paulo) dates the rules. */
  duimp?: { filter: TDuimpListFilter; today: string } | null;
};

/**
 * The DUIMP filters: DUIMP ones read the process's copy of its current version's situations; the
 * attention states are the Home's rules (attention-repository.ts) on the open processes, the same SQL.
 */
const duimpConditions = ({ filter, today }: { filter: TDuimpListFilter; today: string }): SQL | undefined => {
  const isDuimpOnly =
    filter.declaration === 'DUIMP' ||
    filter.duimpSituations !== null ||
    filter.licensingSituations !== null ||
    filter.attention !== null;
  return and(
    filter.declaration === 'DI' ? eq(processes.duimp, false) : undefined,
    isDuimpOnly ? eq(processes.duimp, true) : undefined,
    filter.duimpSituations ? inArray(processes.duimpSituation, [...filter.duimpSituations]) : undefined,
    filter.licensingSituations
      ? inArray(processes.duimpLicensingSituation, [...filter.licensingSituations])
      : undefined,
    filter.attention
      ? and(isOpenProcess, currentDuimpHasSql(duimpAttentionSql(filter.attention, sql`${today}::date`)))
      : undefined,
  );
};

/** How a report page is ordered: a report column, then newest first (the spec's order). */
export type TReportOrder = { sort: TReportColumnKey | null; isDescending: boolean };

const reportConditions = (filter: TReportFilter) =>
  and(
    inScope(filter.companyIds),
    filter.isIncludingConcluded ? undefined : eq(processes.isConcluded, false),
    filter.stepIds ? inArray(processes.stepId, [...filter.stepIds]) : undefined,
    filter.period
      ? periodCondition(filter.period.field, filter.period.fromDay, filter.period.toDay)
      : undefined,
    filter.text ? reportTextCondition(filter.text.columns, filter.text.normalisedTerm) : undefined,
    filter.ids ? inIdList(processes.id, filter.ids) : undefined,
    filter.duimp ? duimpConditions(filter.duimp) : undefined,
  );

const reportOrder = ({ sort, isDescending }: TReportOrder): SQL[] => [
  ...(sort ? reportSortSql(sort, isDescending) : []),
  desc(processes.created),
  desc(processes.id),
];

type TReportPageOptions = { filter: TReportFilter; order: TReportOrder; limit: number; offset: number };

/** The columns whose text or sort reads a partner's name (the exporter's, the forwarder's). */
const PARTY_COLUMNS: ReadonlySet<TReportColumnKey> = new Set(['exporter', 'freightForwarder']);

/** Whether the search box or the sort reads the partners' names. */
const readsParties = (filter: TReportFilter, order: TReportOrder | null): boolean =>
  Boolean(
    filter.text &&
    !isEveryReportColumn(filter.text.columns) &&
    filter.text.columns.some((key) => PARTY_COLUMNS.has(key)),
  ) || Boolean(order?.sort && PARTY_COLUMNS.has(order.sort));

/**
 * The joins the report's conditions and order read. The partners are joined only when read: even
 * a left join the planner removes keeps it from counting and sorting the open processes from
 * processes_open_report_idx alone (an index-only scan; 18 ms against 330 ms for 65k processes).
 */
const withReportJoins = <T extends PgSelect>(
  query: T,
  { isReadingParties }: { isReadingParties: boolean },
) => {
  const joined = query
    .innerJoin(processSteps, eq(processSteps.id, processes.stepId))
    .innerJoin(companies, eq(companies.id, processes.companyId));
  return isReadingParties
    ? joined
        .leftJoin(exporter, eq(exporter.id, processes.exporterId))
        .leftJoin(freightForwarder, eq(freightForwarder.id, processes.freightForwarderId))
    : joined;
};

/**
 * The ids of one page of the report in its order: only the joins its sort and search box read, so
 * the sort runs over narrow rows (tens of thousands of open processes), not over whole ones.
 */
export const buildReportIdsQuery = (db: TDbExecutor, options: TReportPageOptions) =>
  withReportJoins(db.select({ id: processes.id }).from(processes).$dynamic(), {
    isReadingParties: readsParties(options.filter, options.order),
  })
    .where(reportConditions(options.filter))
    .orderBy(...reportOrder(options.order))
    .limit(options.limit)
    .offset(options.offset);

/** The whole rows of the processes `ids`, in scope (a page's, once its ids are known). */
export const buildProcessRowsByIdsQuery = (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; ids: readonly number[] },
) => selectProcessRows(db).where(and(inScope(options.companyIds), inIdList(processes.id, options.ids)));

/** One page of the report in the given order: its ids first, then their rows (a deferred join). */
export const findReportPage = async (
  db: TDbExecutor,
  options: TReportPageOptions,
): Promise<TProcessRow[]> => {
  const ids = (await buildReportIdsQuery(db, options)).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await buildProcessRowsByIdsQuery(db, { companyIds: options.filter.companyIds, ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** How many processes the report holds: only the joins its search box reads (also benchmarked). */
export const buildReportCountQuery = (db: TDbExecutor, filter: TReportFilter) =>
  withReportJoins(db.select({ total: count() }).from(processes).$dynamic(), {
    isReadingParties: readsParties(filter, null),
  }).where(reportConditions(filter));

export const countReportProcesses = async (db: TDbExecutor, filter: TReportFilter): Promise<number> => {
  const [row] = await buildReportCountQuery(db, filter);
  return row?.total ?? 0;
};

/** The ids of the whole report in its order, at most `limit`: what an export of it reads by chunks. */
export const findReportIds = async (
  db: TDbExecutor,
  options: { filter: TReportFilter; order: TReportOrder; limit: number },
): Promise<number[]> => (await buildReportIdsQuery(db, { ...options, offset: 0 })).map((row) => row.id);

export const searchProcessRows = async (
  db: TDbExecutor,
  options: {
    companyIds: readonly number[];
    normalizedTerm: string;
    /**
     * Set when the term is a reference: a full one (PRI00042: its number and the process types of
     * its prefix) or a bare number (any type). Those processes come first. A prefix with digits
     * (PRI214) also finds the references of its types that start so (PRI21426), next in the order.
     */
    reference: { identification: number; types: readonly TTypeOfProcess[] | null; digits: string } | null;
    isIncludingConcluded: boolean;
    limit: number;
  },
): Promise<TProcessRow[]> => {
  const { reference } = options;
  const isReference = reference
    ? and(
        eq(processes.identification, reference.identification),
        reference.types ? inArray(processes.typeOfProcess, [...reference.types]) : undefined,
      )
    : undefined;
  // The screens write a reference's number padded to five digits (PRI00042) or as is (PRI21426).
  const identificationText = sql`${processes.identification}::text`;
  const isReferenceStart =
    reference?.types && reference.digits
      ? and(
          inArray(processes.typeOfProcess, [...reference.types]),
          // The digits are in search_text (bare and padded): the trigram index narrows, the start decides.
          sql`${processes.searchText} like ${`%${reference.digits}%`}`,
          or(
            sql`${identificationText} like ${`${reference.digits}%`}`,
            sql`lpad(${identificationText}, 5, '0') like ${`${reference.digits}%`}`,
          ),
        )
      : undefined;
  return (
    selectProcessRows(db)
      .where(
        and(
          inScope(options.companyIds),
          options.isIncludingConcluded ? undefined : eq(processes.isConcluded, false),
          // search_text is trigram-indexed (processes_search_text_trgm_idx): '%…%' reads the index.
          or(
            sql`${processes.searchText} like ${`%${escapeLike(options.normalizedTerm)}%`}`,
            isReference,
            isReferenceStart,
          ),
        ),
      )
      // The reference typed first, then the references that start so, then the newest.
      .orderBy(
        ...(isReference
          ? [sql`case when ${isReference} then 0 when ${isReferenceStart ?? sql`false`} then 1 else 2 end`]
          : []),
        desc(processes.created),
        desc(processes.id),
      )
      .limit(options.limit)
  );
};

export const findProcessRowsByIds = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; ids: readonly number[] },
): Promise<TProcessRow[]> =>
  selectProcessRows(db)
    .where(and(inScope(options.companyIds), inArray(processes.id, [...options.ids])))
    .orderBy(asc(processes.id));

/** The detail query (also used by the benchmark to time the bare SQL). */
export const buildProcessQuery = (db: TDbExecutor, options: { companyIds: readonly number[]; id: number }) =>
  selectProcessRows(db)
    .where(and(inScope(options.companyIds), eq(processes.id, options.id)))
    .limit(1);

/** The detail query as a named prepared statement: the most requested read of the portal. */
const processDetailStatement = preparedPerExecutor((db) =>
  selectProcessRows(db)
    .where(and(inScopePlaceholder('companyIds'), eq(processes.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('process_detail'),
);

export const findProcessRow = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; id: number },
): Promise<TProcessRow | null> => {
  const [row] = await processDetailStatement(db).execute({
    companyIds: [...options.companyIds],
    id: options.id,
  });
  return row ?? null;
};

const visibleHistoryStatement = preparedPerExecutor((db) =>
  db
    .select({
      createdBy: historyItems.createdBy,
      created: historyItems.created,
      description: historyItems.description,
    })
    .from(historyItems)
    .where(
      and(
        eq(historyItems.companyId, sql.placeholder('companyId')),
        eq(historyItems.processId, sql.placeholder('processId')),
        eq(historyItems.isVisibleToClient, true),
      ),
    )
    .orderBy(desc(historyItems.created), desc(historyItems.id))
    .prepare('process_visible_history'),
);

/** Client-visible history only: hidden notes never leave the database. Newest first. */
export const findVisibleHistory = async (db: TDbExecutor, key: { companyId: number; processId: number }) =>
  visibleHistoryStatement(db).execute(key);

export const updateProcessUrgency = async (
  db: TDbExecutor,
  options: { companyId: number; id: number; hasUrgency: boolean; now: Date },
): Promise<void> => {
  await db
    .update(processes)
    .set({ urgent: options.hasUrgency, updatedAt: options.now })
    .where(and(eq(processes.companyId, options.companyId), eq(processes.id, options.id)));
};

export const insertUrgencyChange = async (
  db: TDbExecutor,
  values: typeof urgencyChanges.$inferInsert,
): Promise<void> => {
  await db.insert(urgencyChanges).values(values);
};

export const insertHistoryItem = async (
  db: TDbExecutor,
  values: typeof historyItems.$inferInsert,
): Promise<void> => {
  await db.insert(historyItems).values(values);
};

export const findProcessSteps = async (db: TDbExecutor) =>
  db.select().from(processSteps).orderBy(asc(processSteps.position), asc(processSteps.id));
