import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { ZIdPathParams, ZNullableTimestamp, ZTimestamp } from './primitives.ts';

// Push to the phone (Web Push): the devices a user subscribed in Meus Dados › Notificações, and the
// portal's public VAPID key their browser needs to subscribe. Not in the spec: the texts are ours
// (docs/decisions/0116-web-push.md). Each device is the caller's own: another user's id answers 404.

export const ZPushKey = z.object({
  /** The portal's VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
export const ZPushKeyResponse = dataEnvelope(ZPushKey);
export type TPushKeyResponse = z.infer<typeof ZPushKeyResponse>;

export const getPushKeyCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/notifications/push-key',
  summary: 'The portal’s VAPID public key, which a browser needs to subscribe to push.',
  isAuthenticated: true,
  responses: { 200: ZPushKeyResponse },
});

export const ZPushDevice = z.object({
  id: z.number().int().positive(),
  /** What the browser said it is when it subscribed (e.g. 'Chrome no Android'). */
  label: z.string(),
  created: ZTimestamp,
  /** The last push the portal handed to its push service, or null. */
  lastSent: ZNullableTimestamp,
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

export const ZPushDevicesResponse = dataEnvelope(z.array(ZPushDevice));
export type TPushDevicesResponse = z.infer<typeof ZPushDevicesResponse>;

export const getPushDevicesCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/notifications/devices',
  summary: 'The caller’s devices subscribed to push, newest first.',
  isAuthenticated: true,
  responses: { 200: ZPushDevicesResponse },
});

export const PUSH_ENDPOINT_MESSAGE =
  'Este navegador informou um endereço de push que o portal não aceita. Tente em outro navegador.';
export const PUSH_KEYS_MESSAGE =
  'As chaves da inscrição de push são inválidas. Ative as notificações de novo.';

/** A base64url text of `min`–`max` characters (the subscription's keys). */
const zBase64Url = (min: number, max: number) =>
  z
    .string({ error: PUSH_KEYS_MESSAGE })
    .min(min, PUSH_KEYS_MESSAGE)
    .max(max, PUSH_KEYS_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_KEYS_MESSAGE);

/** A browser's PushSubscription as `toJSON()` gives it, with a name for the list. */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z
    .string({ error: PUSH_ENDPOINT_MESSAGE })
    .min(1, PUSH_ENDPOINT_MESSAGE)
    .max(2048, PUSH_ENDPOINT_MESSAGE),
  keys: z.object(
    {
      /** The browser's P-256 public key: 65 bytes, 87 characters in base64url. */
      p256dh: zBase64Url(80, 100),
      /** The browser's 16-byte secret: 22 characters in base64url. */
      auth: zBase64Url(16, 32),
    },
    { error: PUSH_KEYS_MESSAGE },
  ),
  label: z.string().trim().max(100, 'Informe um nome de até 100 caracteres.').optional(),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

export const ZPushDeviceResponse = dataEnvelope(ZPushDevice);
export type TPushDeviceResponse = z.infer<typeof ZPushDeviceResponse>;

export const PUSH_DEVICE_SAVED_MESSAGE = 'Este dispositivo passa a receber as notificações.';

export const postPushDeviceCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/notifications/devices',
  summary:
    'Subscribes a device to the caller’s push notifications; the same endpoint again is updated (and moves to the caller).',
  isAuthenticated: true,
  body: ZPushSubscriptionRequest,
  description:
    'The endpoint must be a known push service over HTTPS (Google, Mozilla, Apple, Microsoft): the portal sends to it.',
  responses: { 201: ZPushDeviceResponse },
});

export const PUSH_DEVICE_NOT_FOUND_MESSAGE = 'Dispositivo não encontrado.';
export const PUSH_DEVICE_REMOVED_MESSAGE = 'Dispositivo removido: ele não recebe mais notificações.';

export const deletePushDeviceCall = defineCall({
  method: 'DELETE',
  path: '/api/public/customer/notifications/devices/{id}',
  summary: 'Unsubscribes one of the caller’s devices; answers the devices left.',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZPushDevicesResponse },
});

/**
 * What a push carries (the service worker shows it): the process's reference, the event and the
 * link, and never a company name or an amount. A summary (after quiet hours, or many at once) has
 * no reference and links to the centre.
 */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The portal's path the notification opens (the page asks for sign-in as usual). */
  link: z.string(),
  event: z.string().nullable(),
  reference: z.string().nullable(),
  /** Replaces an earlier push with the same tag on the device. */
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
