import { inIdList } from '../../db/id-list.ts';
import { selectLean } from '../../db/lean-rows.ts';
import { and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbExecutor } from '../../db/client.ts';
import type { TDayRange } from '../../lib/business-day.ts';
import { documents } from '../../db/schema/documents.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { hasPaidInvoice, installmentInvoiceJoin } from '../../db/repositories/installments.ts';
import { hasPendingReport } from '../../db/repositories/payment-reports.ts';
import { partners } from '../../db/schema/partners.ts';
import { processes } from '../../db/schema/processes.ts';
import { inScope, notCancelled } from '../../db/scope.ts';

type TScopeRange = TDayRange & { companyIds: readonly number[] };

/** The process columns every calendar row starts with. */
const processHeadColumns = {
  companyId: processes.companyId,
  id: processes.id,
  identification: processes.identification,
  typeOfProcess: processes.typeOfProcess,
  customerRef: processes.customerRef,
  invoice: processes.invoice,
};

/** The numerário (cash request) columns: real value, estimated date and value, paid flag. */
const cashRequestColumns = {
  stepCashRequestEstimatedValue: processes.stepCashRequestEstimatedValue,
  estimatedStepCashRequest: processes.estimatedStepCashRequest,
  estimatedStepCashRequestEstimatedValue: processes.estimatedStepCashRequestEstimatedValue,
  cashRequestDone: processes.cashRequestDone,
};

/** ETA or estimated cash-request date in the period: the dates a numerário can land on (to OR). */
const etaOrCashRequestIn = ({ fromDay, toDay }: TDayRange) => [
  between(processes.datesEta, fromDay, toDay),
  between(processes.estimatedStepCashRequest, fromDay, toDay),
];

/**
 * Processes that may hold a numerário in the period: ETA or estimated cash-request date in it
 * (each half uses its (company_id, date) index). The placement rule itself is cash-calendar-items.ts.
 */
export const buildCashCandidatesQuery = (db: TDbExecutor, { companyIds, ...range }: TScopeRange) =>
  db
    .select({
      ...processHeadColumns,
      datesEta: processes.datesEta,
      ...cashRequestColumns,
      isReported: hasPendingReport(db, {
        companyId: processes.companyId,
        processId: processes.id,
        target: 'NUMERARIO',
      }).mapWith(Boolean),
    })
    .from(processes)
    .where(and(inScope(companyIds), or(...etaOrCashRequestIn(range)), notCancelled));

/**
 * The day placeCashAdvance (cash-calendar-items.ts) puts a numerário on, for ordering rows by it:
 * the ETA when the real value is positive, else the estimated cash-request date. Rows it places
 * nowhere are dropped after the read, wherever they sort.
 */
const numerarioDay = sql`case when ${processes.datesEta} is not null and ${processes.stepCashRequestEstimatedValue} > 0 then ${processes.datesEta} else ${processes.estimatedStepCashRequest} end`;

/** {@link buildCashCandidatesQuery} in the order of the day its numerário sits on (a cursor's read). */
export const buildCashCandidatesByDayQuery = (db: TDbExecutor, scope: TScopeRange) =>
  buildCashCandidatesQuery(db, scope).orderBy(numerarioDay, asc(processes.id));

/** Instalments due in the period with their invoice and process (installments (company_id, due_date) index). */
export const buildDueInstallmentsQuery = (db: TDbExecutor, { companyIds, fromDay, toDay }: TScopeRange) =>
  db
    .select({
      companyId: processes.companyId,
      processId: processes.id,
      identification: processes.identification,
      typeOfProcess: processes.typeOfProcess,
      customerRef: processes.customerRef,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      currency: invoices.currency,
      isInvoicePaid: hasPaidInvoice(db, { companyId: processes.companyId, processId: processes.id }).mapWith(
        Boolean,
      ),
      installmentId: installments.id,
      parcel: installments.parcel,
      dueDate: installments.dueDate,
      value: installments.value,
      valueInBrl: installments.valueInBrl,
      lastExchangeRate: installments.lastExchangeRate,
      lastExchangeUpdate: installments.lastExchangeUpdate,
      paidOn: installments.paidOn,
      isReported: hasPendingReport(db, {
        companyId: installments.companyId,
        processId: invoices.processId,
        target: 'PARCELA_INVOICE',
        invoiceId: installments.invoiceId,
        parcel: installments.parcel,
      }).mapWith(Boolean),
    })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .innerJoin(
      processes,
      and(eq(processes.companyId, invoices.companyId), eq(processes.id, invoices.processId)),
    )
    .where(
      and(
        inArray(installments.companyId, [...companyIds]),
        between(installments.dueDate, fromDay, toDay),
        notCancelled,
      ),
    );

/** {@link buildDueInstallmentsQuery} in due-date order (a cursor's read). */
export const buildDueInstallmentsByDayQuery = (db: TDbExecutor, scope: TScopeRange) =>
  buildDueInstallmentsQuery(db, scope).orderBy(asc(installments.dueDate), asc(installments.id));

type TProcessKeys = { companyIds: readonly number[]; processIds: readonly number[] };

/** Cash-advance (numerário) documents of many processes, oldest first (the last is the one to download). */
export const buildCashRequestDocumentsQuery = (db: TDbExecutor, { companyIds, processIds }: TProcessKeys) =>
  db
    .select({
      companyId: documents.companyId,
      processId: documents.processId,
      id: documents.id,
      originalFilename: documents.originalFilename,
    })
    .from(documents)
    .where(
      and(
        inArray(documents.companyId, [...companyIds]),
        inIdList(documents.processId, processIds),
        eq(documents.isCashRequest, true),
      ),
    )
    .orderBy(asc(documents.created), asc(documents.id));

export const findCashRequestDocuments = async (db: TDbExecutor, keys: TProcessKeys) =>
  keys.processIds.length === 0 ? [] : selectLean(buildCashRequestDocumentsQuery(db, keys));

const exporter = alias(partners, 'exporter');
const manufacturer = alias(partners, 'manufacturer');

/** The calendar-process columns (part 2 §3 "Operational-calendar process"), linked names joined in SQL. */
const selectCalendarProcesses = (db: TDbExecutor) =>
  db
    .select({
      ...processHeadColumns,
      exporterName: exporter.name,
      manufacturerName: manufacturer.name,
      datesEta: processes.datesEta,
      datesEtd: processes.datesEtd,
      datesArrivalDate: processes.datesArrivalDate,
      datesDepartureDate: processes.datesDepartureDate,
      ...cashRequestColumns,
    })
    .from(processes)
    .leftJoin(exporter, eq(exporter.id, processes.exporterId))
    .leftJoin(manufacturer, eq(manufacturer.id, processes.manufacturerId));

export type TCalendarProcessRow = Awaited<ReturnType<typeof selectCalendarProcesses>>[number];

/** Processes with an ETD, ETA, departure or arrival in the period (one index per date, OR-ed). */
export const buildOperationalProcessesQuery = (
  db: TDbExecutor,
  { companyIds, fromDay, toDay }: TScopeRange,
) =>
  selectCalendarProcesses(db)
    .where(
      and(
        inScope(companyIds),
        or(
          between(processes.datesEtd, fromDay, toDay),
          between(processes.datesEta, fromDay, toDay),
          between(processes.datesDepartureDate, fromDay, toDay),
          between(processes.datesArrivalDate, fromDay, toDay),
        ),
        notCancelled,
      ),
    )
    .orderBy(asc(processes.id));

/**
 * Processes of the older cash calendar: ETA, estimated cash request or an instalment due date in the
 * period. The instalment half is answered by a semi-join from the due-date index, not a process scan.
 */
export const buildLegacyCashProcessesQuery = (db: TDbExecutor, range: TScopeRange) => {
  const dueProcessIds = db
    .selectDistinct({ processId: invoices.processId })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .where(
      and(
        inArray(installments.companyId, [...range.companyIds]),
        between(installments.dueDate, range.fromDay, range.toDay),
      ),
    );
  return selectCalendarProcesses(db)
    .where(
      and(
        inScope(range.companyIds),
        or(...etaOrCashRequestIn(range), inArray(processes.id, dueProcessIds)),
        notCancelled,
      ),
    )
    .orderBy(asc(processes.id));
};

/** Invoices of many processes (ids ascending). */
export const buildCalendarInvoicesQuery = (db: TDbExecutor, { companyIds, processIds }: TProcessKeys) =>
  db
    .select({
      companyId: invoices.companyId,
      processId: invoices.processId,
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      currency: invoices.currency,
      invoiceDue: invoices.invoiceDue,
    })
    .from(invoices)
    .where(and(inArray(invoices.companyId, [...companyIds]), inIdList(invoices.processId, processIds)))
    .orderBy(asc(invoices.id));

export const findCalendarInvoices = async (db: TDbExecutor, keys: TProcessKeys) =>
  keys.processIds.length === 0 ? [] : selectLean(buildCalendarInvoicesQuery(db, keys));

type TInvoiceKeys = { companyIds: readonly number[]; invoiceIds: readonly number[] };

/** Instalments of many invoices (parcel order). */
export const buildCalendarInstallmentsQuery = (db: TDbExecutor, { companyIds, invoiceIds }: TInvoiceKeys) =>
  db
    .select()
    .from(installments)
    .where(
      and(inArray(installments.companyId, [...companyIds]), inIdList(installments.invoiceId, invoiceIds)),
    )
    .orderBy(asc(installments.parcel), asc(installments.id));

export const findCalendarInstallments = async (db: TDbExecutor, keys: TInvoiceKeys) =>
  keys.invoiceIds.length === 0 ? [] : selectLean(buildCalendarInstallmentsQuery(db, keys));
