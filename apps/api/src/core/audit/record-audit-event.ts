import type { TDatabase } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit-events.ts';

/** A transaction as the database hands it to db.transaction's callback (the database itself will not do). */
export type TAuditTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** Who acted: a signed-in user, or one of the broker's systems (a service client's table id). */
export type TAuditActor = { userId: number } | { clientId: number };

export type TAuditEvent = {
  actor: TAuditActor;
  /** 'subject.verb' style, e.g. 'company.entitlements.update'. */
  action: string;
  subject: { type: string; id: string | number };
  /** The company the change concerns, when there is one. */
  companyId?: number | null;
  /** What the action touched, before and after (plain JSON values). */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  at: Date;
};

/**
 * Records one back-office change. It takes a transaction, not the database: the record is written
 * with the change it describes, so neither can exist without the other.
 */
export const recordAuditEvent = async (tx: TAuditTransaction, event: TAuditEvent): Promise<void> => {
  await tx.insert(auditEvents).values({
    at: event.at,
    actorUserId: 'userId' in event.actor ? event.actor.userId : null,
    actorClientId: 'clientId' in event.actor ? event.actor.clientId : null,
    action: event.action,
    subjectType: event.subject.type,
    subjectId: String(event.subject.id),
    companyId: event.companyId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip ?? null,
  });
};
