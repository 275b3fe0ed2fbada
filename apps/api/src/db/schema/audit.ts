import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per sign-in (POST /userAccessLogs). */
export const userAccessLogs = pgTable(
  'user_access_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    /** "city - region - country". */
    origin: text('origin'),
    tag: text('tag'),
    provider: text('provider'),
    created: instant('created').notNull().defaultNow(),
  },
  (t) => [index('user_access_logs_user_idx').on(t.userId, t.created)],
);

/** Audit of urgency toggles on a process. */
export const urgencyChanges = pgTable(
  'urgency_changes',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hasUrgency: boolean('has_urgency').notNull(),
    justification: text('justification').notNull(),
    created: instant('created').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'urgency_changes_pk', columns: [t.companyId, t.id] }),
    processFk('urgency_changes_process_fk', t.companyId, t.processId),
    index('urgency_changes_company_process_idx').on(t.companyId, t.processId, t.created),
  ],
);

export const EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED', 'LOGGED'] as const;
export type TEmailStatus = (typeof EMAIL_STATUSES)[number];

/** Outgoing e-mails (recovery codes, indicator requests…); LOGGED when no SMTP is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('PENDING'),
    created: instant('created').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    /** SMTP tries so far (the queue retries with backoff). */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post…). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What the e-mail is about ('follow-up:…', 'digest:…'): queuing the same key again is a no-op. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.created),
    uniqueIndex('email_outbox_dedupe_key_uq').on(t.dedupeKey),
    check('email_outbox_status_ck', sql`${t.status} in ('PENDING','SENT','FAILED','LOGGED')`),
  ],
);

/** Password-recovery codes (6 digits, stored hashed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    created: instant('created').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
    /** Set by verifyCode, which spends the pin: changePassword needs this token, not the pin. */
    resetTokenHash: text('reset_token_hash'),
  },
  (t) => [
    index('recovery_codes_user_idx').on(t.userId, t.created),
    uniqueIndex('recovery_codes_reset_token_uq').on(t.resetTokenHash),
  ],
);

/**
 * A pending e-mail change (Meus Dados): the new address becomes the account's only when the code
 * sent to it is confirmed. The code is stored as a keyed hash, set by the job that e-mails it (null
 * until then); 10 minutes, single use, 5 wrong tries void it, a new request voids the older one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, like users.email. */
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash'),
    created: instant('created').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.created)],
);

/** Rotating refresh tokens; a reused token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** SHA-256 (hex) of the opaque token. */
    tokenHash: text('token_hash').notNull(),
    created: instant('created').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    replacedById: integer('replaced_by_id'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Failure counters and once-per-period claims per key: 'ip:<addr>', 'account:<email>' (all IPs, an
 * hour), 'account-ip:<email>|<addr>' (the growing wait), 'account-alert:<email>' (the owner's
 * warning), and the recovery and indicator-request keys (core/throttle/throttle-service.ts).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  blockedUntil: instant('blocked_until'),
});

/**
 * The per-IP request counters of the public routes' flood limit (@fastify/rate-limit's store,
 * core/throttle/rate-limit-store.ts): in the database, so the limit holds across instances.
 */
export const rateLimitWindow = pgTable(
  'rate_limit_window',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_window_ends_idx').on(t.windowEndsAt)],
);
