import type { TLegacyCashCalendarProcess } from '@pc/contract/cash-calendar';
import type { TCalendarInvoice } from '@pc/contract/invoice';
import type { TCalendarProcess } from '@pc/contract/operational-calendar';
import type { TDatabase } from '../../db/client.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import { selectLean } from '../../db/lean-rows.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toInstallment } from '../../db/repositories/installments.ts';
import {
  buildLegacyCashProcessesQuery,
  buildOperationalProcessesQuery,
  findCalendarInstallments,
  findCalendarInvoices,
  type TCalendarProcessRow,
} from './calendar-repository.ts';
import { resolveCalendarScope, type TCalendarRequest } from './calendar-scope.ts';
import { loadCashRequestDocuments } from './cash-request-documents.ts';

type TPeriodOptions = TCalendarRequest & { db: TDatabase };

/** Invoices (with instalments) of many processes, keyed by process id: two queries whatever the count. */
const loadInvoices = async (
  db: TDatabase,
  companyIds: readonly number[],
  processIds: readonly number[],
): Promise<Map<number, TCalendarInvoice[]>> => {
  const invoiceRows = await findCalendarInvoices(db, { companyIds, processIds });
  const parcels = await findCalendarInstallments(db, {
    companyIds,
    invoiceIds: invoiceRows.map((row) => row.id),
  });
  const parcelsByInvoice = groupBy(parcels, (parcel) => parcel.invoiceId, toInstallment);
  return groupBy(
    invoiceRows,
    (row) => row.processId,
    (row): TCalendarInvoice => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      currency: row.currency,
      invoiceDue: row.invoiceDue,
      installments: parcelsByInvoice.get(row.id) ?? [],
    }),
  );
};

const toCalendarProcess = (row: TCalendarProcessRow, invoices: TCalendarInvoice[]): TCalendarProcess => ({
  id: row.id,
  identification: row.identification,
  typeOfProcess: row.typeOfProcess,
  customerRef: row.customerRef,
  invoice: row.invoice,
  exporter: row.exporterName === null ? null : { name: row.exporterName },
  manufacturer: row.manufacturerName === null ? null : { name: row.manufacturerName },
  datesETA: row.datesEta,
  datesETD: row.datesEtd,
  datesArrivalDate: row.datesArrivalDate,
  datesDepartureDate: row.datesDepartureDate,
  stepCashRequestEstimatedValue: toNullableNumber(row.stepCashRequestEstimatedValue),
  estimatedStepCashRequest: row.estimatedStepCashRequest,
  estimatedStepCashRequestEstimatedValue: toNullableNumber(row.estimatedStepCashRequestEstimatedValue),
  cashRequestDone: row.cashRequestDone,
  invoices,
});

/**
 * Operational calendar: processes with an ETD, ETA, departure or arrival in the period, each with
 * all four dates (the web drops an ETD when a departure exists and an ETA when an arrival exists).
 */
export const listOperationalCalendar = async (options: TPeriodOptions): Promise<TCalendarProcess[]> => {
  const scope = resolveCalendarScope(options);
  const { companyIds } = scope;
  const rows = await selectLean(buildOperationalProcessesQuery(options.db, scope));
  const invoices = await loadInvoices(
    options.db,
    companyIds,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCalendarProcess(row, invoices.get(row.id) ?? []));
};

/**
 * Older cash calendar: every process with a cash-calendar event in the period (ETA, estimated cash
 * request, or an instalment due date), keyed by process id, with its invoices and numerário documents.
 */
export const listLegacyCashCalendar = async (
  options: TPeriodOptions,
): Promise<Record<string, TLegacyCashCalendarProcess>> => {
  const scope = resolveCalendarScope(options);
  const { companyIds } = scope;
  const rows = await buildLegacyCashProcessesQuery(options.db, scope);
  const processIds = rows.map((row) => row.id);
  const invoices = await loadInvoices(options.db, companyIds, processIds);
  const documents = await loadCashRequestDocuments(options.db, { companyIds, processIds });
  return Object.fromEntries(
    rows.map((row) => [
      String(row.id),
      { ...toCalendarProcess(row, invoices.get(row.id) ?? []), documents: documents.get(row.id) ?? [] },
    ]),
  );
};
