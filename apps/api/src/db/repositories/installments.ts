import { and, eq, exists, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { TInstallment } from '@pc/contract/invoice';
import type { TDbExecutor } from '../client.ts';
import { toNullableNumber } from '../numeric.ts';
import { installments, invoices } from '../schema/invoices.ts';

/** The join of an instalment to its invoice: the same company's invoice of its invoice id. */
export const installmentInvoiceJoin = and(
  eq(invoices.companyId, installments.companyId),
  eq(invoices.id, installments.invoiceId),
);

/**
 * Whether any invoice of the process is settled (non-null invoice_due): the spec's "invoice paid",
 * which pays all the process's instalments. One rule for the cash calendar and the payment reports;
 * the process is a column of the outer query or a known key.
 */
export const hasPaidInvoice = (
  db: TDbExecutor,
  process: { companyId: SQLWrapper | number; processId: SQLWrapper | number },
) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, process.companyId),
          eq(invoices.processId, process.processId),
          isNotNull(invoices.invoiceDue),
        ),
      ),
  );

/** An instalment row as the contract's instalment (the process's invoices and the calendars). */
export const toInstallment = (parcel: typeof installments.$inferSelect): TInstallment => ({
  parcel: parcel.parcel,
  condition: parcel.condition,
  term: parcel.term,
  dueDate: parcel.dueDate,
  value: toNullableNumber(parcel.value),
  valueInBrl: toNullableNumber(parcel.valueInBrl),
  lastExchangeRate: toNullableNumber(parcel.lastExchangeRate),
  lastExchangeUpdate: parcel.lastExchangeUpdate?.toISOString() ?? null,
});
