import { and, eq } from 'drizzle-orm';
import type { TInstallment } from '@pc/contract/invoice';
import { toNullableNumber } from '../numeric.ts';
import { installments, invoices } from '../schema/invoices.ts';

/** The join of an instalment to its invoice: the same company's invoice of its invoice id. */
export const installmentInvoiceJoin = and(
  eq(invoices.companyId, installments.companyId),
  eq(invoices.id, installments.invoiceId),
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
