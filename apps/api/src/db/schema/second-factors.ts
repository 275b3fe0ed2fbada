import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's TOTP (RFC 6238) authenticator. The secret is kept encrypted (AES-256-GCM, a key derived
 * from the server's secret), so a database copy alone cannot produce codes. Pending until
 * confirmedAt is set by a first right code; a new setup replaces a pending one.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64url(iv | tag | ciphertext) of the base32 secret. */
  secretEncrypted: text('secret_encrypted').notNull(),
  created: instant('created').notNull().defaultNow(),
  confirmedAt: instant('confirmed_at'),
  /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** The ten one-time recovery codes of a TOTP enrolment, each an argon2id hash (ASVS V6.5). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    created: instant('created').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** A WebAuthn credential (passkey) of a user. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the browser reports it. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** JSON array of AuthenticatorTransport, handed back in allowCredentials. */
    transports: text('transports').notNull().default('[]'),
    deviceType: text('device_type').notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    name: text('name').notNull(),
    created: instant('created').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_uq').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

export const AUTH_CHALLENGE_KINDS = [
  'SECOND_FACTOR',
  'SECOND_FACTOR_ENROLMENT',
  'PASSKEY_SIGN_IN',
  'PASSKEY_REGISTRATION',
] as const;
export type TAuthChallengeKind = (typeof AUTH_CHALLENGE_KINDS)[number];

/**
 * Short-lived, one-use sign-in and registration challenges: the mfa_token of a password sign-in
 * that still owes a second factor (only its SHA-256 is kept), and the WebAuthn challenges.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: AUTH_CHALLENGE_KINDS }).notNull(),
    /** Null for a passkey sign-in without a password first (the passkey says who it is). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque token handed out (mfa_token or challengeId). */
    tokenHash: text('token_hash').notNull(),
    /** The WebAuthn challenge (base64url) the browser must sign. */
    webauthnChallenge: text('webauthn_challenge'),
    created: instant('created').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_hash_uq').on(t.tokenHash),
    index('auth_challenges_expires_idx').on(t.expiresAt),
    check(
      'auth_challenges_kind_ck',
      sql`${t.kind} in ('SECOND_FACTOR','SECOND_FACTOR_ENROLMENT','PASSKEY_SIGN_IN','PASSKEY_REGISTRATION')`,
    ),
  ],
);

/** The portal's sign-in rules, one row (id 1), set by an admin. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    isStaffSecondFactorRequired: boolean('is_staff_second_factor_required').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('security_settings_single_ck', sql`${t.id} = 1`)],
);
