import { deleteSecondFactors } from '../../core/auth/second-factors.ts';
import { ADMIN_COMPANY_NOT_FOUND_MESSAGE } from '@pc/contract/admin-companies';
import {
  ADMIN_USER_ALREADY_ACTIVE_MESSAGE,
  ADMIN_USER_ALREADY_INACTIVE_MESSAGE,
  ADMIN_USER_COMPANY_LINKED_MESSAGE,
  ADMIN_USER_COMPANY_NOT_LINKED_MESSAGE,
  ADMIN_USER_EMAIL_TAKEN_MESSAGE,
  ADMIN_USER_INACTIVE_MESSAGE,
  ADMIN_USER_LAST_ADMIN_MESSAGE,
  ADMIN_USER_LAST_ADMIN_RESET_MESSAGE,
  ADMIN_USER_NO_INVITATION_MESSAGE,
  ADMIN_USER_NO_SECOND_FACTOR_MESSAGE,
  ADMIN_USER_NOT_FOUND_MESSAGE,
  ADMIN_USER_SELF_DEACTIVATE_MESSAGE,
  ADMIN_USER_SELF_ROLE_MESSAGE,
  adminUserUnknownCompaniesMessage,
  USER_COMPANY_LINK_ACTION,
  USER_COMPANY_UNLINK_ACTION,
  USER_DEACTIVATE_ACTION,
  USER_INVITATION_RESEND_ACTION,
  USER_INVITE_ACTION,
  USER_PASSWORD_RESET_ACTION,
  USER_REACTIVATE_ACTION,
  USER_ROLE_UPDATE_ACTION,
  USER_SECOND_FACTOR_RESET_ACTION,
  type TAdminUserDetail,
} from '@pc/contract/admin-users';
import { recordAuditEvent, type TAuditTransaction } from '../../core/audit/record-audit-event.ts';
import { unusablePasswordHash } from '../../core/auth/password.ts';
import { createInvitation } from '../../core/invitations/create-invitation.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import { revokeUserFamilies, updateUserPassword } from '../../db/repositories/user-password.ts';
import type { TUserRole } from '../../db/schema/users.ts';
import { isLastActiveAdmin, lockActiveAdminIds } from '../../core/users/last-admin.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { buildAdminUserEmail, type TAdminUserLetter } from './admin-user-email.ts';
import {
  findAdminUserForUpdate,
  findSecondFactor,
  findUserCompanies,
  findPendingInvitation,
  insertInvitedUser,
  isEmailTaken,
  linkUserCompany,
  setUserActive,
  setUserRole,
  unlinkUserCompany,
  type TAdminUserRow,
} from './admin-user-repository.ts';
import { getAdminUser } from './admin-user-service.ts';

/** Who acts, from where, and what the actions need to write and mail. */
export type TAdminUserActor = {
  db: TDatabase;
  mailQueue: TMailQueue;
  /** The portal's address (publicUrlOf): the links leave the portal. */
  publicUrl: string;
  actorUserId: number;
  ip: string | null;
  now: Date;
};

/** What an action did: its audit record (null: nothing changed) and the letters it sends. */
type TOutcome = {
  audit: { action: string; before: unknown; after: unknown; companyId?: number } | null;
  letters: TAdminUserLetter[];
};

const conflict = (message: string) => new AppError('CONFLICT', message);

/** A password nobody knows (the person sets theirs through the link); argon2id like any other. */

/**
 * One action on one user: their row locked (after the active admins' when the action may take an
 * admin away, so two admins' actions take turns in one order), the change, its audit record and
 * its e-mails in one transaction; the e-mails are dispatched after the commit.
 */
const runUserAction = async (
  actor: TAdminUserActor,
  { id, isAdminGuarded = false }: { id: number; isAdminGuarded?: boolean },
  work: (tx: TAuditTransaction, user: TAdminUserRow, activeAdminIds: number[]) => Promise<TOutcome>,
): Promise<TAdminUserDetail> => {
  const outboxIds = await actor.db.transaction(async (tx) => {
    const activeAdminIds = isAdminGuarded ? await lockActiveAdminIds(tx) : [];
    const user = await findAdminUserForUpdate(tx, id);
    if (!user) throw notFound(ADMIN_USER_NOT_FOUND_MESSAGE);
    const { audit, letters } = await work(tx, user, activeAdminIds);
    if (audit) {
      await recordAuditEvent(tx, {
        actor: { userId: actor.actorUserId },
        action: audit.action,
        subject: { type: 'user', id },
        companyId: audit.companyId ?? null,
        before: audit.before,
        after: audit.after,
        ip: actor.ip,
        at: actor.now,
      });
    }
    const emails: TQueuedEmail[] = letters.map((letter) =>
      buildAdminUserEmail({ to: user.email, name: user.name, letter }),
    );
    return actor.mailQueue.recordEmails(tx, emails);
  });
  await actor.mailQueue.dispatchEmails(outboxIds);
  return getAdminUser({ db: actor.db, id, now: actor.now });
};

/** A new set-password link (the older ones die), in the action's transaction. */
const newLink = (actor: TAdminUserActor, tx: TAuditTransaction, userId: number) =>
  // A transaction is a database to createInvitation: its own transaction becomes a savepoint.
  createInvitation({
    db: tx,
    userId,
    createdBy: actor.actorUserId,
    now: actor.now,
    publicUrl: actor.publicUrl,
  });

/**
 * POST /api/admin/users: the user (active, a password nobody knows), their companies, a one-time
 * link to set the password and its e-mail, audited, in one transaction.
 */
export const inviteAdminUser = async (
  actor: TAdminUserActor,
  { name, email, role, companyIds }: { name: string; email: string; role: TUserRole; companyIds: number[] },
): Promise<TAdminUserDetail> => {
  const ids = [...new Set(companyIds)].sort((a, b) => a - b);
  const names = await findCompanyNames(actor.db, ids);
  const unknown = ids.filter((id) => !names.has(id));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', adminUserUnknownCompaniesMessage(unknown));
  if (await isEmailTaken(actor.db, email)) throw conflict(ADMIN_USER_EMAIL_TAKEN_MESSAGE);
  const passwordHash = await unusablePasswordHash();
  const { id, outboxIds } = await actor.db.transaction(async (tx) => {
    const userId = await insertInvitedUser(tx, { name, email, passwordHash, role, now: actor.now });
    if (userId === null) throw conflict(ADMIN_USER_EMAIL_TAKEN_MESSAGE);
    await linkUserCompany(tx, { userId, companyIds: ids });
    const { link, expiresAt } = await newLink(actor, tx, userId);
    await recordAuditEvent(tx, {
      actor: { userId: actor.actorUserId },
      action: USER_INVITE_ACTION,
      subject: { type: 'user', id: userId },
      // One company: the audit's company filter finds the invitation under it.
      companyId: ids.length === 1 ? ids[0] : null,
      before: null,
      after: { name, email, role, companyIds: ids },
      ip: actor.ip,
      at: actor.now,
    });
    const letter: TAdminUserLetter = {
      kind: 'invitation',
      link,
      expiresAt,
      companyNames: ids.map((companyId) => names.get(companyId) ?? String(companyId)),
    };
    const mailIds = await actor.mailQueue.recordEmails(tx, [
      buildAdminUserEmail({ to: email, name, letter }),
    ]);
    return { id: userId, outboxIds: mailIds };
  });
  await actor.mailQueue.dispatchEmails(outboxIds);
  return await getAdminUser({ db: actor.db, id, now: actor.now });
};

/** POST /api/admin/users/{id}/invitation: a new link; the older one dies with it. */
export const resendAdminUserInvitation = (actor: TAdminUserActor, id: number) =>
  runUserAction(actor, { id }, async (tx, user) => {
    if (!user.isActive) throw conflict(ADMIN_USER_INACTIVE_MESSAGE);
    if (!(await findPendingInvitation(tx, id))) throw conflict(ADMIN_USER_NO_INVITATION_MESSAGE);
    const { link, expiresAt } = await newLink(actor, tx, id);
    const companies = await findUserCompanies(tx, id);
    return {
      audit: { action: USER_INVITATION_RESEND_ACTION, before: null, after: { email: user.email } },
      letters: [
        { kind: 'invitation', link, expiresAt, companyNames: companies.map((company) => company.name) },
      ],
    };
  });

/**
 * POST /api/admin/users/{id}/deactivate: the users trigger raises the session version, so every
 * access token of the user is refused from the next call; their refresh tokens are revoked too.
 */
export const deactivateAdminUser = (actor: TAdminUserActor, id: number) =>
  runUserAction(actor, { id, isAdminGuarded: true }, async (tx, user, activeAdminIds) => {
    if (id === actor.actorUserId) throw conflict(ADMIN_USER_SELF_DEACTIVATE_MESSAGE);
    if (!user.isActive) throw conflict(ADMIN_USER_ALREADY_INACTIVE_MESSAGE);
    if (isLastActiveAdmin(user, activeAdminIds)) throw conflict(ADMIN_USER_LAST_ADMIN_MESSAGE);
    await setUserActive(tx, { id, isActive: false, now: actor.now });
    await revokeUserFamilies(tx, { userId: id, now: actor.now });
    return {
      audit: { action: USER_DEACTIVATE_ACTION, before: { isActive: true }, after: { isActive: false } },
      letters: [],
    };
  });

/** POST /api/admin/users/{id}/reactivate: the user may sign in again (with their password). */
export const reactivateAdminUser = (actor: TAdminUserActor, id: number) =>
  runUserAction(actor, { id }, async (tx, user) => {
    if (user.isActive) throw conflict(ADMIN_USER_ALREADY_ACTIVE_MESSAGE);
    await setUserActive(tx, { id, isActive: true, now: actor.now });
    return {
      audit: { action: USER_REACTIVATE_ACTION, before: { isActive: false }, after: { isActive: true } },
      letters: [],
    };
  });

/**
 * PUT /api/admin/users/{id}/role: the role guard reads users.role at every request, so the change
 * counts from the user's next call. The same role changes nothing and records nothing.
 */
export const updateAdminUserRole = (actor: TAdminUserActor, id: number, role: TUserRole) =>
  runUserAction(actor, { id, isAdminGuarded: true }, async (tx, user, activeAdminIds) => {
    if (user.role === role) return { audit: null, letters: [] };
    if (id === actor.actorUserId) throw conflict(ADMIN_USER_SELF_ROLE_MESSAGE);
    if (isLastActiveAdmin(user, activeAdminIds)) throw conflict(ADMIN_USER_LAST_ADMIN_MESSAGE);
    await setUserRole(tx, { id, role, now: actor.now });
    return {
      audit: { action: USER_ROLE_UPDATE_ACTION, before: { role: user.role }, after: { role } },
      letters: [],
    };
  });

const companyIdsOf = async (tx: TAuditTransaction, userId: number) =>
  (await findUserCompanies(tx, userId)).map((company) => company.id).sort((a, b) => a - b);

/** PUT /api/admin/users/{id}/companies/{companyId}: a new link widens the scope from the next token. */
export const linkAdminUserCompany = (actor: TAdminUserActor, id: number, companyId: number) =>
  runUserAction(actor, { id }, async (tx) => {
    if (!(await findCompanyNames(tx, [companyId])).has(companyId)) {
      throw notFound(ADMIN_COMPANY_NOT_FOUND_MESSAGE);
    }
    const before = await companyIdsOf(tx, id);
    if (before.includes(companyId)) throw conflict(ADMIN_USER_COMPANY_LINKED_MESSAGE);
    await linkUserCompany(tx, { userId: id, companyIds: [companyId] });
    return {
      audit: {
        action: USER_COMPANY_LINK_ACTION,
        companyId,
        before: { companyIds: before },
        after: { companyIds: [...before, companyId].sort((a, b) => a - b) },
      },
      letters: [],
    };
  });

/**
 * DELETE /api/admin/users/{id}/companies/{companyId}: the user_companies trigger raises the
 * session version, so the company leaves the user's scope at their next call.
 */
export const unlinkAdminUserCompany = (actor: TAdminUserActor, id: number, companyId: number) =>
  runUserAction(actor, { id }, async (tx) => {
    const before = await companyIdsOf(tx, id);
    if (!(await unlinkUserCompany(tx, { userId: id, companyId }))) {
      throw notFound(ADMIN_USER_COMPANY_NOT_LINKED_MESSAGE);
    }
    return {
      audit: {
        action: USER_COMPANY_UNLINK_ACTION,
        companyId,
        before: { companyIds: before },
        after: { companyIds: before.filter((linked) => linked !== companyId) },
      },
      letters: [],
    };
  });

/**
 * POST /api/admin/users/{id}/password-reset: the invitation's machinery. The password becomes one
 * nobody knows (the users trigger ends the access tokens), the refresh tokens are revoked, and a
 * one-time set-password link is e-mailed; until it is used the user shows as "Convite pendente".
 */
export const forceAdminUserPasswordReset = async (actor: TAdminUserActor, id: number) => {
  const passwordHash = await unusablePasswordHash();
  return runUserAction(actor, { id, isAdminGuarded: true }, async (tx, user, activeAdminIds) => {
    if (!user.isActive) throw conflict(ADMIN_USER_INACTIVE_MESSAGE);
    // Until the link's e-mail arrives, nobody could sign in to administer the portal.
    if (isLastActiveAdmin(user, activeAdminIds)) throw conflict(ADMIN_USER_LAST_ADMIN_RESET_MESSAGE);
    await updateUserPassword(tx, { userId: id, passwordHash, now: actor.now });
    await revokeUserFamilies(tx, { userId: id, now: actor.now });
    const { link, expiresAt } = await newLink(actor, tx, id);
    return {
      audit: { action: USER_PASSWORD_RESET_ACTION, before: null, after: { email: user.email } },
      letters: [{ kind: 'password-reset', link, expiresAt }],
    };
  });
};

/** POST /api/admin/users/{id}/second-factor-reset: TOTP, its recovery codes and the passkeys go. */
export const resetAdminUserSecondFactor = (actor: TAdminUserActor, id: number) =>
  runUserAction(actor, { id }, async (tx) => {
    const before = await findSecondFactor(tx, id);
    if (!before.hasTotp && before.passkeyCount === 0) throw conflict(ADMIN_USER_NO_SECOND_FACTOR_MESSAGE);
    await deleteSecondFactors(tx, id);
    return {
      audit: {
        action: USER_SECOND_FACTOR_RESET_ACTION,
        before,
        after: { hasTotp: false, passkeyCount: 0 },
      },
      letters: [{ kind: 'second-factor-reset', now: actor.now }],
    };
  });
