import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TIngestDuimp } from '@pc/contract/duimp';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The versions of a process's DUIMP (Portal Único Siscomex) as the broker's ERP sent them: one row per
 * (process, number, version), older versions kept. The document is the body as sent (codes as the
 * Portal Único wrote them, unknown ones too); number, version, situation, licensing situation and
 * channel are copied out of it for the lists. The current version (the highest of the latest number)
 * keeps the process's duimp_* columns in step (core/ingestion/ingest-duimp.ts).
 */
export const duimpVersions = pgTable(
  'duimp_versions',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    /** The DUIMP number, 26BR00016589107. */
    number: text('number').notNull(),
    /** 0 the draft, 1 the registration, then one per rectification. */
    version: integer('version').notNull(),
    /** situacaoDuimp, as sent (free text: the Portal Único adds states). */
    situation: text('situation').notNull(),
    licensingSituation: text('licensing_situation'),
    /** The consolidated channel, as sent. */
    channel: text('channel'),
    /** The whole body as sent (the contract's TIngestDuimp). */
    document: jsonb('document').$type<TIngestDuimp>().notNull(),
    /** When this version first arrived. */
    receivedAt: instant('received_at').notNull(),
    /** When it last changed (its arrival, then each changed resend). */
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'duimp_versions_pk', columns: [t.companyId, t.id] }),
    processFk('duimp_versions_process_fk', t.companyId, t.processId),
    // The upsert's key, and every read of a process's versions (its prefix).
    uniqueIndex('duimp_versions_process_number_version_uq').on(t.companyId, t.processId, t.number, t.version),
    check('duimp_versions_version_ck', sql`${t.version} between 0 and 99`),
  ],
);
