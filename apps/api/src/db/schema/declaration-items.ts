import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';

const brl = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Items (adições) of a registered import declaration (DI or DUIMP), denormalised for the BI screen.
 * Money in BRL; weights in kg.
 */
export const declarationItems = pgTable(
  'declaration_items',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    itemNumber: integer('item_number').notNull(),
    /** 8 digits, no dots. */
    ncm: text('ncm').notNull(),
    vmle: brl('vmle').notNull(),
    vmld: brl('vmld').notNull(),
    freight: brl('freight').notNull(),
    insurance: brl('insurance').notNull(),
    ii: brl('ii').notNull(),
    ipi: brl('ipi').notNull(),
    pis: brl('pis').notNull(),
    cofins: brl('cofins').notNull(),
    antidumping: brl('antidumping').notNull(),
    siscomexFee: brl('siscomex_fee').notNull(),
    icms: brl('icms').notNull(),
    grossWeight: numeric('gross_weight', { precision: 18, scale: 3 }).notNull(),
    netWeight: numeric('net_weight', { precision: 18, scale: 3 }).notNull(),
    originCountryCode: text('origin_country_code'),
    acquisitionCountryCode: text('acquisition_country_code'),
    exporterName: text('exporter_name'),
    exporterCity: text('exporter_city'),
    exporterCountryCode: text('exporter_country_code'),
    manufacturerName: text('manufacturer_name'),
    manufacturerCity: text('manufacturer_city'),
    manufacturerCountryCode: text('manufacturer_country_code'),
    incoterm: text('incoterm'),
    /** ISO 4217 code of the negotiated currency. */
    negotiatedCurrency: text('negotiated_currency'),
    urfDespacho: text('urf_despacho'),
    urfEntrada: text('urf_entrada'),
    recinto: text('recinto'),
    transportMode: text('transport_mode'),
    channel: text('channel'),
    /** What the item is, when the ERP says: the importer's (or the catálogo's) product code. */
    productCode: text('product_code'),
    productDescription: text('product_description'),
    /** The quantity in its commercial unit (the landed cost's divisor); null when not sent. */
    quantity: numeric('quantity', { precision: 18, scale: 5 }),
    unit: text('unit'),
    /** Copy of the process's DI/DUIMP registry date, for period aggregation. */
    registryDate: date('registry_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'declaration_items_pk', columns: [t.companyId, t.id] }),
    processFk('declaration_items_process_fk', t.companyId, t.processId),
    index('declaration_items_company_registry_idx').on(t.companyId, t.registryDate),
    index('declaration_items_company_process_idx').on(t.companyId, t.processId),
  ],
);
