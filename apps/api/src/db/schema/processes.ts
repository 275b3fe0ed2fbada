import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { countries } from './countries.ts';
import { partners, places } from './partners.ts';
import { processSteps } from './process-steps.ts';

export const TYPES_OF_PROCESS = ['CONTA_E_ORDEM', 'ENCOMENDA', 'ACESSORIA'] as const;
export type TTypeOfProcess = (typeof TYPES_OF_PROCESS)[number];

export const WAYS_OF_TRANSPORT = ['AEREA', 'MARITIMA', 'RODOVIARIA'] as const;
export type TWayOfTransport = (typeof WAYS_OF_TRANSPORT)[number];

/** FCL/LCL/BKB are sea shipments (full container, consolidated, break bulk); AEREO and RODOVIARIO the others. */
export const TYPES_OF_BOARDING = ['FCL', 'LCL', 'BKB', 'AEREO', 'RODOVIARIO'] as const;
export type TTypeOfBoarding = (typeof TYPES_OF_BOARDING)[number];

export const CHANNELS = ['CINZA', 'VERDE', 'AMARELO', 'VERMELHO'] as const;
export type TChannel = (typeof CHANNELS)[number];

export const STORAGE_PERIODS = [
  'PRIMEIRO_PERIODO',
  'SEGUNDO_PERIODO',
  'TERCEIRO_PERIODO',
  'QUARTO_PERIODO',
  'OUTROS',
] as const;
export type TStoragePeriod = (typeof STORAGE_PERIODS)[number];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Import processes, owned by a customer company (`company_id` is the customer).
 * Business dates are calendar dates (yyyy-MM-dd); `created` (the opening) is an instant.
 */
export const processes = pgTable(
  'processes',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The provider's reference number, shown padded to 5 digits after the type prefix. */
    identification: integer('identification').notNull(),
    typeOfProcess: text('type_of_process', { enum: TYPES_OF_PROCESS }).notNull(),
    status: text('status').notNull(),
    stepId: integer('step_id')
      .notNull()
      .references(() => processSteps.id),
    exporterId: integer('exporter_id').references(() => partners.id),
    manufacturerId: integer('manufacturer_id').references(() => partners.id),
    customerRef: text('customer_ref'),
    anotherRef: text('another_ref'),
    invoice: text('invoice'),
    invoiceDate: day('invoice_date'),
    cifValue: money('cif_value'),
    cifValueCurrency: text('cif_value_currency'),
    importLicense: boolean('import_license').notNull().default(false),
    urgent: boolean('urgent').notNull().default(false),
    imo: boolean('imo').notNull().default(false),
    reminder: text('reminder'),
    incoterm: text('incoterm'),
    wayOfTransport: text('way_of_transport', { enum: WAYS_OF_TRANSPORT }),
    typeOfBoarding: text('type_of_boarding', { enum: TYPES_OF_BOARDING }),
    shipownerId: integer('shipowner_id').references(() => partners.id),
    billOfLading: text('bill_of_lading'),
    /** The shipment's container numbers (ISO 6346, 'MSCU1234565'): what a customer tracks by. */
    containerNumbers: text('container_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vehicle: text('vehicle'),
    vehicleTranshipment: text('vehicle_transhipment'),
    ceMercante: text('ce_mercante'),
    freightForwarderId: integer('freight_forwarder_id').references(() => partners.id),
    destinationPortId: integer('destination_port_id').references(() => places.id),
    customsEnclosureId: integer('customs_enclosure_id').references(() => places.id),
    conveyorId: integer('conveyor_id').references(() => partners.id),
    generalWarehouseId: integer('general_warehouse_id').references(() => partners.id),
    customBrokerId: integer('custom_broker_id').references(() => partners.id),
    placeOfLoading: text('place_of_loading'),
    originCountryCode: text('origin_country_code').references(() => countries.code),
    /** Opening of the process. */
    created: instant('created').notNull(),
    storagePeriod: text('storage_period', { enum: STORAGE_PERIODS }),

    // Billing
    billingNfsEmissionDate: day('billing_nfs_emission_date'),
    billingBillCustomerDate: day('billing_bill_customer_date'),
    billingEmailDate: day('billing_email_date'),
    billingSendDate: day('billing_send_date'),
    billingCustomBrokerFinishDate: day('billing_custom_broker_finish_date'),
    billingSendCompanyDescription: text('billing_send_company_description'),
    billingSendTrackingDescription: text('billing_send_tracking_description'),

    // DI (classic import declaration) or DUIMP, chosen by `duimp`
    duimp: boolean('duimp').notNull().default(false),
    diNumber: text('di_number'),
    diProtocol: text('di_protocol'),
    diRegistryDate: day('di_registry_date'),
    diResourcefulnessDate: day('di_resourcefulness_date'),
    diChannel: text('di_channel', { enum: CHANNELS }),
    duimpIdentification: text('duimp_identification'),
    duimpRegistryDate: day('duimp_registry_date'),
    duimpResourcefulnessDate: day('duimp_resourcefulness_date'),
    duimpChannel: text('duimp_channel', { enum: CHANNELS }),
    /**
     * The current DUIMP version's situation and licensing situation, codes as the Portal Único sent
     * them (the ingestion of a DUIMP document keeps them): the list's and the report's columns and
     * filters read them here, not the versions.
     */
    duimpSituation: text('duimp_situation'),
    duimpLicensingSituation: text('duimp_licensing_situation'),

    // Agriculture ministry (MAPA)
    datesInspectionMapaDate: day('dates_inspection_mapa_date'),
    datesReleaseMapaDate: day('dates_release_mapa_date'),

    // Other dates
    datesBillOfLadingReleaseDate: day('dates_bill_of_lading_release_date'),
    datesEnclosureBillingDate: day('dates_enclosure_billing_date'),
    datesComexDate: day('dates_comex_date'),
    datesLinkInTheEnclosureDate: day('dates_link_in_the_enclosure_date'),

    // Timeline and list dates
    datesEstimatedGoodsReadinesDate: day('dates_estimated_goods_readines_date'),
    datesGoodsReadinesDate: day('dates_goods_readines_date'),
    datesEtd: day('dates_etd'),
    initialDatesEtd: day('initial_dates_etd'),
    datesDepartureDate: day('dates_departure_date'),
    datesEta: day('dates_eta'),
    datesArrivalDate: day('dates_arrival_date'),
    mooringDate: day('mooring_date'),
    datesGoodsPresenceDate: day('dates_goods_presence_date'),
    datesGoodsLoadingDate: day('dates_goods_loading_date'),
    datesCargoCollectDate: day('dates_cargo_collect_date'),
    datesEstimatedCustomerDeliverDate: day('dates_estimated_customer_deliver_date'),
    datesCustomerDeliverDate: day('dates_customer_deliver_date'),
    originalsDocumentsDate: day('originals_documents_date'),

    // Cash request (numerário), values in BRL
    estimatedStepCashRequest: day('estimated_step_cash_request'),
    estimatedStepCashRequestEstimatedValue: money('estimated_step_cash_request_estimated_value'),
    stepCashRequest: day('step_cash_request'),
    stepCashRequestEstimatedValue: money('step_cash_request_estimated_value'),
    cashRequestDone: boolean('cash_request_done').notNull().default(false),

    isConcluded: boolean('is_concluded').notNull().default(false),
    concludedAt: instant('concluded_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * What the report's own columns show, normalised and joined by line breaks, for its search box:
     * set by the trigger of migration 0030 from the process's columns (report-columns-sql.ts).
     */
    reportText: text('report_text').notNull().default(''),
    /** Lower-case, accent-free keywords; see db/search-text.ts. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'processes_pk', columns: [t.companyId, t.id] }),
    uniqueIndex('processes_identification_uq').on(t.identification),
    index('processes_company_step_idx').on(t.companyId, t.stepId),
    index('processes_company_eta_idx').on(t.companyId, t.datesEta),
    // With the initial ETD and the id in the key, 'ETD Atrasados' is an index-only scan of the
    // period's ETDs (it was the Home's slowest call once the other indicators read their facts).
    index('processes_company_etd_idx').on(t.companyId, t.datesEtd, t.initialDatesEtd, t.id),
    index('processes_company_departure_idx').on(t.companyId, t.datesDepartureDate),
    index('processes_company_arrival_idx').on(t.companyId, t.datesArrivalDate),
    index('processes_company_cash_request_idx').on(t.companyId, t.estimatedStepCashRequest),
    // The Home's indicators read indicator_facts (kept by triggers, migration 0011), not this table.
    index('processes_company_created_idx').on(t.companyId, t.created),
    index('processes_company_di_registry_idx').on(t.companyId, t.diRegistryDate),
    index('processes_company_duimp_registry_idx').on(t.companyId, t.duimpRegistryDate),
    index('processes_company_concluded_idx').on(t.companyId, t.isConcluded),
    // processes_open_report_idx (migration 0030, hand-written: it INCLUDEs columns) holds the open
    // processes' step, opening and report_text: the report's default list is counted, sorted and
    // searched from it alone.
    // The header search's '%…%' on the keywords (reference, invoices, refs, BL, parties, DI,
    // containers) reads this trigram index instead of every process of the companies (pg_trgm).
    index('processes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // "Precisa de atenção": every rule reads the open processes (not concluded, not cancelled:
    // CANCELLED_STEP_ID = 6, isOpenProcess in db/scope.ts) and only these columns, so each rule is an
    // index-only scan of the company's open processes instead of a visit of their heap pages.
    index('processes_open_attention_idx')
      .on(
        t.companyId,
        t.id,
        t.typeOfProcess,
        t.identification,
        t.customerRef,
        t.datesEtd,
        t.initialDatesEtd,
        t.datesDepartureDate,
        t.cashRequestDone,
        t.datesEta,
        t.stepCashRequestEstimatedValue,
        t.estimatedStepCashRequest,
        t.estimatedStepCashRequestEstimatedValue,
        t.datesGoodsPresenceDate,
        t.datesGoodsLoadingDate,
        t.duimp,
        t.diChannel,
        t.duimpChannel,
        t.diResourcefulnessDate,
        t.duimpResourcefulnessDate,
      )
      .where(sql`not ${t.isConcluded} and ${t.stepId} <> 6`),
    check('processes_type_ck', sql`${t.typeOfProcess} in ('CONTA_E_ORDEM','ENCOMENDA','ACESSORIA')`),
    check(
      'processes_way_of_transport_ck',
      sql`${t.wayOfTransport} is null or ${t.wayOfTransport} in ('AEREA','MARITIMA','RODOVIARIA')`,
    ),
    check(
      'processes_type_of_boarding_ck',
      sql`${t.typeOfBoarding} is null or ${t.typeOfBoarding} in ('FCL','LCL','BKB','AEREO','RODOVIARIO')`,
    ),
    check(
      'processes_di_channel_ck',
      sql`${t.diChannel} is null or ${t.diChannel} in ('CINZA','VERDE','AMARELO','VERMELHO')`,
    ),
    check(
      'processes_duimp_channel_ck',
      sql`${t.duimpChannel} is null or ${t.duimpChannel} in ('CINZA','VERDE','AMARELO','VERMELHO')`,
    ),
    check(
      'processes_storage_period_ck',
      sql`${t.storagePeriod} is null or ${t.storagePeriod} in ('PRIMEIRO_PERIODO','SEGUNDO_PERIODO','TERCEIRO_PERIODO','QUARTO_PERIODO','OUTROS')`,
    ),
  ],
);

/** Composite foreign key from a company-owned child row to its process (same tenant enforced by the DB). */
export const processFk = (name: string, companyId: AnyPgColumn, processId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [companyId, processId],
    foreignColumns: [processes.companyId, processes.id],
  }).onDelete('cascade');
