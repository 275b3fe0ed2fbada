import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceClients } from './service-clients.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the back-office changed, by whom and when (its "Auditoria" screen reads it).
 * Written by recordAuditEvent (core/audit) in the transaction of the change itself, so a change
 * and its record commit or roll back together. Rows are never updated.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    /** The signed-in user who acted; null for a service client, or once that user is deleted. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The broker's system (service_clients.id) that acted through the ingestion API. */
    actorClientId: integer('actor_client_id').references(() => serviceClients.id, { onDelete: 'set null' }),
    /** What was done, 'subject.verb' style: 'company.entitlements.update'. */
    action: text('action').notNull(),
    /** What it was done to ('company', 'user', …) and its id, as text so any key fits. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /**
     * The company the change concerns, when there is one (the screen filters by it). No foreign key,
     * like subject_id: the record outlives its subject.
     */
    companyId: integer('company_id'),
    /** The subject's values before and after (only what the action touches). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The caller's address, as Fastify reads it (behind the proxy when TRUST_PROXY is set). */
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_company_at_idx').on(t.companyId, t.at),
    index('audit_events_actor_user_at_idx').on(t.actorUserId, t.at),
  ],
);

export type TAuditEventInsert = typeof auditEvents.$inferInsert;
