import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // Administração's 30-day counts of one company.
    index('notifications_company_created_idx').on(t.companyId, t.createdAt),
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

/**
 * A device a user subscribed to push (Meus Dados › Notificações): the browser's PushSubscription.
 * An endpoint belongs to one user at a time: subscribing it again moves it to whoever did.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSentAt: instant('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What the sweep decided to send outside the portal (push today), one row per user, channel and
 * source: the same unique key as the centre's, so a sweep run again sends nothing twice. It carries
 * what the message needs (no company name, no amount), so it does not depend on the centre's row
 * (a user may want an event by push and not in the portal). `due_at` is when it may go: the end of
 * the user's quiet hours. Kept 30 days for Administração's counts, then purged.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'PUSH' or 'EMAIL'. */
    channel: text('channel').notNull(),
    companyId: integer('company_id').notNull(),
    processId: integer('process_id').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    tab: text('tab').notNull(),
    /** The notification's sentence, for an e-mail (a push carries only the event's label). */
    text: text('text'),
    /** When it happened, as the e-mail says. */
    occurredAt: instant('occurred_at'),
    sourceKey: text('source_key').notNull(),
    /**
     * 'PENDING' → 'SENDING' → 'SENT' | 'FAILED'; 'NO_DEVICE' when every device was gone; 'EMAIL_OFF'
     * when the user turned the portal's e-mails off before it left.
     */
    status: text('status').notNull(),
    dueAt: instant('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: instant('claimed_at'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_channel_source_uq').on(t.userId, t.channel, t.sourceKey),
    // The deliverer reads what is due.
    index('notification_deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('notification_deliveries_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * The portal's VAPID key pair, made at the first start when the environment gives none (one row,
 * shared by every instance, as the database is).
 */
export const webPushKeys = pgTable('web_push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * An event an admin turned off for every user of a company (a customer that asked not to receive it),
 * in every channel. The sweep reads them for each batch.
 */
export const companyNotificationBlocks = pgTable(
  'company_notification_blocks',
  {
    companyId: integer('company_id').notNull(),
    event: text('event').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.event] })],
);
