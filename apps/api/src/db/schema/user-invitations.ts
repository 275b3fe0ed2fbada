import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A one-time link to set a password: the first admin's (`npm run admin:create`), later
 * the back-office's invitations. Only the sha256 of the link's token is kept; the link works until
 * expiresAt, once (usedAt), and accepting one voids the user's other open ones.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    created: instant('created').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when the link was accepted, or voided by another one being accepted. */
    usedAt: instant('used_at'),
    /** Who sent it; null for the command line (admin:create) or a deleted user. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_invitations_token_hash_uq').on(t.tokenHash),
    index('user_invitations_user_idx').on(t.userId),
  ],
);
