import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

const production = { isLoopbackAllowed: false };

describe('push endpoints the portal sends to', () => {
  it('accepts the browsers’ push services over HTTPS', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx7',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('refuses any other host, plain HTTP, a port, credentials and look-alikes', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:8080/push',
      'não é um endereço',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('lets the tests’ loopback push service in only when told to', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push/1', { isLoopbackAllowed: true })).toBe(true);
    expect(isAllowedPushEndpoint('http://10.0.0.5/push/1', { isLoopbackAllowed: true })).toBe(false);
  });
});
