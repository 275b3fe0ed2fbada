import type { TInvoice } from '@pc/contract/invoice';
import { toNullableNumber } from '../../db/numeric.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import { findInstallments, findInvoices } from './invoice-repository.ts';
import { requireProcessKey } from '../../db/repositories/process-key.ts';
import { toInstallment } from '../../db/repositories/installments.ts';

/** Invoices of the caller's process with their instalments (two queries, whatever the count). */
export const listProcessInvoices = async ({
  db,
  companyIds,
  processId,
}: TCompanyScope & { processId: number }): Promise<TInvoice[]> => {
  const key = await requireProcessKey({ db, companyIds, id: processId });
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
    exchangeRate: toNullableNumber(row.exchangeRate),
    invoiceAmount: toNullableNumber(row.invoiceAmount),
    vendor: row.vendorName === null ? null : { name: row.vendorName },
    installments: parcels.filter((parcel) => parcel.invoiceId === row.id).map(toInstallment),
  }));
};
