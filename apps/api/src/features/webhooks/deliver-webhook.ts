import { Webhook } from 'standardwebhooks';
import { WEBHOOK_DISABLE_AFTER_HOURS } from '@pc/contract/webhooks';
import {
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@pc/contract/webhooks-events';
import type { TDatabase } from '../../db/client.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import { postWebhook, type TPostResult } from './post-webhook.ts';
import { buildWebhookDisabledEmail } from './webhook-disabled-email.ts';
import {
  failPendingDeliveries,
  findAdminRecipients,
  findDelivery,
  findEvent,
  findSubscription,
  findUserRecipient,
  updateDelivery,
  updateSubscription,
  type TSubscriptionRow,
} from './webhook-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const INACTIVE_ERROR = 'Webhook inativo: entrega cancelada.';
const DISABLED_ERROR = `Webhook desativado após ${WEBHOOK_DISABLE_AFTER_HOURS} h de falhas.`;

type TDeliverOptions = {
  db: TDatabase;
  mailQueue: TMailQueue;
  deliveryId: number;
  isLastTry: boolean;
  isPrivateAllowed: boolean;
  /** The app's clock: failures and the day that disables a subscription are counted on it. */
  now: () => Date;
  /** The real clock: webhook-timestamp, which receivers compare with theirs. */
  wallClock?: () => Date;
};

/** Whether the try failed, and the text the log keeps. */
const failureOf = (result: TPostResult): string | null => {
  if (!result.isAnswered) return result.error;
  if (result.statusCode >= 200 && result.statusCode < 300) return null;
  return `HTTP ${result.statusCode}${result.body ? `: ${result.body}` : ''}`.slice(0, 500);
};

/** The letters to the owner of a subscription turned off: its maker, or the admins for a broker-wide one. */
const disabledEmails = async (
  db: TDatabase,
  subscription: TSubscriptionRow,
  { failingSince, lastError, now }: { failingSince: Date; lastError: string; now: Date },
): Promise<TQueuedEmail[]> => {
  const maker = subscription.createdByUserId
    ? await findUserRecipient(db, subscription.createdByUserId)
    : null;
  const recipients =
    subscription.scope === 'CUSTOMER' ? (maker ? [maker] : []) : await findAdminRecipients(db);
  return recipients.map((recipient) => ({
    ...buildWebhookDisabledEmail({
      to: recipient.email,
      name: recipient.name,
      url: subscription.url,
      description: subscription.description,
      failingSince,
      lastError,
    }),
    dedupeKey: `webhook-disabled:${subscription.id}:${now.toISOString()}:${recipient.email}`,
  }));
};

/**
 * One try of one delivery (the queue's job). Only a PENDING delivery of an active subscription is
 * sent (a test goes even to an inactive one); the same webhook-id on every try. A failure is recorded
 * and rethrown so the queue tries again with a longer wait; once the subscription has failed for
 * WEBHOOK_DISABLE_AFTER_HOURS without a success, it is turned off and its owner is e-mailed.
 */
export const deliverWebhook = async ({
  db,
  mailQueue,
  deliveryId,
  isLastTry,
  isPrivateAllowed,
  now,
  wallClock = () => new Date(),
}: TDeliverOptions): Promise<void> => {
  const delivery = await findDelivery(db, { id: deliveryId });
  if (delivery?.status !== 'PENDING') return;
  const [subscription, event] = await Promise.all([
    findSubscription(db, { id: delivery.subscriptionId, owner: { scope: 'BROKER' } }),
    findEvent(db, delivery.eventId),
  ]);
  if (!subscription || !event) return;
  if (!subscription.isActive && delivery.eventType !== 'webhook.test') {
    await updateDelivery(db, deliveryId, { status: 'FAILED', lastError: INACTIVE_ERROR });
    return;
  }
  const body = JSON.stringify({
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: event.data,
  });
  const sentAt = wallClock();
  const signature = new Webhook(subscription.secret).sign(delivery.webhookId, sentAt, body);
  const result = await postWebhook({
    url: subscription.url,
    body,
    isPrivateAllowed,
    headers: {
      [WEBHOOK_ID_HEADER]: delivery.webhookId,
      [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(sentAt.getTime() / 1000)),
      [WEBHOOK_SIGNATURE_HEADER]: signature,
    },
  });
  const at = now();
  const error = failureOf(result);
  const tried = {
    attempts: delivery.attempts + 1,
    lastAttemptAt: at,
    lastStatusCode: result.isAnswered ? result.statusCode : null,
  };
  if (error === null) {
    await updateDelivery(db, deliveryId, { ...tried, status: 'SUCCEEDED', lastError: null, succeededAt: at });
    if (subscription.failingSince) await updateSubscription(db, subscription.id, { failingSince: null });
    return;
  }
  const failingSince = subscription.failingSince ?? at;
  const isDayOfFailures = at.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * HOUR_MS;
  if (isDayOfFailures && subscription.isActive) {
    const emails = await disabledEmails(db, subscription, { failingSince, lastError: error, now: at });
    const outboxIds = await db.transaction(async (tx) => {
      await updateDelivery(tx, deliveryId, { ...tried, status: 'FAILED', lastError: error });
      await updateSubscription(tx, subscription.id, {
        isActive: false,
        disabledAt: at,
        failingSince,
        updatedAt: at,
      });
      await failPendingDeliveries(tx, { subscriptionId: subscription.id, error: DISABLED_ERROR });
      return mailQueue.recordEmails(tx, emails);
    });
    await mailQueue.dispatchEmails(outboxIds);
    return;
  }
  await updateDelivery(db, deliveryId, {
    ...tried,
    lastError: error,
    ...(isLastTry ? { status: 'FAILED' } : {}),
  });
  if (!subscription.failingSince) await updateSubscription(db, subscription.id, { failingSince });
  if (!isLastTry) throw new Error(`webhook ${deliveryId}: ${error}`);
};
