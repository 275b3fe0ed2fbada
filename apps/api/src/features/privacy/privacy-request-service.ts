import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PRIVACY_REQUEST_APPROVE_ACTION,
  PRIVACY_REQUEST_CREATE_ACTION,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  PRIVACY_REQUEST_DECIDED_MESSAGE,
  PRIVACY_REQUEST_DENY_ACTION,
  PRIVACY_REQUEST_NOT_FOUND_MESSAGE,
  PRIVACY_REQUEST_PENDING_MESSAGE,
  PRIVACY_USER_ANONYMISE_ACTION,
  type TAdminPrivacyRequest,
  type TPrivacyDecisionBody,
  type TPrivacyRequest,
  type TPrivacyRequestKind,
} from '@pc/contract/privacy';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { businessDayOf, shiftDay } from '../../lib/business-day.ts';
import { anonymiseUser } from './anonymise-user.ts';

type TRequestRow = typeof privacyRequests.$inferSelect;

/** LGPD art. 19 II: the answer is due 15 days after the request, counted in São Paulo days. */
const dueOnOf = (createdAt: Date): string =>
  shiftDay(businessDayOf(createdAt), PRIVACY_REQUEST_DEADLINE_DAYS);

const toRequest = (row: TRequestRow): TPrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  note: row.note,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  dueOn: dueOnOf(row.createdAt),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
});

/** GET /api/privacy/requests: the caller's own requests only. */
export const listMyPrivacyRequests = async ({
  db,
  userId,
}: {
  db: TDbExecutor;
  userId: number;
}): Promise<TPrivacyRequest[]> => {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id));
  return rows.map(toRequest);
};

/** POST /api/privacy/requests: one pending request of each kind at a time; audited. */
export const createPrivacyRequest = async ({
  db,
  userId,
  kind,
  note,
  ip,
  now,
}: {
  db: TDatabase;
  userId: number;
  kind: TPrivacyRequestKind;
  note: string | undefined;
  ip: string | null;
  now: Date;
}): Promise<TPrivacyRequest> =>
  db.transaction(async (tx) => {
    // The user's row locked: two requests sent at once take turns at the check below.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.userId, userId),
          eq(privacyRequests.kind, kind),
          eq(privacyRequests.status, 'PENDING'),
        ),
      );
    if (pending) throw new AppError('CONFLICT', PRIVACY_REQUEST_PENDING_MESSAGE);
    const [row] = await tx
      .insert(privacyRequests)
      .values({ userId, kind, note: note === undefined || note === '' ? null : note, createdAt: now })
      .returning();
    if (!row) throw new Error('privacy_requests: insert returned nothing');
    await recordAuditEvent(tx, {
      actor: { userId },
      action: PRIVACY_REQUEST_CREATE_ACTION,
      subject: { type: 'user', id: userId },
      after: { requestId: row.id, kind },
      ip,
      at: now,
    });
    return toRequest(row);
  });

const decider = alias(users, 'decider');

const adminSelect = {
  request: privacyRequests,
  user: { id: users.id, name: users.name, email: users.email, isActive: users.isActive },
  decidedBy: decider.name,
};

type TAdminRow = {
  request: TRequestRow;
  user: TAdminPrivacyRequest['user'];
  decidedBy: string | null;
};

const toAdminRequest = (row: TAdminRow, today: string): TAdminPrivacyRequest => {
  const request = toRequest(row.request);
  return {
    ...request,
    user: row.user,
    isOverdue: request.status === 'PENDING' && today > request.dueOn,
    decidedBy: row.decidedBy,
  };
};

const adminQuery = (db: TDbExecutor) =>
  db
    .select(adminSelect)
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .leftJoin(decider, eq(decider.id, privacyRequests.decidedBy));

/** GET /api/admin/privacy/requests: pending first, the oldest (nearest deadline) first; then the rest. */
export const listAdminPrivacyRequests = async ({
  db,
  now,
}: {
  db: TDbExecutor;
  now: Date;
}): Promise<TAdminPrivacyRequest[]> => {
  const rows = await adminQuery(db).orderBy(
    sql`case when ${privacyRequests.status} = 'PENDING' then 0 else 1 end`,
    sql`case when ${privacyRequests.status} = 'PENDING' then ${privacyRequests.createdAt} end asc`,
    desc(privacyRequests.createdAt),
    asc(privacyRequests.id),
  );
  const today = businessDayOf(now);
  return rows.map((row) => toAdminRequest(row, today));
};

/**
 * POST /api/admin/privacy/requests/{id}/decision: approved or denied with a reason, audited. An
 * approved deletion anonymises the person in the same transaction: both happen or neither.
 */
export const decidePrivacyRequest = async ({
  db,
  id,
  body,
  actorUserId,
  ip,
  now,
}: {
  db: TDatabase;
  id: number;
  body: { decision: TPrivacyDecisionBody['decision']; reason: string };
  actorUserId: number;
  ip: string | null;
  now: Date;
}): Promise<TAdminPrivacyRequest> => {
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!request) throw notFound(PRIVACY_REQUEST_NOT_FOUND_MESSAGE);
    if (request.status !== 'PENDING') throw new AppError('CONFLICT', PRIVACY_REQUEST_DECIDED_MESSAGE);
    const isApproved = body.decision === 'APPROVE';
    if (isApproved && request.kind === 'DELETION') {
      const removed = await anonymiseUser(tx, { userId: request.userId, now });
      await recordAuditEvent(tx, {
        actor: { userId: actorUserId },
        action: PRIVACY_USER_ANONYMISE_ACTION,
        subject: { type: 'user', id: request.userId },
        after: { requestId: id, ...removed },
        ip,
        at: now,
      });
    }
    await tx
      .update(privacyRequests)
      .set({
        status: isApproved ? 'APPROVED' : 'DENIED',
        decidedAt: now,
        decidedBy: actorUserId,
        decisionReason: body.reason,
      })
      .where(eq(privacyRequests.id, id));
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: isApproved ? PRIVACY_REQUEST_APPROVE_ACTION : PRIVACY_REQUEST_DENY_ACTION,
      subject: { type: 'user', id: request.userId },
      before: { requestId: id, kind: request.kind, status: 'PENDING' },
      after: {
        requestId: id,
        kind: request.kind,
        status: isApproved ? 'APPROVED' : 'DENIED',
        reason: body.reason,
      },
      ip,
      at: now,
    });
  });
  const [row] = await adminQuery(db).where(eq(privacyRequests.id, id));
  if (!row) throw notFound(PRIVACY_REQUEST_NOT_FOUND_MESSAGE);
  return toAdminRequest(row, businessDayOf(now));
};
