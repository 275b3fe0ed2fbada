import { z } from 'zod';
import { ZNamedRef, ZNullableMoney, ZNullableTimestamp } from './primitives.ts';

/** A payment instalment of an invoice (part 1 §3 and part 2 §3 "Installment"). */
export const ZInstallment = z.object({
  /** Instalment number, from 1. */
  parcel: z.number().int().positive(),
  /** Payment condition, e.g. 'Pagamento à Vista' or 'Pagamento à Prazo'. */
  condition: z.string().nullable(),
  /** Term in days; only meaningful for 'Pagamento à Prazo'. */
  term: z.number().int().nonnegative().nullable(),
  dueDate: ZNullableTimestamp,
  /** Amount in the invoice currency. */
  value: ZNullableMoney,
  valueInBrl: ZNullableMoney,
  lastExchangeRate: z.number().nullable(),
  lastExchangeUpdate: ZNullableTimestamp,
});
export type TInstallment = z.infer<typeof ZInstallment>;

/** A commercial invoice of a process (part 1 §3 "Invoice", plus part 2's invoiceDue). */
export const ZInvoice = z.object({
  id: z.number().int().positive(),
  invoiceNumber: z.string().nullable(),
  /** Confirmed invoice date. */
  invoiceDate: ZNullableTimestamp,
  estimatedInvoiceDate: ZNullableTimestamp,
  /** Payment date; null means unpaid (part 2 §3). */
  invoiceDue: ZNullableTimestamp,
  paymentTerms: z.string().nullable(),
  /** ISO 4217 code, e.g. USD. */
  currency: z.string().nullable(),
  /** Exchange rate shown in the invoice modal (4 decimals). Not named by the spec: added. */
  exchangeRate: z.number().nullable(),
  /** Total in the invoice currency; the web shows 'S/I' when null. */
  invoiceAmount: ZNullableMoney,
  /** The exporter (vendor.name). */
  vendor: ZNamedRef.nullable(),
  installments: z.array(ZInstallment),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** The invoice fields the calendars carry (part 2 §3). */
export const ZCalendarInvoice = ZInvoice.pick({
  id: true,
  invoiceNumber: true,
  currency: true,
  invoiceDue: true,
  installments: true,
});
export type TCalendarInvoice = z.infer<typeof ZCalendarInvoice>;
