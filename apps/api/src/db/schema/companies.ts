import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Companies: importing customers (tenants) and, flagged, customs-broker companies the app filters out. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** CNPJ, 14 digits without punctuation. */
    federalId: text('federal_id').notNull(),
    name: text('name').notNull(),
    isCustomer: boolean('is_customer').notNull().default(true),
    isCustomBroker: boolean('is_custom_broker').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('companies_federal_id_idx').on(t.federalId)],
);
