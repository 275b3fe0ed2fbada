// The portal's service worker (public/sw.js): it shows the pushed notifications and makes the
// portal installable, and caches nothing. Only ever imported dynamically, by the live stream's client
// after the first paint, by Sair and by Meus Dados › Notificações: statically, it would join the
// Home's or /login's bytes, or the notification screens' shared chunk.

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the worker for the whole portal; registering it again only checks for a new version. */
export const registerServiceWorker = (): Promise<ServiceWorkerRegistration> =>
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });

/**
 * Registers it once the browser is idle (a turn of the event loop where it offers no idle period):
 * the start of a signed-in session has its own calls to make first. A failure costs only push, so
 * it is left unsaid.
 */
export const registerServiceWorkerWhenIdle = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void registerServiceWorker().catch(() => undefined);
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(register);
  else globalThis.setTimeout(register, 0);
};

/** This browser's push subscription, or null: no worker registered yet, or never subscribed. */
export const currentPushSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/** Ends this browser's push subscription, so its push service stops taking the portal's pushes. */
export const endPushSubscription = async (): Promise<void> => {
  await (await currentPushSubscription())?.unsubscribe();
};
