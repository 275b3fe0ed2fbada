import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { countries } from './countries.ts';

export const PARTNER_KINDS = [
  'EXPORTER',
  'MANUFACTURER',
  'FREIGHT_FORWARDER',
  'SHIPOWNER',
  'CARRIER',
  'WAREHOUSE',
  'CUSTOMS_BROKER',
] as const;
export type TPartnerKind = (typeof PARTNER_KINDS)[number];

/** Reference data shared by every tenant: exporters, manufacturers, forwarders, shipowners, carriers… */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code').references(() => countries.code),
    /** CNPJ for Brazilian partners; null for foreign ones. */
    federalId: text('federal_id'),
  },
  (t) => [
    index('partners_kind_name_idx').on(t.kind, t.name),
    check(
      'partners_kind_ck',
      sql`${t.kind} in ('EXPORTER','MANUFACTURER','FREIGHT_FORWARDER','SHIPOWNER','CARRIER','WAREHOUSE','CUSTOMS_BROKER')`,
    ),
  ],
);

export const PLACE_KINDS = ['SEAPORT', 'AIRPORT', 'BORDER', 'CUSTOMS_ENCLOSURE', 'URF'] as const;
export type TPlaceKind = (typeof PLACE_KINDS)[number];

/** Brazilian ports, airports, border points, customs enclosures (recintos) and customs units (URF). */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: PLACE_KINDS }).notNull(),
    /** Short label shown in the UI (e.g. 'SANTOS'); for URFs the 7-digit unit code. */
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code').references(() => countries.code),
  },
  (t) => [
    index('places_kind_alias_idx').on(t.kind, t.alias),
    check('places_kind_ck', sql`${t.kind} in ('SEAPORT','AIRPORT','BORDER','CUSTOMS_ENCLOSURE','URF')`),
  ],
);
