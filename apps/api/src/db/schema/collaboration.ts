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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { documents } from './documents.ts';
import { processFk } from './processes.ts';
import { users } from './users.ts';

// Collaboration: the customer and the broker working together on a process.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One message of a process's conversation. author_user_id is null for the ERP's messages (a
 * service client, named in author_name). notified_at is set once the unread-message e-mail job has
 * looked at it, whether or not anyone needed an e-mail.
 */
export const processMessages = pgTable(
  'process_messages',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    kind: text('kind', {
      enum: ['TEXT', 'DOCUMENT_SENT', 'PAYMENT_REPORTED', 'PAYMENT_CONFIRMED', 'PAYMENT_REJECTED'],
    }).notNull(),
    text: text('text').notNull(),
    authorSide: text('author_side', { enum: ['CUSTOMER', 'BROKER'] }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorClientId: integer('author_client_id'),
    authorName: text('author_name').notNull(),
    /** Documents of the same process it carries (documents.id). */
    documentIds: integer('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    created: instant('created').notNull(),
    notifiedAt: instant('notified_at'),
  },
  (t) => [
    primaryKey({ name: 'process_messages_pk', columns: [t.companyId, t.id] }),
    processFk('process_messages_process_fk', t.companyId, t.processId),
    index('process_messages_process_idx').on(t.companyId, t.processId, t.id),
    // The e-mail job's queue: what it has not looked at yet.
    index('process_messages_unnotified_idx')
      .on(t.created)
      .where(sql`${t.notifiedAt} is null`),
    check(
      'process_messages_kind_ck',
      sql`${t.kind} in ('TEXT','DOCUMENT_SENT','PAYMENT_REPORTED','PAYMENT_CONFIRMED','PAYMENT_REJECTED')`,
    ),
    check('process_messages_side_ck', sql`${t.authorSide} in ('CUSTOMER','BROKER')`),
  ],
);

/**
 * A process's conversation as the Atendimento inbox lists it: kept in step with process_messages in
 * the transaction that writes a message, so the inbox reads one row per thread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    lastMessageId: integer('last_message_id').notNull(),
    lastMessageAt: instant('last_message_at').notNull(),
    messageCount: integer('message_count').notNull(),
    /** The first customer message after the broker's last one; null when the broker answered last. */
    waitingSince: instant('waiting_since'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'message_threads_pk', columns: [t.companyId, t.processId] }),
    processFk('message_threads_process_fk', t.companyId, t.processId),
    // Unanswered first, the longest waiting first; then the most recent.
    index('message_threads_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
    index('message_threads_recent_idx').on(t.lastMessageAt),
    index('message_threads_assigned_idx').on(t.assignedUserId),
  ],
);

/** How far each user has read each conversation (unread = others' messages after it). */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    processId: integer('process_id').notNull(),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'message_reads_pk', columns: [t.userId, t.companyId, t.processId] }),
    processFk('message_reads_process_fk', t.companyId, t.processId),
  ],
);

/**
 * A payment the customer reported: the numerário of a process, or one instalment of an invoice
 * (invoice_id and parcel). At most one INFORMADO report per payment at a time.
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    target: text('target', { enum: ['NUMERARIO', 'PARCELA_INVOICE'] }).notNull(),
    invoiceId: integer('invoice_id'),
    parcel: integer('parcel'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    proofDocumentId: integer('proof_document_id').notNull(),
    status: text('status', { enum: ['INFORMADO', 'CONFIRMADO', 'RECUSADO'] })
      .notNull()
      .default('INFORMADO'),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedBy: text('reported_by').notNull(),
    reportedAt: instant('reported_at').notNull(),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by'),
    decidedAt: instant('decided_at'),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    primaryKey({ name: 'payment_reports_pk', columns: [t.companyId, t.id] }),
    processFk('payment_reports_process_fk', t.companyId, t.processId),
    foreignKey({
      name: 'payment_reports_proof_fk',
      columns: [t.companyId, t.proofDocumentId],
      foreignColumns: [documents.companyId, documents.id],
    }),
    index('payment_reports_process_idx').on(t.companyId, t.processId),
    index('payment_reports_status_idx').on(t.status, t.reportedAt),
    uniqueIndex('payment_reports_one_pending_uq')
      .on(t.companyId, t.processId, t.target, sql`coalesce(${t.invoiceId}, 0)`, sql`coalesce(${t.parcel}, 0)`)
      .where(sql`${t.status} = 'INFORMADO'`),
    check('payment_reports_target_ck', sql`${t.target} in ('NUMERARIO','PARCELA_INVOICE')`),
    check('payment_reports_status_ck', sql`${t.status} in ('INFORMADO','CONFIRMADO','RECUSADO')`),
    check(
      'payment_reports_installment_ck',
      sql`(${t.target} = 'NUMERARIO') = (${t.invoiceId} is null and ${t.parcel} is null)`,
    ),
  ],
);
