import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { partners } from './partners.ts';
import { processFk } from './processes.ts';

export const INVOICE_CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP'] as const;
export type TInvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export const INSTALLMENT_CONDITIONS = [
  'Pagamento Antecipado',
  'Pagamento à Vista',
  'Pagamento à Prazo',
] as const;
export type TInstallmentCondition = (typeof INSTALLMENT_CONDITIONS)[number];

/** Commercial invoices of a process (amounts in the invoice currency). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    estimatedInvoiceDate: date('estimated_invoice_date', { mode: 'string' }),
    paymentTerms: text('payment_terms'),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    invoiceAmount: numeric('invoice_amount', { precision: 18, scale: 2 }),
    /** BRL per unit of `currency` at the invoice date. */
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6 }),
    vendorId: integer('vendor_id').references(() => partners.id),
    /** Date the invoice was settled; null means unpaid. */
    invoiceDue: date('invoice_due', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'invoices_pk', columns: [t.companyId, t.id] }),
    processFk('invoices_process_fk', t.companyId, t.processId),
    index('invoices_company_process_idx').on(t.companyId, t.processId),
    check('invoices_currency_ck', sql`${t.currency} in ('USD','EUR','CNY','GBP')`),
  ],
);

/** Payment instalments of an invoice; they feed the financial calendar. */
export const installments = pgTable(
  'installments',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceId: integer('invoice_id').notNull(),
    parcel: integer('parcel').notNull(),
    condition: text('condition', { enum: INSTALLMENT_CONDITIONS }).notNull(),
    /** Days after shipment, only for 'Pagamento à Prazo'. */
    term: integer('term'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    valueInBrl: numeric('value_in_brl', { precision: 18, scale: 2 }),
    lastExchangeRate: numeric('last_exchange_rate', { precision: 14, scale: 6 }),
    lastExchangeUpdate: timestamp('last_exchange_update', { withTimezone: true, mode: 'date' }),
    /** The day the broker confirmed a payment the customer reported (the invoice's invoiceDue pays all). */
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'installments_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'installments_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
    index('installments_company_invoice_idx').on(t.companyId, t.invoiceId),
    index('installments_company_due_date_idx').on(t.companyId, t.dueDate),
    check(
      'installments_condition_ck',
      sql`${t.condition} in ('Pagamento Antecipado','Pagamento à Vista','Pagamento à Prazo')`,
    ),
  ],
);
