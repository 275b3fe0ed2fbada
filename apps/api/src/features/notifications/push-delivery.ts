import webpush from 'web-push';
import type { TPushPayload } from '@pc/contract/notification-devices';
import { NOTIFICATION_EVENT_CATALOGUE, type TNotificationEvent } from '@pc/contract/notifications';
import { buildProcessTabPath } from '@pc/contract/thread-link';
import type { TDatabase } from '../../db/client.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import {
  claimDueDeliveries,
  deleteDevicesById,
  finishDeliveries,
  findSendableDevices,
  markDevicesSent,
  retryDeliveries,
  type TClaimedDelivery,
  type TSendableDevice,
} from './push-repository.ts';

/** Deliveries claimed per round; the next round (or the next minute) takes the rest. */
const CLAIM_LIMIT = 500;
/** A claim older than this was left by a deliverer that stopped: it is taken again. */
const STALE_CLAIM_MS = 5 * 60_000;
/** More news than this for one user in one round go as one summary push. */
const MAX_SINGLE_PUSHES = 3;
/** A push service that failed: try again after this, up to MAX_ATTEMPTS. */
const RETRY_AFTER_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
/** How long a push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type TVapidKeys = { publicKey: string; privateKey: string };

/** What the push service answered: taken, the device is gone for good, or try again later. */
export type TPushOutcome = 'SENT' | 'GONE' | 'RETRY';
export type TPushSender = (device: TSendableDevice, payload: TPushPayload) => Promise<TPushOutcome>;

const labelOf = (event: string): string =>
  NOTIFICATION_EVENT_CATALOGUE[event as TNotificationEvent]?.label ?? 'Novidade no processo';

/** One piece of news: its reference, its event, its link; no company name, no amount. */
export const singlePushPayload = (delivery: TClaimedDelivery): TPushPayload => ({
  title: delivery.reference,
  body: labelOf(delivery.event),
  link: buildProcessTabPath(delivery.processId, delivery.tab),
  event: delivery.event,
  reference: delivery.reference,
  tag: delivery.sourceKey,
});

/** What waited (quiet hours) or came at once, summed up: how many, and the centre's link. */
export const summaryPushPayload = (deliveries: readonly TClaimedDelivery[]): TPushPayload => {
  const references = [...new Set(deliveries.map((delivery) => delivery.reference))];
  return {
    title: `${deliveries.length} novidades nos seus processos`,
    body:
      references.length <= 3
        ? references.join(', ')
        : `${references.slice(0, 3).join(', ')} e mais ${references.length - 3}`,
    link: '/notificacoes',
    event: null,
    reference: null,
    tag: 'resumo',
  };
};

/**
 * Sends through the `web-push` library's public request builder (VAPID and RFC 8291 encryption),
 * then over fetch: a timeout per push, and the tests' loopback push service over plain HTTP. The
 * endpoint is checked again at sending, not only at subscription.
 */
export const createWebPushSender = ({
  keys,
  subject,
  isLoopbackAllowed,
}: {
  keys: TVapidKeys;
  subject: string;
  isLoopbackAllowed: boolean;
}): TPushSender => {
  return async (device, payload) => {
    if (!isAllowedPushEndpoint(device.endpoint, { isLoopbackAllowed })) return 'GONE';
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        topic: undefined,
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch {
      return 'RETRY';
    }
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'SENT';
    // RFC 8030: 404 and 410 say the subscription is gone; 400, 403 and 413 will not get better.
    if ([400, 403, 404, 410, 413].includes(response.status)) return 'GONE';
    return 'RETRY';
  };
};

type TRoundResult = { claimed: number; sent: number; devicesRemoved: number };

/** Sends one user's claimed deliveries to each of their devices; answers the devices that are gone. */
const sendToUser = async ({
  deliveries,
  devices,
  send,
}: {
  deliveries: readonly TClaimedDelivery[];
  devices: readonly TSendableDevice[];
  send: TPushSender;
}) => {
  const payloads =
    deliveries.length > MAX_SINGLE_PUSHES
      ? [summaryPushPayload(deliveries)]
      : deliveries.map(singlePushPayload);
  const gone: number[] = [];
  const reached: number[] = [];
  let isRetry = false;
  for (const device of devices) {
    for (const payload of payloads) {
      const outcome = await send(device, payload);
      if (outcome === 'GONE') {
        gone.push(device.id);
        break;
      }
      if (outcome === 'RETRY') isRetry = true;
      else reached.push(device.id);
    }
  }
  return { gone, reached: [...new Set(reached)], isRetry: isRetry && reached.length === 0 };
};

/**
 * One round of the push deliverer: claims what is due, groups it by user, and sends each user one
 * push per piece of news, or one summary when more than three wait (after quiet hours, a burst).
 * A device its push service calls gone is removed; a failure is tried again later, up to five times.
 */
export const runPushDeliveries = async ({
  db,
  now,
  send,
}: {
  db: TDatabase;
  now: Date;
  send: TPushSender;
}): Promise<TRoundResult> => {
  const claimed = await claimDueDeliveries(db, {
    now,
    staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
    limit: CLAIM_LIMIT,
  });
  if (claimed.length === 0) return { claimed: 0, sent: 0, devicesRemoved: 0 };
  const byUser = Map.groupBy(claimed, (delivery) => delivery.userId);
  const devices = Map.groupBy(await findSendableDevices(db, [...byUser.keys()]), (device) => device.userId);
  const sent: number[] = [];
  const noDevice: number[] = [];
  const retry: number[] = [];
  const failed: number[] = [];
  const gone: number[] = [];
  const reached: number[] = [];
  for (const [userId, deliveries] of byUser) {
    const ids = deliveries.map((delivery) => delivery.id);
    const userDevices = devices.get(userId) ?? [];
    if (userDevices.length === 0) {
      noDevice.push(...ids);
      continue;
    }
    const outcome = await sendToUser({ deliveries, devices: userDevices, send });
    gone.push(...outcome.gone);
    reached.push(...outcome.reached);
    if (outcome.reached.length > 0) sent.push(...ids);
    else if (outcome.isRetry) {
      for (const delivery of deliveries)
        (delivery.attempts >= MAX_ATTEMPTS ? failed : retry).push(delivery.id);
    } else noDevice.push(...ids);
  }
  await db.transaction(async (tx) => {
    await finishDeliveries(tx, { ids: sent, status: 'SENT', at: now });
    await finishDeliveries(tx, { ids: noDevice, status: 'NO_DEVICE', at: now });
    await finishDeliveries(tx, { ids: failed, status: 'FAILED', at: now });
    await retryDeliveries(tx, { ids: retry, dueAt: new Date(now.getTime() + RETRY_AFTER_MS) });
    await deleteDevicesById(tx, gone);
    await markDevicesSent(tx, reached, now);
  });
  return { claimed: claimed.length, sent: sent.length, devicesRemoved: gone.length };
};
