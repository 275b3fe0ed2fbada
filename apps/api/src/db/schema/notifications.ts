import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The notification centre: one row per user per piece of news. Made by the notification sweep from
 * the change trail and the events' outbox; `source_key` names what it was made from, and the
 * unique index on (user_id, source_key) is what makes a sweep run again, or after a crash, notify
 * nobody twice. The sentence is written when the row is made (pt-BR only), so it can be searched.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    processId: integer('process_id').notNull(),
    event: text('event').notNull(),
    text: text('text').notNull(),
    reference: text('reference').notNull(),
    tab: text('tab').notNull(),
    /** 'trail:<company>:<change id>' or 'event:<outbox id>'. */
    sourceKey: text('source_key').notNull(),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_user_source_uq').on(t.userId, t.sourceKey),
    index('notifications_user_idx').on(t.userId, t.id),
    // The bell's count reads only the unread ones.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The retention purge.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A user's rules (Meus Dados › Notificações), as the contract's ZNotificationSettings; no row means
 * the defaults. Read whole by the sweep for every recipient of a batch.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
