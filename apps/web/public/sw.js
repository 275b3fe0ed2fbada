// The portal's service worker, served as it is at /sw.js (apps/web/public; registered by
// src/lib/service-worker.ts). Plain JavaScript: the build copies it untouched, and a worker's own
// address must not change with each build.
//
// It caches nothing and has no fetch handler on purpose: the portal's pages and answers are one
// customer's private data, and a browser may be shared (a broker's front desk, a family computer),
// so nothing of them may outlive the session in a cache. It only shows pushes and opens them.

const GENERIC_TITLE = 'Novidade no Portal dos Clientes';
const ICON = '/favicon.svg';

// A new version takes over at once: with nothing cached, no page depends on the old one.
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's JSON (ZPushPayload in packages/contract/src/notification-devices.ts), or null. */
const readPayload = (data) => {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
};

/** Only the portal's own pages: a link to elsewhere opens the portal's start instead. */
const portalUrl = (link) => {
  try {
    const url = new URL(typeof link === 'string' ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
};

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // A push must always show something: the browsers require it of every push (userVisibleOnly).
  const title = payload ? payload.title : GENERIC_TITLE;
  const options = payload
    ? { body: payload.body, tag: payload.tag, data: { link: payload.link }, icon: ICON, badge: ICON }
    : { data: { link: '/notificacoes' }, icon: ICON, badge: ICON };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tab of the portal already open, brought forward on the link; else a new one. */
const openLink = async (link) => {
  const url = portalUrl(link);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      // navigate() works only on a page this worker controls; one opened before it was not.
      await (focused || open).navigate(url);
      return;
    } catch {
      // Fall through to a new tab.
    }
  }
  await self.clients.openWindow(url);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openLink(data.link));
});
