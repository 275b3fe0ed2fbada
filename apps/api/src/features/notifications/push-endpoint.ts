/**
 * The push services a subscription may point at. The portal POSTs to the endpoint a browser gave,
 * so an endpoint anyone could type is a request forgery waiting to happen (SSRF): only HTTPS on the
 * browsers' own push services is accepted, matched by host. Tests' local push service is let in by
 * PUSH_ALLOW_PRIVATE_ENDPOINTS (loopback only).
 */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox
  'push.services.mozilla.com',
  // Safari (macOS, iOS 16.4+)
  'push.apple.com',
  // Edge on Windows
  'notify.windows.com',
] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const isServiceHost = (host: string): boolean =>
  PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));

/** Whether the portal may send to this endpoint. */
export const isAllowedPushEndpoint = (
  endpoint: string,
  { isLoopbackAllowed }: { isLoopbackAllowed: boolean },
) => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (isLoopbackAllowed && LOOPBACK_HOSTS.has(url.hostname))
    return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && url.port === '' && isServiceHost(url.hostname.toLowerCase());
};
