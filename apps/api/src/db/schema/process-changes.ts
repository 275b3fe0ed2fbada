import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';

/** What made a change: the broker's systems, a portal user, or the demo data. */
export const CHANGE_SOURCES = ['INGESTION', 'USER', 'SEED'] as const;
export type TChangeSource = (typeof CHANGE_SOURCES)[number];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The trail of a process's milestones: one row per changed field (step, status, channel, timeline
 * date), written only by changeProcess (features/processes/change-process.ts). Values are kept as
 * stored (yyyy-MM-dd, step id, channel name), the wording is made when read.
 */
export const processChanges = pgTable(
  'process_changes',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedAt: instant('changed_at').notNull(),
    source: text('source', { enum: CHANGE_SOURCES }).notNull(),
    /** Who, in words: the user's name, the service client's name, or the seed. */
    author: text('author').notNull(),
    /**
     * Still to be taken by the webhooks' sweep (process.updated). Rows older than the
     * webhooks were marked taken by their migration, so the first sweep sends no backlog.
     */
    isWebhookPending: boolean('webhook_pending').notNull().default(true),
    /**
     * Still to be taken by the notification sweep. Rows older than the notification centre were
     * marked taken by its migration, so the first sweep tells nobody of old news.
     */
    isNotificationPending: boolean('notification_pending').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'process_changes_pk', columns: [t.companyId, t.id] }),
    processFk('process_changes_process_fk', t.companyId, t.processId),
    index('process_changes_company_process_idx').on(t.companyId, t.processId, t.changedAt),
    index('process_changes_company_changed_idx').on(t.companyId, t.changedAt),
    // The webhooks' sweep reads only what it has not taken yet.
    index('process_changes_webhook_pending_idx')
      .on(t.id)
      .where(sql`${t.isWebhookPending}`),
    index('process_changes_notification_pending_idx')
      .on(t.id)
      .where(sql`${t.isNotificationPending}`),
    check('process_changes_source_ck', sql`${t.source} in ('INGESTION','USER','SEED')`),
  ],
);
