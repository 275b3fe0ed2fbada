import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const RATE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY'] as const;
export type TRateCurrency = (typeof RATE_CURRENCIES)[number];

/** Daily BRL exchange rates (PTAX-like), business days only. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    currency: text('currency', { enum: RATE_CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    buy: numeric('buy', { precision: 14, scale: 4 }).notNull(),
    sell: numeric('sell', { precision: 14, scale: 4 }).notNull(),
    modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_rates_currency_date_uq').on(t.currency, t.date),
    check('exchange_rates_currency_ck', sql`${t.currency} in ('USD','EUR','GBP','CNY')`),
  ],
);
