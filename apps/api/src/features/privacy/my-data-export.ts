import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { ZNotificationSettings } from '@pc/contract/notifications';
import { isAnalyticalFollowUpOn, settingsOf } from '../../core/notifications/notification-settings.ts';
import { PRIVACY_DATA_EXPORT_ACTION, type TMyDataExport } from '@pc/contract/privacy';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { userAccessLogs } from '../../db/schema/audit.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { notificationSettings, notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { processMessages } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { passkeys, userRecoveryCodes, userTotp } from '../../db/schema/second-factors.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';

const iso = (instant: Date): string => instant.toISOString();
const isoOrNull = (instant: Date | null): string | null => instant?.toISOString() ?? null;

/** Everything keyed to one user, read with their id only: nobody else's row can come along. */
const readMyData = async (db: TDbExecutor, userId: number, now: Date): Promise<TMyDataExport> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Usuário não encontrado.');
  const [companyRows, accessRows, messageRows, totpRows, unusedCodes, passkeyRows, feedRows, requestRows] =
    await Promise.all([
      db
        .select({ id: companies.id, name: companies.name, federalId: companies.federalId })
        .from(userCompanies)
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .where(eq(userCompanies.userId, userId))
        .orderBy(asc(companies.id)),
      db
        .select()
        .from(userAccessLogs)
        .where(eq(userAccessLogs.userId, userId))
        .orderBy(desc(userAccessLogs.created)),
      db
        .select()
        .from(processMessages)
        .where(eq(processMessages.authorUserId, userId))
        .orderBy(asc(processMessages.created)),
      db.select().from(userTotp).where(eq(userTotp.userId, userId)),
      db
        .select({ id: userRecoveryCodes.id })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt))),
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.created)),
      db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
      db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.userId, userId))
        .orderBy(desc(privacyRequests.createdAt)),
    ]);
  const totp = totpRows[0];
  const feed = feedRows[0];
  const [savedRules] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const [kept] = await db
    .select({ total: count(), read: count(notifications.readAt) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const devices = await db
    .select({
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  const rules = savedRules ? ZNotificationSettings.safeParse(savedRules.settings) : null;
  return {
    generatedAt: iso(now),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
      hasPhoto: user.photo !== null,
      hiringDate: user.hiringDate,
      createdAt: iso(user.createdAt),
      passwordChangedAt: isoOrNull(user.passwordChangedAt),
    },
    companies: companyRows,
    accessLog: accessRows.map((row) => ({
      at: iso(row.created),
      ipAddress: row.ipAddress,
      origin: row.origin,
      provider: row.provider,
    })),
    messages: messageRows.map((row) => ({
      at: iso(row.created),
      companyId: row.companyId,
      processId: row.processId,
      text: row.text,
    })),
    followUp: {
      followUp: user.followUp,
      // The analytical follow-up lives in the rules now: the trail's events by e-mail.
      analytical: isAnalyticalFollowUpOn(settingsOf(savedRules?.settings)),
      synthetic: user.followUpSynthetic,
      syntheticWeekday: user.followUpSyntheticWeekday,
    },
    consents: { followUpEmails: user.followUp, cookieConsentStoredOnServer: false },
    secondFactors: {
      totp: totp ? { createdAt: iso(totp.created), confirmedAt: isoOrNull(totp.confirmedAt) } : null,
      unusedRecoveryCodes: unusedCodes.length,
      passkeys: passkeyRows.map((row) => ({
        name: row.name,
        createdAt: iso(row.created),
        lastUsedAt: isoOrNull(row.lastUsedAt),
      })),
    },
    calendarFeed: feed ? { createdAt: iso(feed.createdAt), lastReadAt: isoOrNull(feed.lastReadAt) } : null,
    notifications: {
      settings: rules?.success ? rules.data : null,
      kept: kept?.total ?? 0,
      unread: (kept?.total ?? 0) - (kept?.read ?? 0),
      pushDevices: devices.map((device) => ({
        label: device.label,
        createdAt: iso(device.createdAt),
        lastSentAt: isoOrNull(device.lastSentAt),
      })),
    },
    privacyRequests: requestRows.map((row) => ({
      kind: row.kind,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
  };
};

/** GET /api/privacy/my-data: the caller's data, and an audit line saying it left the portal. */
export const exportMyData = async ({
  db,
  userId,
  ip,
  now,
}: {
  db: TDatabase;
  userId: number;
  ip: string | null;
  now: Date;
}): Promise<TMyDataExport> =>
  db.transaction(async (tx) => {
    const data = await readMyData(tx, userId, now);
    await recordAuditEvent(tx, {
      actor: { userId },
      action: PRIVACY_DATA_EXPORT_ACTION,
      subject: { type: 'user', id: userId },
      after: { accessLog: data.accessLog.length, messages: data.messages.length },
      ip,
      at: now,
    });
    return data;
  });
