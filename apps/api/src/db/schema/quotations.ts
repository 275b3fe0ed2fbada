import type { TForwarderLanguage } from '@pc/contract/forwarder-quote';
import { sql } from 'drizzle-orm';
import {
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
import { storedFiles } from './documents.ts';
import { partners } from './partners.ts';
import { processFk } from './processes.ts';

export const QUOTATION_STATUSES = ['COTADO', 'ENVIADO', 'VISUALIZADO'] as const;
export type TQuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const CONTAINER_TYPES = [
  'DRY 20',
  'DRY 40',
  'HIGH CUBE 40',
  'REEFER 20',
  'REEFER 40',
  'OPEN TOP 20',
  'OPEN TOP 40',
  'FLAT RACK 20',
  'FLAT RACK 40',
] as const;
export type TContainerType = (typeof CONTAINER_TYPES)[number];

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Freight quotations received from forwarders for a process. */
export const freightQuotations = pgTable(
  'freight_quotations',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    freightForwarderId: integer('freight_forwarder_id')
      .notNull()
      .references(() => partners.id),
    /** Contact person at the forwarder. */
    person: text('person'),
    status: text('status', { enum: QUOTATION_STATUSES }).notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
    /** true approved, false rejected (with or without reason), null undecided. */
    approved: boolean('approved'),
    rejectReason: text('reject_reason'),
    /** Days. */
    transitTime: integer('transit_time'),
    /** Free days of container use at destination. */
    freetime: integer('freetime'),
    transhipment: text('transhipment'),
    destinationPort: text('destination_port'),
    customsEnclosure: text('customs_enclosure'),
    shipowner: text('shipowner'),
    /** ISO code of the "other" currency (totals_others). */
    currency: text('currency'),
    totalUsd: money('total_usd'),
    totalUsdReais: money('total_usd_reais'),
    totalEur: money('total_eur'),
    totalEurReais: money('total_eur_reais'),
    totalReais: money('total_reais'),
    totalOthers: money('total_others'),
    totalOthersReais: money('total_others_reais'),
    /** Grand total in BRL. */
    total: money('total'),
    observation: text('observation'),
    /** Where the forwarder hears of the customer's decision (absent: nobody is e-mailed). */
    contactEmail: text('contact_email'),
    /** When and by whom the customer approved or rejected it. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: text('decided_by'),
    /** Last day the forwarder holds the quoted price (yyyy-MM-dd). */
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'freight_quotations_pk', columns: [t.companyId, t.id] }),
    processFk('freight_quotations_process_fk', t.companyId, t.processId),
    index('freight_quotations_company_process_idx').on(t.companyId, t.processId),
    // The quotations nobody has viewed or decided yet ("Precisa de atenção"), per process: an
    // index-only scan.
    index('freight_quotations_quoted_idx')
      .on(t.companyId, t.processId)
      .where(sql`${t.status} = 'COTADO' and ${t.approved} is null`),
    // The closed rounds (one quotation approved), per process: the attention list's anti-join reads
    // only this index.
    index('freight_quotations_approved_idx')
      .on(t.companyId, t.processId)
      .where(sql`${t.approved}`),
    check('freight_quotations_status_ck', sql`${t.status} in ('COTADO','ENVIADO','VISUALIZADO')`),
  ],
);

export const freightQuotationContainers = pgTable(
  'freight_quotation_containers',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    freightQuotationId: integer('freight_quotation_id').notNull(),
    quantity: integer('quantity').notNull(),
    type: text('type', { enum: CONTAINER_TYPES }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'freight_quotation_containers_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'freight_quotation_containers_quotation_fk',
      columns: [t.companyId, t.freightQuotationId],
      foreignColumns: [freightQuotations.companyId, freightQuotations.id],
    }).onDelete('cascade'),
    index('freight_quotation_containers_company_quotation_idx').on(t.companyId, t.freightQuotationId),
  ],
);

export const freightQuotationDocuments = pgTable(
  'freight_quotation_documents',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    freightQuotationId: integer('freight_quotation_id').notNull(),
    fileId: integer('file_id').notNull(),
    originalFilename: text('original_filename').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'freight_quotation_documents_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'freight_quotation_documents_quotation_fk',
      columns: [t.companyId, t.freightQuotationId],
      foreignColumns: [freightQuotations.companyId, freightQuotations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'freight_quotation_documents_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    index('freight_quotation_documents_company_quotation_idx').on(t.companyId, t.freightQuotationId),
  ],
);

/**
 * A forwarder's link to quote one process (ForwardersShippingQuote): only the token's SHA-256 is
 * kept; the link expires, can be revoked, and leads to one quotation the forwarder may edit until
 * the round closes (a quotation approved).
 */
export const quotationInvitations = pgTable(
  'quotation_invitations',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    forwarderName: text('forwarder_name').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
    /** The language of the forwarder's e-mails (pt-BR, en or es; decision 0103). */
    language: text('language').$type<TForwarderLanguage>().notNull().default('pt-BR'),
    /** The quotation the forwarder sent through the link (null until then). */
    quotationId: integer('quotation_id'),
  },
  (t) => [
    primaryKey({ name: 'quotation_invitations_pk', columns: [t.companyId, t.id] }),
    check('quotation_invitations_language_ck', sql`${t.language} in ('pt-BR', 'en', 'es')`),
    processFk('quotation_invitations_process_fk', t.companyId, t.processId),
    uniqueIndex('quotation_invitations_token_uq').on(t.tokenHash),
    // The back-office's Cotações de frete lists every company's links newest first (a backward walk).
    index('quotation_invitations_created_idx').on(t.createdAt, t.companyId, t.id),
    // Its search, ILIKE '%…%' on the forwarder's name and e-mail, reads these (pg_trgm, migration 0025).
    index('quotation_invitations_forwarder_name_trgm_idx').using('gin', t.forwarderName.op('gin_trgm_ops')),
    index('quotation_invitations_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
