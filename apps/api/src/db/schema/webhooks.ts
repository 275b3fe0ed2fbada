import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Outbound webhooks: who wants to be told of what. BROKER subscriptions are made in the back-office (every
 * customer company when company_ids is null); CUSTOMER ones by a customer's user allowed to
 * (users.can_manage_webhooks), for some of their companies, and count only while the user still
 * has the permission and the company.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope', { enum: ['BROKER', 'CUSTOMER'] }).notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** null: every customer company (BROKER only). */
    companyIds: integer('company_ids').array(),
    /**
     * The Standard Webhooks secret (`whsec_…`). Kept as it is, not hashed: every delivery is signed
     * with it (the library needs the key itself, as for any HMAC).
     */
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** Set when the portal turned it off after a day of failures. */
    disabledAt: instant('disabled_at'),
    /** The first failure since the last success; null once one succeeds. */
    failingSince: instant('failing_since'),
  },
  (t) => [
    index('webhook_subscriptions_creator_idx').on(t.createdByUserId),
    check('webhook_subscriptions_scope_ck', sql`${t.scope} in ('BROKER','CUSTOMER')`),
    // A customer's subscription always names its companies.
    check(
      'webhook_subscriptions_customer_companies_ck',
      sql`${t.scope} = 'BROKER' or ${t.companyIds} is not null`,
    ),
  ],
);

/**
 * The transactional outbox of events: written in the transaction of the change it reports (a
 * document, a quotation) or by the change-trail sweep (process.updated), then fanned out into one
 * delivery per matching subscription by the sweep (fanned_out_at set in the same transaction).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    /** The company it concerns; null for a test. */
    companyId: integer('company_id'),
    /** The envelope's `data`. */
    data: jsonb('data').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    fannedOutAt: instant('fanned_out_at'),
    /**
     * Still to be taken by the notification sweep (messages, documents, quotations): the outbox
     * serves the notification centre as well as the webhooks. Older rows were marked taken by the
     * centre's migration.
     */
    isNotificationPending: boolean('notification_pending').notNull().default(true),
  },
  (t) => [
    index('webhook_events_pending_idx')
      .on(t.id)
      .where(sql`${t.fannedOutAt} is null`),
    index('webhook_events_notification_pending_idx')
      .on(t.id)
      .where(sql`${t.isNotificationPending}`),
    index('webhook_events_occurred_idx').on(t.occurredAt),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** One event to one subscription: its tries, as the delivery log shows them. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header (`msg_…`): the same on every try and redelivery. */
    webhookId: text('webhook_id').notNull(),
    eventType: text('event_type').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Redeliveries asked for: each gets its own queue job. */
    round: integer('round').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    lastAttemptAt: instant('last_attempt_at'),
    succeededAt: instant('succeeded_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_id_uq').on(t.webhookId),
    uniqueIndex('webhook_deliveries_event_subscription_uq').on(t.eventId, t.subscriptionId),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('webhook_deliveries_status_ck', sql`${t.status} in ('PENDING','SUCCEEDED','FAILED')`),
  ],
);
