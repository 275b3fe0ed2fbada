import type { TPushSubscriptionRequest } from '@pc/contract/notification-devices';
import { storage, storageKeys } from '../../lib/storage.ts';

// This browser's side of push: whether it can receive, its subscription with the
// browser's push service, and which of the user's devices the portal knows it as.

/** A browser without either cannot receive push (an iPhone's Safari outside an installed portal). */
export const isPushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window;

/** The portal's public key as the browser takes it: base64url text to bytes. */
export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** This browser's subscription, or null: no worker registered yet, or never subscribed. */
export const currentPushSubscription = async (): Promise<PushSubscription | null> =>
  (await import('../../lib/service-worker.ts')).currentPushSubscription();

/**
 * Subscribes this browser with the portal's key (or keeps the subscription it has). Every push is
 * shown to the user (`userVisibleOnly`), which the browsers require.
 */
export const subscribeThisBrowser = async (publicKey: string): Promise<PushSubscription> => {
  const { registerServiceWorker } = await import('../../lib/service-worker.ts');
  await registerServiceWorker();
  // subscribe() needs an active worker, and a first registration is still installing.
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  return (
    existing ??
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    })
  );
};

/** What the portal keeps of a subscription: its endpoint and its keys (no label: the server names it). */
export const toSubscriptionRequest = (subscription: PushSubscription): TPushSubscriptionRequest => {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
};

// The devices' list does not carry endpoints, so the browser keeps which device it was saved as
// (Sair forgets it with the subscription: lib/session.ts).
const DEVICE_KEY = storageKeys.pushDevice;

type TRememberedDevice = { endpoint: string; id: number };

export const rememberedPushDevice = (): TRememberedDevice | null => {
  const device = storage.getJson<TRememberedDevice>(DEVICE_KEY);
  return typeof device?.endpoint === 'string' && typeof device.id === 'number' ? device : null;
};

/** Storage can be refused (privacy modes): the device is then sent again on the next visit. */
export const rememberPushDevice = (device: TRememberedDevice | null): void => {
  storage.setJson(DEVICE_KEY, device);
};

/** Ends this browser's subscription, so its push service stops taking the portal's pushes. */
export const unsubscribeThisBrowser = async (): Promise<void> => {
  rememberPushDevice(null);
  await (await import('../../lib/service-worker.ts')).endPushSubscription();
};
