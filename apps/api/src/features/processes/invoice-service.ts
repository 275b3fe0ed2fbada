import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TInvoice } from '@pc/contract/invoice';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { partners } from '../../db/schema/partners.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProcessKey } from './process-repository.ts';
import { PROCESS_NOT_FOUND } from './process-service.ts';

type TProcessKey = { companyId: number; processId: number };

const findInvoices = async (db: TDbExecutor, key: TProcessKey) =>
  db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      estimatedInvoiceDate: invoices.estimatedInvoiceDate,
      invoiceDue: invoices.invoiceDue,
      paymentTerms: invoices.paymentTerms,
      currency: invoices.currency,
      exchangeRate: invoices.exchangeRate,
      invoiceAmount: invoices.invoiceAmount,
      vendorName: partners.name,
    })
    .from(invoices)
    .leftJoin(partners, eq(partners.id, invoices.vendorId))
    .where(and(eq(invoices.companyId, key.companyId), eq(invoices.processId, key.processId)))
    .orderBy(asc(invoices.id));

const findInstallments = async (db: TDbExecutor, options: { companyId: number; invoiceIds: number[] }) =>
  options.invoiceIds.length === 0
    ? []
    : db
        .select()
        .from(installments)
        .where(
          and(
            eq(installments.companyId, options.companyId),
            inArray(installments.invoiceId, options.invoiceIds),
          ),
        )
        .orderBy(asc(installments.parcel), asc(installments.id));

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
