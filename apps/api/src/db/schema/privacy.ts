import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// LGPD: the people's requests (art. 18) and the record of security incidents (ANPD Resolution
// 15/2024). Neither is ever deleted with a user: an anonymised user keeps their row.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A correction or deletion request a user made in Meus Dados › Privacidade, answered by an admin. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CORRECTION', 'DELETION'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DENIED'] })
      .notNull()
      .default('PENDING'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.createdAt),
    index('privacy_requests_status_idx').on(t.status, t.createdAt),
    check('privacy_requests_kind_ck', sql`${t.kind} in ('CORRECTION','DELETION')`),
    check('privacy_requests_status_ck', sql`${t.status} in ('PENDING','APPROVED','DENIED')`),
  ],
);

/** One personal-data security incident, kept at least 5 years (never deleted by the portal). */
export const privacyIncidents = pgTable(
  'privacy_incidents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    knownOn: date('known_on', { mode: 'string' }).notNull(),
    nature: text('nature').notNull(),
    dataAffected: text('data_affected').notNull(),
    peopleAffected: text('people_affected').notNull(),
    peopleAffectedCount: integer('people_affected_count'),
    measures: text('measures').notNull(),
    anpdNotifiedOn: date('anpd_notified_on', { mode: 'string' }),
    peopleNotifiedOn: date('people_notified_on', { mode: 'string' }),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('privacy_incidents_known_idx').on(t.knownOn)],
);
