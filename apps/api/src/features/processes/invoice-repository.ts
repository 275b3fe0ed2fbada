import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { partners } from '../../db/schema/partners.ts';

type TProcessKey = { companyId: number; processId: number };

const invoicesStatement = preparedPerExecutor((db) =>
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
    .where(
      and(
        eq(invoices.companyId, sql.placeholder('companyId')),
        eq(invoices.processId, sql.placeholder('processId')),
      ),
    )
    .orderBy(asc(invoices.id))
    .prepare('process_invoices'),
);

export const findInvoices = async (db: TDbExecutor, key: TProcessKey) => invoicesStatement(db).execute(key);

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
