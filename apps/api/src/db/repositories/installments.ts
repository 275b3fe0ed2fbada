import type { TInstallment } from '@pc/contract/invoice';
import { toNullableNumber } from '../numeric.ts';
import type { installments } from '../schema/invoices.ts';

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
