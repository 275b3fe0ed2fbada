import type { TDatabase } from '../../db/client.ts';
import { WEEKDAYS, type TWeekday } from '../../db/schema/users.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import { findStepNames } from '../../core/process-trail/process-change-repository.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import { buildDigestData, type TListDuePayments } from './build-digest-data.ts';
import { buildFollowUpLinks, buildUnsubscribeHeaders } from '../../core/mail/follow-up-links.ts';
import { findDigestRecipients } from './follow-up-repository.ts';
import { isAnalyticalFollowUpOn, settingsOf } from '../../core/notifications/notification-settings.ts';
import { renderDigestEmail } from './render-follow-up-emails.ts';

/** The weekday of a São Paulo calendar day (yyyy-MM-dd). */
export const weekdayOf = (day: string): TWeekday => {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'MONDAY';
};

type TSendDigestsOptions = {
  db: TDatabase;
  mailQueue: TMailQueue;
  now: Date;
  publicUrl: string;
  secret: string;
  listDuePayments: TListDuePayments;
};

/**
 * The synthetic follow-up: on each user's chosen weekday, one digest of all their companies. The
 * dedupe key is the user and the São Paulo day, so a second run that day (a retry, another
 * instance, a restart) sends nothing new.
 */
export const sendWeeklyDigests = async ({
  db,
  mailQueue,
  now,
  publicUrl,
  secret,
  listDuePayments,
}: TSendDigestsOptions): Promise<{ recipients: number; emails: number }> => {
  const today = businessDayOf(now);
  const recipients = await findDigestRecipients(db, weekdayOf(today));
  const stepNames = recipients.length > 0 ? await findStepNames(db) : new Map<number, string>();
  let emails = 0;
  for (const recipient of recipients) {
    if (recipient.companyIds.length === 0) continue;
    const data = await buildDigestData({
      db,
      companyIds: recipient.companyIds,
      recipientName: recipient.name,
      now,
      publicUrl,
      listDuePayments,
      stepNames,
      // Never the same news twice: the trail's events by e-mail already told the week's changes.
      isChangesMailed: isAnalyticalFollowUpOn(settingsOf(recipient.settings)),
    });
    const links = buildFollowUpLinks({ publicUrl, secret, userId: recipient.id });
    const rendered = await renderDigestEmail({ ...data, ...links });
    const isQueued = await mailQueue.queueEmail({
      to: recipient.email,
      ...rendered,
      headers: buildUnsubscribeHeaders({ publicUrl, secret, userId: recipient.id }),
      dedupeKey: `digest:${recipient.id}:${today}`,
    });
    if (isQueued) emails += 1;
  }
  return { recipients: recipients.length, emails };
};
