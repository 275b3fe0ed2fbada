import type { TIngestInvoice, TIngestInvoiceResponse } from '@pc/contract/integration';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { installments, invoices } from '../../db/schema/invoices.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import type { TProcessRow } from '../process-trail/process-change-repository.ts';
import { writeProcessBatch } from '../process-trail/write-process-batch.ts';
import {
  deleteInstallments,
  findInstallmentsOfInvoice,
  findInvoiceOfProcess,
  findOrCreatePartners,
  insertInstallments,
  insertInvoice,
  updateInstallment,
  updateInvoice,
} from './integration-repository.ts';
import { changedValues, toDecimal, toText } from './stored-values.ts';
import { findWritableProcess } from './ingest-references.ts';
import { searchTextOfProcess } from './process-search-text.ts';
import { confirmReportsPaidByIngestion } from './confirm-paid-reports.ts';
import type { TAuditTransaction } from '../audit/record-audit-event.ts';

type TInvoiceColumns = Partial<typeof invoices.$inferInsert>;
type TInstallmentColumns = Partial<typeof installments.$inferInsert>;

const resolveVendorId = async (tx: TDbExecutor, name: string | null | undefined) => {
  const vendor = toText(name);
  if (vendor === undefined || vendor === null) return vendor;
  return (await findOrCreatePartners(tx, 'EXPORTER', [vendor])).get(vendor) ?? null;
};

const toInstallmentColumns = (
  installment: TIngestInvoice['installments'][number],
  now: Date,
  current: { lastExchangeRate: string | null } | null,
): TInstallmentColumns => {
  const lastExchangeRate = toDecimal(installment.lastExchangeRate, 6);
  const isRateNew =
    lastExchangeRate !== undefined &&
    lastExchangeRate !== null &&
    Number(lastExchangeRate) !== Number(current?.lastExchangeRate);
  return Object.fromEntries(
    Object.entries({
      condition: installment.condition,
      term: installment.term,
      dueDate: installment.dueDate,
      value: installment.value.toFixed(2),
      valueInBrl: toDecimal(installment.valueInBrl, 2),
      lastExchangeRate,
      lastExchangeUpdate: isRateNew ? now : undefined,
    }).filter(([, value]) => value !== undefined),
  ) as TInstallmentColumns;
};

/** The instalments as sent: new parcels inserted, changed ones updated, parcels not sent removed. */
const syncInstallments = async (
  tx: TDbExecutor,
  options: { companyId: number; invoiceId: number; sent: TIngestInvoice['installments']; now: Date },
): Promise<boolean> => {
  const { companyId, invoiceId, sent, now } = options;
  const stored = await findInstallmentsOfInvoice(tx, { companyId, invoiceId });
  const byParcel = new Map(stored.map((row) => [row.parcel, row]));
  const sentParcels = new Set(sent.map((installment) => installment.parcel));
  const removed = stored.filter((row) => !sentParcels.has(row.parcel)).map((row) => row.id);
  await deleteInstallments(tx, { companyId, ids: removed });
  const created: (typeof installments.$inferInsert)[] = [];
  let updated = 0;
  for (const installment of sent) {
    const current = byParcel.get(installment.parcel) ?? null;
    const columns = toInstallmentColumns(installment, now, current);
    if (!current) {
      created.push({
        ...columns,
        companyId,
        invoiceId,
        parcel: installment.parcel,
      } as typeof installments.$inferInsert);
      continue;
    }
    const patch = changedValues<typeof installments.$inferInsert>(current, columns);
    if (Object.keys(patch).length === 0) continue;
    await updateInstallment(tx, { companyId, id: current.id }, patch);
    updated += 1;
  }
  await insertInstallments(tx, created);
  return removed.length + created.length + updated > 0;
};

/** A new invoice number is part of the process's search text. */
const refreshSearchText = async (
  tx: TDbExecutor,
  options: { process: TProcessRow; author: string; now: Date },
): Promise<void> => {
  const { process } = options;
  const searchText = await searchTextOfProcess(tx, process);
  if (searchText === process.searchText) return;
  await writeProcessBatch({
    db: tx,
    writes: [{ kind: 'update', current: process, patch: { searchText } }],
    source: 'INGESTION',
    author: options.author,
    now: options.now,
    stepNames: new Map(),
  });
};

/**
 * Confirm-by-ERP rule: a settled invoice pays the process's instalments (the spec's rule, as the calendar
 * reads it), so what the customer reported of them is confirmed.
 */
const confirmInstallmentReports = (
  tx: TAuditTransaction,
  options: { process: { companyId: number; id: number }; caller: TIngestionCaller; now: Date },
) =>
  confirmReportsPaidByIngestion(tx, {
    target: 'PARCELA_INVOICE',
    processKeys: [{ companyId: options.process.companyId, processId: options.process.id }],
    caller: options.caller,
    now: options.now,
  });

/**
 * Creates or updates an invoice of a process (by its number) with all its instalments, in one
 * transaction. A process outside the client's companies answers 404, as a missing one does.
 */
export const upsertInvoice = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  invoiceNumber: string;
  invoice: TIngestInvoice;
  now: Date;
}): Promise<TIngestInvoiceResponse> => {
  const { db, caller, identification, invoiceNumber, invoice, now } = options;
  return db.transaction(async (tx) => {
    const process = await findWritableProcess(tx, caller, identification);
    const { companyId } = process;
    const columns = Object.fromEntries(
      Object.entries({
        currency: invoice.currency,
        invoiceDate: invoice.invoiceDate,
        estimatedInvoiceDate: invoice.estimatedInvoiceDate,
        paymentTerms: toText(invoice.paymentTerms),
        invoiceAmount: toDecimal(invoice.invoiceAmount, 2),
        exchangeRate: toDecimal(invoice.exchangeRate, 6),
        vendorId: await resolveVendorId(tx, invoice.vendorName),
        invoiceDue: invoice.invoiceDue,
      }).filter(([, value]) => value !== undefined),
    ) as TInvoiceColumns;

    const current = await findInvoiceOfProcess(tx, { companyId, processId: process.id, invoiceNumber });
    if (!current) {
      const id = await insertInvoice(tx, {
        ...columns,
        companyId,
        processId: process.id,
        invoiceNumber,
      } as typeof invoices.$inferInsert);
      await syncInstallments(tx, { companyId, invoiceId: id, sent: invoice.installments, now });
      await refreshSearchText(tx, { process, author: caller.name, now });
      if (columns.invoiceDue) await confirmInstallmentReports(tx, { process, caller, now });
      return { result: 'created', id, installments: invoice.installments.length };
    }
    const patch = changedValues<typeof invoices.$inferInsert>(current, columns);
    if (Object.keys(patch).length > 0) await updateInvoice(tx, { companyId, id: current.id }, patch);
    if (patch.invoiceDue && !current.invoiceDue)
      await confirmInstallmentReports(tx, { process, caller, now });
    const hasInstallmentChanges = await syncInstallments(tx, {
      companyId,
      invoiceId: current.id,
      sent: invoice.installments,
      now,
    });
    const isChanged = Object.keys(patch).length > 0 || hasInstallmentChanges;
    return {
      result: isChanged ? 'updated' : 'unchanged',
      id: current.id,
      installments: invoice.installments.length,
    };
  });
};
