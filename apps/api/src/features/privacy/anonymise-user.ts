import { eq } from 'drizzle-orm';
import { ANONYMISED_USER_NAME, anonymisedEmailOf, PRIVACY_LAST_ADMIN_MESSAGE } from '@pc/contract/privacy';
import { unusablePasswordHash } from '../../core/auth/password.ts';
import { deleteSecondFactors } from '../../core/auth/second-factors.ts';
import type { TAuditTransaction } from '../../core/audit/record-audit-event.ts';
import { isLastActiveAdmin, lockActiveAdminIds } from '../../core/users/last-admin.ts';
import { authChallenges } from '../../db/schema/second-factors.ts';
import { emailChanges, recoveryCodes, refreshTokens, userAccessLogs } from '../../db/schema/audit.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import {
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import { processMessages } from '../../db/schema/collaboration.ts';
import { userInvitations } from '../../db/schema/user-invitations.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/** What an anonymisation removed or rewrote, for its audit record (counts only: no personal data). */
export type TAnonymisation = {
  sessions: number;
  passkeys: number;
  hasTotp: boolean;
  companies: number;
  accessLogs: number;
  messages: number;
};

const countOf = (rows: readonly unknown[]): number => rows.length;

/**
 * LGPD art. 18 VI and art. 16: the person is anonymised, not deleted. Their row stays (the process
 * records, messages and audit the broker must keep point at it) but no longer says who they were:
 * name, e-mail, password, photo and choices replaced, every way in (sessions, second factors,
 * passkeys, links, calendar feed) removed, company links cut, access logs without IP or origin.
 * Messages keep their text and read as "Usuário removido". The last active admin is refused.
 */
export const anonymiseUser = async (
  tx: TAuditTransaction,
  { userId, now }: { userId: number; now: Date },
): Promise<TAnonymisation> => {
  const activeAdminIds = await lockActiveAdminIds(tx);
  const [user] = await tx
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('Usuário não encontrado.');
  if (isLastActiveAdmin(user, activeAdminIds)) throw new AppError('CONFLICT', PRIVACY_LAST_ADMIN_MESSAGE);
  const passwordHash = await unusablePasswordHash();
  // The users trigger raises the session version (e-mail, password, active flag): tokens end now.
  await tx
    .update(users)
    .set({
      name: ANONYMISED_USER_NAME,
      email: anonymisedEmailOf(userId),
      passwordHash,
      photo: null,
      hiringDate: null,
      followUp: false,
      followUpSynthetic: false,
      followUpSyntheticWeekday: null,
      isActive: false,
      role: 'CUSTOMER',
      canManageWebhooks: false,
      passwordChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  const sessions = await tx
    .delete(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .returning({ id: refreshTokens.id });
  const secondFactors = await deleteSecondFactors(tx, userId);
  await tx.delete(authChallenges).where(eq(authChallenges.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  // What the centre kept for the person, their rules, their devices and what waited to be pushed to
  // them: nothing of it is needed once they are gone.
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
  await tx.delete(userInvitations).where(eq(userInvitations.userId, userId));
  const links = await tx
    .delete(userCompanies)
    .where(eq(userCompanies.userId, userId))
    .returning({ companyId: userCompanies.companyId });
  const accessLogs = await tx
    .update(userAccessLogs)
    .set({ ipAddress: null, origin: null })
    .where(eq(userAccessLogs.userId, userId))
    .returning({ id: userAccessLogs.id });
  const messages = await tx
    .update(processMessages)
    .set({ authorName: ANONYMISED_USER_NAME })
    .where(eq(processMessages.authorUserId, userId))
    .returning({ id: processMessages.id });
  return {
    sessions: countOf(sessions),
    passkeys: secondFactors.passkeys,
    hasTotp: secondFactors.hasTotp,
    companies: countOf(links),
    accessLogs: countOf(accessLogs),
    messages: countOf(messages),
  };
};
