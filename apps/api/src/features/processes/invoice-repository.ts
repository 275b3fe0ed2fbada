import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { partners } from '../../db/schema/partners.ts';

type TProcessKey = { companyId: number; processId: number };

export const findInvoices = async (db: TDbExecutor, key: TProcessKey) =>
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

export const findInstallments = async (
  db: TDbExecutor,
  options: { companyId: number; invoiceIds: number[] },
) =>
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
