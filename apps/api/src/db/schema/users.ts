import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/**
 * Who a user is to the portal: a customer, or the broker's staff (an admin also manages users).
 * Granted only by an admin, the ERP (ingestion API) or the seed; never derived from a field the user
 * edits, such as the e-mail. Kept in step with ZUserRole in the contract.
 */
export const USER_ROLES = ['CUSTOMER', 'STAFF', 'ADMIN'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** Base64 PNG (no data: prefix), or null for the generic icon. */
    photo: text('photo'),
    hiringDate: date('hiring_date', { mode: 'string' }),
    /**
     * The portal's e-mails on or off (the profile's followUP). Which news go by e-mail is each
     * event's rule in notification_settings; the profile's analytical switch reads and writes those.
     */
    followUp: boolean('follow_up').notNull().default(false),
    followUpSynthetic: boolean('follow_up_synthetic').notNull().default(false),
    followUpSyntheticWeekday: text('follow_up_synthetic_weekday', { enum: WEEKDAYS }),
    isActive: boolean('is_active').notNull().default(true),
    role: text('role', { enum: USER_ROLES }).notNull().default('CUSTOMER'),
    /**
     * Outbound webhooks: a customer's user who may manage webhooks for their companies (/api/webhooks).
     * Switched only by a back-office admin (audited), never from what the user types.
     */
    canManageWebhooks: boolean('can_manage_webhooks').notNull().default(false),
    /**
     * Raised by triggers (migration 0003) when the password, the e-mail, the active flag or a company
     * link changes: access tokens carry it, so older ones stop working at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // The back-office's search (admin-user-repository.ts): a name's regular expression and an
    // e-mail's '%…%' read these trigram indexes instead of every user (pg_trgm, migration 0025).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check(
      'users_follow_up_weekday_ck',
      sql`${t.followUpSyntheticWeekday} is null or ${t.followUpSyntheticWeekday} in ('MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY')`,
    ),
    check('users_role_ck', sql`${t.role} in ('CUSTOMER','STAFF','ADMIN')`),
  ],
);

/** Which companies a user may see. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('user_companies_company_idx').on(t.companyId),
  ],
);
