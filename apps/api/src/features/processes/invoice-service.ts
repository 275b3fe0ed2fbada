import type { TInvoice } from '@pc/contract/invoice';
import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findInstallments, findInvoices } from './invoice-repository.ts';
import { findProcessKey } from './process-repository.ts';
import { PROCESS_NOT_FOUND } from './process-service.ts';

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** Invoices of the caller's process with their instalments (two queries, whatever the count). */
export const listProcessInvoices = async ({
  db,
  companyIds,
  processId,
}: {
  db: TDatabase;
  companyIds: readonly number[];
  processId: number;
}): Promise<TInvoice[]> => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id: processId });
  if (!key) throw notFound(PROCESS_NOT_FOUND);
  const rows = await findInvoices(db, { companyId: key.companyId, processId: key.id });
  const parcels = await findInstallments(db, {
    companyId: key.companyId,
    invoiceIds: rows.map((row) => row.id),
  });
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    estimatedInvoiceDate: row.estimatedInvoiceDate,
    invoiceDue: row.invoiceDue,
    paymentTerms: row.paymentTerms,
    currency: row.currency,
    exchangeRate: toNumber(row.exchangeRate),
    invoiceAmount: toNumber(row.invoiceAmount),
    vendor: row.vendorName === null ? null : { name: row.vendorName },
    installments: parcels
      .filter((parcel) => parcel.invoiceId === row.id)
      .map((parcel) => ({
        parcel: parcel.parcel,
        condition: parcel.condition,
        term: parcel.term,
        dueDate: parcel.dueDate,
        value: toNumber(parcel.value),
        valueInBrl: toNumber(parcel.valueInBrl),
        lastExchangeRate: toNumber(parcel.lastExchangeRate),
        lastExchangeUpdate: parcel.lastExchangeUpdate?.toISOString() ?? null,
      })),
  }));
};
