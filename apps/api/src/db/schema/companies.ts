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
    /**
     * What the company may see beyond the common screens (entitlements): the Analytics screen and the
     * /bi/* calls, the Home TRANSIT TIME tab, the 'ETD Atrasados' card, the financial calendar's TXT
     * export. Off for a new company; the ingestion API's company upsert switches them.
     */
    hasAnalytics: boolean('has_analytics').notNull().default(false),
    hasTransitTime: boolean('has_transit_time').notNull().default(false),
    hasDelayedEtd: boolean('has_delayed_etd').notNull().default(false),
    hasCashCalendarTxt: boolean('has_cash_calendar_txt').notNull().default(false),
    hasLandedCost: boolean('has_landed_cost').notNull().default(false),
    /**
     * The landed cost's settings, kept by the broker (ingestion API): how the process's expenses are
     * spread over its items (LANDED_COST_ALLOCATIONS), and the tax regime that decides which taxes are
     * credits (TAX_REGIMES; null: not told, so no net cost is shown).
     */
    landedCostAllocation: text('landed_cost_allocation').notNull().default('vmld'),
    taxRegime: text('tax_regime'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_federal_id_idx').on(t.federalId),
    // The back-office's search by name, a regular expression (admin-company-repository.ts), reads
    // this trigram index instead of every company (pg_trgm, migration 0025).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
