import webpush from 'web-push';
import {
  PUSH_DEVICE_NOT_FOUND_MESSAGE,
  PUSH_ENDPOINT_MESSAGE,
  type TPushDevice,
  type TPushSubscriptionRequest,
} from '@pc/contract/notification-devices';
import type { TDatabase } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TConfig } from '../../lib/config.ts';
import { mailFromAddress } from '../../core/mail/mail-transport.ts';
import type { TVapidKeys } from './push-delivery.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import {
  deleteDeviceOfUser,
  findDevicesOfUser,
  findVapidKeys,
  insertVapidKeys,
  upsertDevice,
  type TDeviceRow,
} from './push-repository.ts';

/**
 * The portal's VAPID keys: the environment's when it gives them (production may), else the pair in
 * the database, made at the first start. Two instances starting at once keep the same pair: the
 * second one's insert does nothing and both read the row.
 */
export const ensureVapidKeys = async ({
  db,
  config,
  now,
}: {
  db: TDatabase;
  config: Pick<TConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
  now: Date;
}): Promise<TVapidKeys> => {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const kept = await findVapidKeys(db);
  if (kept) return kept;
  await insertVapidKeys(db, { ...webpush.generateVAPIDKeys(), createdAt: now });
  const made = await findVapidKeys(db);
  if (!made) throw new Error('web_push_keys: no row after insert');
  return made;
};

/** Who push services contact about the portal: VAPID_SUBJECT, else the public https address, else the sender's e-mail. */
export const vapidSubjectOf = (
  config: Pick<TConfig, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'>,
): string => {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  return `mailto:${mailFromAddress(config.MAIL_FROM)}`;
};

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A device's name for the list when the browser gave none: 'Chrome no Android'. */
export const deviceLabelOf = (userAgent: string | undefined): string => {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Navegador';
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  return system ? `${browser} no ${system}` : browser;
};

const toDevice = (row: TDeviceRow): TPushDevice => ({
  id: row.id,
  label: row.label,
  created: row.createdAt.toISOString(),
  lastSent: row.lastSentAt?.toISOString() ?? null,
});

export const listPushDevices = async ({ db, userId }: { db: TDatabase; userId: number }) =>
  (await findDevicesOfUser(db, userId)).map(toDevice);

export const subscribePushDevice = async ({
  db,
  userId,
  subscription,
  userAgent,
  isLoopbackAllowed,
  now,
}: {
  db: TDatabase;
  userId: number;
  subscription: TPushSubscriptionRequest;
  userAgent: string | undefined;
  isLoopbackAllowed: boolean;
  now: Date;
}): Promise<TPushDevice> => {
  if (!isAllowedPushEndpoint(subscription.endpoint, { isLoopbackAllowed })) {
    throw new AppError('BAD_REQUEST', PUSH_ENDPOINT_MESSAGE);
  }
  const row = await upsertDevice(db, {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    label: subscription.label || deviceLabelOf(userAgent),
    createdAt: now,
  });
  return toDevice(row);
};

export const removePushDevice = async ({ db, userId, id }: { db: TDatabase; userId: number; id: number }) => {
  if (!(await deleteDeviceOfUser(db, { userId, id }))) throw notFound(PUSH_DEVICE_NOT_FOUND_MESSAGE);
  return listPushDevices({ db, userId });
};
