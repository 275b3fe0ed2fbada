import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';
import { users } from './users.ts';

/** PostgreSQL bytea as a Node Buffer (PGlite hands back a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** File contents, content-addressed per company (same bytes => one row per company). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Lower-case hex SHA-256 of `content`. */
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stored_files_pk', columns: [t.companyId, t.id] }),
    uniqueIndex('stored_files_company_sha256_uq').on(t.companyId, t.sha256),
  ],
);

/** Documents attached to a process. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    fileId: integer('file_id').notNull(),
    documentTypeName: text('document_type_name').notNull(),
    originalFilename: text('original_filename').notNull(),
    /** Cash-advance (numerário) document, offered for download in the financial calendar. */
    isCashRequest: boolean('is_cash_request').notNull().default(false),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
    legacyCreated: timestamp('legacy_created', { withTimezone: true, mode: 'date' }),
    legacyCreatedBy: text('legacy_created_by'),
    /** Sent by a user of the importing company ("Enviar documento"), with their note. */
    isSentByCustomer: boolean('is_sent_by_customer').notNull().default(false),
    note: text('note'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'documents_pk', columns: [t.companyId, t.id] }),
    // The ERP collects what customers sent by a cursor over the id.
    index('documents_sent_by_customer_idx')
      .on(t.id)
      .where(sql`${t.isSentByCustomer}`),
    processFk('documents_process_fk', t.companyId, t.processId),
    foreignKey({
      name: 'documents_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    index('documents_company_process_idx').on(t.companyId, t.processId),
    index('documents_company_file_idx').on(t.companyId, t.fileId),
  ],
);

/** Who downloaded which document, and when (drives the "already downloaded" warning). */
export const documentLogs = pgTable(
  'document_logs',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: integer('document_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    entityName: text('entity_name').notNull(),
    createdBy: text('created_by').notNull(),
    type: text('type', { enum: ['DOWNLOAD'] })
      .notNull()
      .default('DOWNLOAD'),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_logs_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'document_logs_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    index('document_logs_company_document_idx').on(t.companyId, t.documentId, t.created),
  ],
);
