import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebhookDeliveriesResponse, TWebhookSecretResponse } from '@pc/contract/webhooks';
import { startCrashInstance, type TCrashInstance } from '../helpers/crash-instance.ts';

const ADMIN = { id: 50, email: 'carla@portal.example' };

type TArrival = { webhookId: string; at: number };

/**
 * A receiver on the loopback that never answers its first request (the instance is killed while
 * it waits) and answers 204 to the next ones.
 */
const startHangingReceiver = async () => {
  const arrivals: TArrival[] = [];
  const server: Server = createServer((request, response) => {
    arrivals.push({ webhookId: String(request.headers['webhook-id']), at: Date.now() });
    request.resume();
    if (arrivals.length === 1) return;
    request.on('end', () => {
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrivals,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const waitFor = async (
  isDone: () => boolean,
  timeoutMs: number,
  what: string,
  refresh: () => Promise<void> = async () => undefined,
): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await refresh();
    if (isDone()) return;
    if (Date.now() > until) throw new Error(`${what}: nada em ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * At-least-once after a crash: an instance killed (SIGKILL) while a delivery waits for its
 * receiver leaves the queue's job active. Once restarted, the delivery goes out again, with the
 * same webhook-id, within about a minute — not after pg-boss's default expiry of 15 minutes.
 */
describe('a webhook delivery interrupted by a crash', () => {
  let crash: TCrashInstance;
  let receiver: Awaited<ReturnType<typeof startHangingReceiver>>;
  let instance: TCrashInstance['instance'];
  let headers: Record<string, string>;

  beforeAll(async () => {
    receiver = await startHangingReceiver();
    crash = await startCrashInstance({
      admin: ADMIN,
      // The receiver listens on the loopback (refused by default in production). The retry's own
      // wait is short here: with backoff and jitter, 30 s could alone take the try past the minute
      // this test is about, which is the expiry of the job a killed instance left active.
      env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_RETRY_DELAY_SECONDS: '5' },
      prefix: 'pdc-webhook-crash',
    });
    ({ instance, headers } = crash);
  }, 180_000);

  afterAll(async () => {
    await crash?.dispose();
    await receiver?.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('goes out again with the same webhook-id within a minute of the restart', async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      url: receiver.url,
      description: 'ERP',
      events: ['process.updated'],
      companyIds: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const subscriptionId = (created.body as TWebhookSecretResponse).data.id;
    const tested = await call('POST', `/api/admin/webhooks/${subscriptionId}/test`);
    expect(tested.status, JSON.stringify(tested.body)).toBe(201);

    await waitFor(() => receiver.arrivals.length === 1, 30_000, 'a primeira tentativa');
    await instance.stop('SIGKILL');
    await instance.start();
    const readyAgainAt = Date.now();

    // A minute, plus slack for a loaded machine; pg-boss's default expiry alone was 15 minutes.
    await waitFor(() => receiver.arrivals.length >= 2, 75_000, 'a nova tentativa depois do reinício');
    const [first, second] = receiver.arrivals;
    expect(second?.webhookId).toBe(first?.webhookId);
    expect(second?.at).toBeGreaterThan(readyAgainAt);

    let rows: TWebhookDeliveriesResponse['data'] = [];
    await waitFor(
      () => rows[0]?.status === 'SUCCEEDED',
      10_000,
      'a entrega registrada',
      async () => {
        const deliveries = await call('GET', `/api/admin/webhooks/${subscriptionId}/deliveries?size=10`);
        rows = (deliveries.body as TWebhookDeliveriesResponse).data;
      },
    );
    expect(rows).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', lastStatusCode: 204, webhookId: first?.webhookId }),
    ]);
  }, 240_000);
});
