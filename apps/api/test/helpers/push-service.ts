// The module declaration of http_ece, for every project that imports this helper (the e2e too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file cannot be imported
/// <reference path="./http-ece.d.ts" />
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { TPushPayload } from '@pc/contract/notification-devices';

/** A browser's side of a push subscription: the keys it gives the portal and the one it keeps. */
export type TTestSubscriber = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
};

export type TReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  /** What the portal sent, decrypted with the subscriber's keys (RFC 8291). */
  payload: TPushPayload | null;
};

/**
 * A push service on the loopback (what FCM or Mozilla's would be): it records each push, answers
 * the status the test chose for its path (201 by default), and decrypts the body the way a browser
 * does, so a test reads exactly what a device would show.
 */
export const startTestPushService = async () => {
  const subscribers = new Map<string, TTestSubscriber>();
  const statuses = new Map<string, number>();
  const received: TReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const subscriber = subscribers.get(path);
      let payload: TPushPayload | null = null;
      if (subscriber) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.keys.auth,
        });
        payload = JSON.parse(plain.toString('utf8')) as TPushPayload;
      }
      received.push({ path, headers: request.headers, payload });
      response.statusCode = statuses.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    /** A new subscriber (a browser) whose pushes this service takes at /push/<name>. */
    subscribe: (name: string): TTestSubscriber => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${name}`;
      const subscriber = {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      subscribers.set(path, subscriber);
      return subscriber;
    },
    /** The status the service answers for a subscriber's pushes from now on (410: gone). */
    answer: (subscriber: TTestSubscriber, status: number) => {
      statuses.set(new URL(subscriber.endpoint).pathname, status);
    },
    payloadsOf: (subscriber: TTestSubscriber): TPushPayload[] =>
      received
        .filter((push) => push.path === new URL(subscriber.endpoint).pathname && push.payload)
        .map((push) => push.payload as TPushPayload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
