import { buildProcessTabPath } from '@pc/contract/thread-link';
import type { TDatabase } from '../../db/client.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import { buildFollowUpLinks, buildUnsubscribeHeaders } from '../../core/mail/follow-up-links.ts';
import { settingsOf } from '../../core/notifications/notification-settings.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';
import { NEWS_EMAIL_LIST_LIMIT } from './follow-up-email-data.ts';
import {
  claimDueEmailDeliveries,
  findEmailRecipients,
  finishEmailDeliveries,
} from './follow-up-repository.ts';
import { renderNewsEmail } from './render-follow-up-emails.ts';

/** Users whose news one round mails; the next round (a minute later) takes the rest. */
const USERS_PER_ROUND = 200;
/** A claim older than this was left by a sender that stopped: it is taken again. */
const STALE_CLAIM_MS = 5 * 60_000;

type TSendNewsOptions = {
  db: TDatabase;
  mailQueue: TMailQueue;
  now: Date;
  publicUrl: string;
  secret: string;
};

/**
 * The notifications' e-mail channel: for each user with news due, one e-mail with all their pending
 * news (a burst, what waited through quiet hours, or the day's summary). The e-mails are recorded in
 * the outbox and the deliveries marked sent in one transaction, so a crash sends nothing twice (the
 * outbox's dedupe key covers a round taken again) and loses nothing; the outbox retries the SMTP.
 */
export const sendNotificationEmails = async ({
  db,
  mailQueue,
  now,
  publicUrl,
  secret,
}: TSendNewsOptions): Promise<{ users: number; emails: number }> => {
  const claimed = await claimDueEmailDeliveries(db, {
    now,
    staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
    limit: USERS_PER_ROUND,
  });
  if (claimed.length === 0) return { users: 0, emails: 0 };
  const byUser = Map.groupBy(claimed, (delivery) => delivery.userId);
  const recipients = new Map(
    (await findEmailRecipients(db, [...byUser.keys()])).map((recipient) => [recipient.id, recipient]),
  );
  const emails: TQueuedEmail[] = [];
  const sent: number[] = [];
  const turnedOff: number[] = [];
  for (const [userId, deliveries] of byUser) {
    const ids = deliveries.map((delivery) => delivery.id);
    const recipient = recipients.get(userId);
    // Turned off (or gone) since the news was told: the centre has it, the inbox does not.
    if (!recipient?.isActive || !recipient.isEmailOn) {
      turnedOff.push(...ids);
      continue;
    }
    const shown = deliveries.slice(0, NEWS_EMAIL_LIST_LIMIT);
    const rendered = await renderNewsEmail({
      ...buildFollowUpLinks({ publicUrl, secret, userId }),
      preferencesUrl: `${publicUrl}/meus-dados/notificacoes`,
      recipientName: recipient.name,
      isDaily: settingsOf(recipient.settings).emailFrequency === 'DAILY',
      items: shown.map((delivery) => ({
        text: delivery.text ?? delivery.reference,
        companyName: delivery.companyName,
        occurredAt: formatBrDateTime(delivery.occurredAt ?? delivery.createdAt),
        url: `${publicUrl}${buildProcessTabPath(delivery.processId, delivery.tab)}`,
      })),
      omitted: deliveries.length - shown.length,
      centreUrl: `${publicUrl}/notificacoes`,
    });
    emails.push({
      to: recipient.email,
      ...rendered,
      headers: buildUnsubscribeHeaders({ publicUrl, secret, userId }),
      dedupeKey: `notification-email:${userId}:${Math.min(...ids)}:${Math.max(...ids)}`,
    });
    sent.push(...ids);
  }
  const outboxIds = await db.transaction(async (tx) => {
    const recorded = await mailQueue.recordEmails(tx, emails);
    await finishEmailDeliveries(tx, { ids: sent, status: 'SENT', at: now });
    await finishEmailDeliveries(tx, { ids: turnedOff, status: 'EMAIL_OFF', at: now });
    return recorded;
  });
  await mailQueue.dispatchEmails(outboxIds);
  return { users: byUser.size, emails: emails.length };
};
