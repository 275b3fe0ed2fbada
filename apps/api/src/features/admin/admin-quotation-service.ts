import {
  QUOTATION_INVITATION_ALREADY_REVOKED_MESSAGE,
  QUOTATION_INVITATION_ANSWERED_MESSAGE,
  QUOTATION_INVITATION_NOT_FOUND_MESSAGE,
  QUOTATION_INVITATION_RESEND_ACTION,
  QUOTATION_INVITATION_REVOKE_ACTION,
  QUOTATION_INVITATION_ROUND_CLOSED_MESSAGE,
  type TAdminQuotationInvitation,
  type TAdminQuotationInvitationsResponse,
  type TQuotationInvitationStatus,
} from '@pc/contract/admin-quotations';
import { processReference } from '@pc/contract/process';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import { buildForwarderInvitationEmail } from '../../core/quotations/forwarder-invitation-email.ts';
import { newForwarderLink } from '../../core/quotations/forwarder-link.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  countQuotationInvitations,
  findQuotationInvitationForUpdate,
  listQuotationInvitations,
  renewQuotationInvitationToken,
  setQuotationInvitationRevokedAt,
  type TQuotationInvitationFilter,
  type TQuotationInvitationRow,
} from './admin-quotation-repository.ts';

/**
 * The contract's order: revoked, closed (the round's state, not the link's: decision 0097), answered,
 * expired (the link's own rule: at its instant it no longer works), open.
 */
export const deriveInvitationStatus = (
  row: Pick<TQuotationInvitationRow, 'revokedAt' | 'isRoundClosed' | 'quotationId' | 'expiresAt'>,
  now: Date,
): TQuotationInvitationStatus => {
  if (row.revokedAt) return 'REVOKED';
  if (row.isRoundClosed) return 'CLOSED';
  if (row.quotationId !== null) return 'ANSWERED';
  return row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
};

const toAdminInvitation = (row: TQuotationInvitationRow, now: Date): TAdminQuotationInvitation => ({
  id: row.id,
  company: { id: row.companyId, name: row.companyName },
  process: { id: row.processId, reference: processReference(row.typeOfProcess, row.identification) },
  forwarderName: row.forwarderName,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  expiresAt: row.expiresAt.toISOString(),
  status: deriveInvitationStatus(row, now),
});

/** A process reference as typed (PRI00123, e00042, 123): its number, or undefined. */
const identificationOf = (search: string): number | undefined => {
  const match = /^(?:PRI|E|A)?\s*0*(\d{1,9})$/i.exec(search.trim());
  return match?.[1] ? Number(match[1]) : undefined;
};

/** GET /api/admin/quotation-invitations: one page of every company's links, newest first. */
export const listAdminQuotationInvitations = async ({
  db,
  query,
  now,
}: {
  db: TDbExecutor;
  query: {
    search?: string | undefined;
    status?: TQuotationInvitationStatus | undefined;
    companyId?: number | undefined;
    page: number;
    size: number;
  };
  now: Date;
}): Promise<TAdminQuotationInvitationsResponse> => {
  const filter: TQuotationInvitationFilter = {
    search: query.search,
    identification: query.search ? identificationOf(query.search) : undefined,
    status: query.status,
    companyId: query.companyId,
    now,
  };
  const [rows, total] = await Promise.all([
    listQuotationInvitations(db, { filter, limit: query.size, offset: (query.page - 1) * query.size }),
    countQuotationInvitations(db, filter),
  ]);
  return { data: rows.map((row) => toAdminInvitation(row, now)), page: query.page, size: query.size, total };
};

type TInvitationAction = {
  db: TDatabase;
  companyId: number;
  id: number;
  actorUserId: number;
  ip: string | null;
  now: Date;
};

const lockInvitation = async (tx: TDbExecutor, key: { companyId: number; id: number }) => {
  const row = await findQuotationInvitationForUpdate(tx, key);
  if (!row) throw notFound(QUOTATION_INVITATION_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw new AppError('CONFLICT', QUOTATION_INVITATION_ALREADY_REVOKED_MESSAGE);
  return row;
};

/**
 * POST …/{companyId}/{id}/revoke: sets revoked_at, which the forwarder's page reads at every call,
 * so the link answers as an invalid one from then on. An answered link may be revoked too: the
 * forwarder then can no longer change the quotation sent.
 */
export const revokeAdminQuotationInvitation = async ({
  db,
  companyId,
  id,
  actorUserId,
  ip,
  now,
}: TInvitationAction): Promise<TAdminQuotationInvitation> => {
  const row = await db.transaction(async (tx) => {
    const current = await lockInvitation(tx, { companyId, id });
    await setQuotationInvitationRevokedAt(tx, { companyId, id, revokedAt: now });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: QUOTATION_INVITATION_REVOKE_ACTION,
      subject: { type: 'quotation-invitation', id: `${companyId}:${id}` },
      companyId,
      before: { revokedAt: null },
      after: { revokedAt: now.toISOString() },
      ip,
      at: now,
    });
    return { ...current, revokedAt: now };
  });
  return toAdminInvitation(row, now);
};

/**
 * POST …/{companyId}/{id}/resend: a new token (the old link stops working) with a new expiry,
 * e-mailed to the forwarder as the first invitation was (queued with the change, sent after the
 * commit). An answered link is refused while it lives: its forwarder already has a working link
 * to change it; so is a link whose round is closed: nobody may quote it any more.
 */
export const resendAdminQuotationInvitation = async ({
  db,
  mailQueue,
  publicUrl,
  companyId,
  id,
  actorUserId,
  ip,
  now,
}: TInvitationAction & { mailQueue: TMailQueue; publicUrl: string }): Promise<TAdminQuotationInvitation> => {
  const { row, outboxIds } = await db.transaction(async (tx) => {
    const current = await lockInvitation(tx, { companyId, id });
    if (current.isRoundClosed) throw new AppError('CONFLICT', QUOTATION_INVITATION_ROUND_CLOSED_MESSAGE);
    // An answered link is refused while it lives (its forwarder can still change the quotation);
    // once expired, a new one is the only way the forwarder can.
    if (current.quotationId !== null && current.expiresAt.getTime() > now.getTime()) {
      throw new AppError('CONFLICT', QUOTATION_INVITATION_ANSWERED_MESSAGE);
    }
    const link = newForwarderLink({ publicUrl, now });
    await renewQuotationInvitationToken(tx, { companyId, id, ...link });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: QUOTATION_INVITATION_RESEND_ACTION,
      subject: { type: 'quotation-invitation', id: `${companyId}:${id}` },
      companyId,
      before: { expiresAt: current.expiresAt.toISOString() },
      after: { expiresAt: link.expiresAt.toISOString() },
      ip,
      at: now,
    });
    const outboxIds = await mailQueue.recordEmails(tx, [
      {
        ...buildForwarderInvitationEmail({
          to: current.email,
          forwarderName: current.forwarderName,
          reference: processReference(current.typeOfProcess, current.identification),
          companyName: current.companyName,
          url: link.url,
          expiresAt: link.expiresAt,
          language: current.language,
        }),
        // One e-mail per resend (the first invitation's key is `…:${id}`).
        dedupeKey: `forwarder-invitation:${companyId}:${id}:${now.getTime()}`,
      },
    ]);
    return { row: { ...current, expiresAt: link.expiresAt }, outboxIds };
  });
  await mailQueue.dispatchEmails(outboxIds);
  return toAdminInvitation(row, now);
};
