import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_DISABLED_EMAIL_SUBJECT,
  WEBHOOK_TESTS_PER_MINUTE,
  WEBHOOKS_LIMIT_MESSAGE,
  WEBHOOKS_PER_USER_MAX,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_PERMISSION_ACTION,
  WEBHOOK_PERMISSION_REQUIRED_MESSAGE,
  WEBHOOK_URL_NOT_PUBLIC_MESSAGE,
  webhookUnknownCompaniesMessage,
  type TWebhookDeliveriesResponse,
  type TWebhookDelivery,
  type TWebhookSecretResponse,
  type TWebhookSubscriptionsResponse,
} from '@pc/contract/webhooks';
import { ZWebhookEnvelope, type TWebhookEnvelope } from '@pc/contract/webhooks-events';
import {
  createServiceClient,
  SERVICE_AUDIENCE,
  type TServiceCaller,
} from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { toClientCaller } from '../../src/core/ingestion/ingestion-caller.ts';
import { upsertDocument } from '../../src/core/ingestion/ingest-references.ts';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock, insertUser } from '../helpers/fixtures.ts';
import {
  ANA,
  BRUNO,
  COMPANY_A,
  COMPANY_B,
  DOCUMENT_BYTES,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ADMIN = { id: 50, email: 'carla@portal.example' };

type TReceived = { headers: IncomingHttpHeaders; body: string; envelope: TWebhookEnvelope | null };

/**
 * A local receiver: verifies each request's signature with the standardwebhooks library (the
 * integrator's side) and answers 500 to the first `refusals` requests of each path, then 204.
 */
const startReceiver = async (secrets: Map<string, string>) => {
  const received = new Map<string, TReceived[]>();
  const refusals = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(path);
      let envelope: TWebhookEnvelope | null = null;
      try {
        if (secret)
          envelope = ZWebhookEnvelope.parse(
            new Webhook(secret).verify(body, request.headers as Record<string, string>),
          );
      } catch {
        envelope = null;
      }
      received.set(path, [...(received.get(path) ?? []), { headers: request.headers, body, envelope }]);
      const left = refusals.get(path) ?? 0;
      refusals.set(path, left - 1);
      response.statusCode = left > 0 ? 500 : 204;
      response.end(left > 0 ? 'indisponível' : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (path: string) => `http://127.0.0.1:${port}${path}`,
    received: (path: string) => received.get(path) ?? [],
    refuse: (path: string, times: number) => refusals.set(path, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const waitFor = async <T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Outbound webhooks end to end — a local receiver verifies the Standard Webhooks
 * signature, refuses, then accepts; retries keep the webhook-id; the log and redelivery; scoping
 * of a customer's admin user; the events from the trail, a document and a quotation decision;
 * a subscription failing for a day is turned off and its owner mailed.
 */
describe('outbound webhooks', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));
  const secrets = new Map<string, string>();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const headers = { admin: {}, ana: {}, bruno: {} } as Record<
    'admin' | 'ana' | 'bruno',
    Record<string, string>
  >;

  beforeAll(async () => {
    receiver = await startReceiver(secrets);
    ctx = await createTestApp({
      now: clock.now,
      env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_RETRY_DELAY_SECONDS: '1' },
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await database.db.insert(userCompanies).values([
          { userId: ANA.id, companyId: COMPANY_A },
          { userId: BRUNO.id, companyId: COMPANY_B },
        ]);
        await insertUser(database.db, { ...ADMIN, role: 'ADMIN' });
        // The fixtures insert with their own ids: a forwarder's new quotation takes the next ones.
        await advanceIdentitySequences(database.db, [
          'freight_quotations',
          'freight_quotation_containers',
          'partners',
        ]);
      },
    });
    const token = async (userId: number, companyIds: number[]) =>
      authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }));
    headers.admin = await token(ADMIN.id, []);
    headers.ana = await token(ANA.id, [COMPANY_A]);
    headers.bruno = await token(BRUNO.id, [COMPANY_B]);
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const call = (
    who: keyof typeof headers,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

  const subscribe = async (who: keyof typeof headers, path: string, body: object) => {
    const base = who === 'admin' ? '/api/admin/webhooks' : '/api/webhooks';
    const response = await call(who, 'POST', base, { url: receiver.urlOf(path), ...body });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as TWebhookSecretResponse;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    secrets.set(path, created.secret);
    return created.data;
  };

  const deliveriesOf = async (id: number, who: keyof typeof headers = 'admin') => {
    const base = who === 'admin' ? '/api/admin/webhooks' : '/api/webhooks';
    const response = await call(who, 'GET', `${base}/${id}/deliveries?size=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TWebhookDeliveriesResponse).data;
  };

  it('signs, retries a refusal with the same webhook-id, logs the tries and redelivers', async () => {
    const subscription = await subscribe('admin', '/erp', {
      description: 'ERP',
      events: ['process.updated'],
      companyIds: null,
    });
    receiver.refuse('/erp', 2);
    const tested = await call('admin', 'POST', `/api/admin/webhooks/${subscription.id}/test`);
    expect(tested.statusCode, tested.body).toBe(201);
    const delivery = (tested.json() as { data: TWebhookDelivery }).data;
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'PENDING', attempts: 0 });

    const [done] = await waitFor(
      () => deliveriesOf(subscription.id),
      (rows) => rows[0]?.status === 'SUCCEEDED',
    );
    expect(done).toMatchObject({ id: delivery.id, attempts: 3, lastStatusCode: 204, lastError: null });
    const requests = receiver.received('/erp');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([delivery.webhookId]),
    );
    for (const request of requests) {
      expect(request.envelope).toMatchObject({
        type: 'webhook.test',
        data: { subscriptionId: subscription.id },
      });
    }

    // A signature made with another secret is refused by the receiver's library.
    const [first] = requests;
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        first?.body ?? '',
        first?.headers as Record<string, string>,
      ),
    ).toThrow();

    const again = await call(
      'admin',
      'POST',
      `/api/admin/webhooks/${subscription.id}/deliveries/${delivery.id}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(200);
    await waitFor(
      async () => receiver.received('/erp').length,
      (count) => count === 4,
    );
    expect(receiver.received('/erp')[3]?.headers['webhook-id']).toBe(delivery.webhookId);
    const [redelivered] = await waitFor(
      () => deliveriesOf(subscription.id),
      (rows) => rows[0]?.status === 'SUCCEEDED' && rows[0].attempts === 4,
    );
    expect(redelivered?.id).toBe(delivery.id);
  });

  it('lets only a customer with the permission manage webhooks, for their companies only', async () => {
    const refused = await call('ana', 'GET', '/api/webhooks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: WEBHOOK_PERMISSION_REQUIRED_MESSAGE });

    for (const userId of [ANA.id, BRUNO.id]) {
      const granted = await call('admin', 'PUT', `/api/admin/users/${userId}/webhooks-permission`, {
        canManageWebhooks: true,
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, WEBHOOK_PERMISSION_ACTION), eq(auditEvents.subjectId, String(ANA.id))),
      );
    expect(audited).toHaveLength(1);

    const foreign = await call('ana', 'POST', '/api/webhooks', {
      url: receiver.urlOf('/ana'),
      events: ['document.added'],
      companyIds: [COMPANY_B],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: webhookUnknownCompaniesMessage([COMPANY_B]) });

    const anas = await subscribe('ana', '/ana', {
      events: ['document.added', 'quotation.rejected', 'process.updated'],
      companyIds: [COMPANY_A],
    });
    expect(anas).toMatchObject({
      scope: 'CUSTOMER',
      companies: [{ id: COMPANY_A }],
      createdBy: { id: ANA.id },
    });

    // Bruno sees only his own: Ana's id answers 404 on every call.
    const brunos = (await call('bruno', 'GET', '/api/webhooks')).json() as TWebhookSubscriptionsResponse;
    expect(brunos.data).toEqual([]);
    for (const [method, url] of [
      ['PATCH', `/api/webhooks/${anas.id}`],
      ['DELETE', `/api/webhooks/${anas.id}`],
      ['POST', `/api/webhooks/${anas.id}/test`],
      ['POST', `/api/webhooks/${anas.id}/secret`],
      ['GET', `/api/webhooks/${anas.id}/deliveries`],
    ] as const) {
      const response = await call('bruno', method, url, method === 'PATCH' ? { isActive: false } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ message: WEBHOOK_NOT_FOUND_MESSAGE });
    }
    const staffList = (
      await call('admin', 'GET', '/api/admin/webhooks')
    ).json() as TWebhookSubscriptionsResponse;
    expect(staffList.data.map((row) => row.id)).toContain(anas.id);
  });

  it('sends process.updated from the trail (one per process per sweep) and quotation.rejected from the decision’s outbox row', async () => {
    const [anas] = ((await call('ana', 'GET', '/api/webhooks')).json() as TWebhookSubscriptionsResponse).data;
    if (!anas) throw new Error('no subscription of Ana');
    for (const patch of [{ datesEta: '2026-12-14' }, { stepId: 3 }]) {
      await changeProcess({
        db: ctx.database.db,
        companyId: COMPANY_A,
        processId: P.di,
        patch,
        source: 'INGESTION',
        author: 'ERP',
        now: clock.now(),
      });
    }
    // A change of company B's process is not Ana's.
    await changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_B,
      processId: P.foreign,
      patch: { datesEta: '2026-12-20' },
      source: 'INGESTION',
      author: 'ERP',
      now: clock.now(),
    });
    await ctx.database.db
      .update(freightQuotations)
      .set({ approved: null, rejectReason: null })
      .where(eq(freightQuotations.companyId, COMPANY_A));
    const decided = await call(
      'ana',
      'POST',
      `/api/public/customer/processes/${P.di}/quotations/1/decision`,
      {
        approved: false,
        reason: 'Prazo longo demais.',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const result = await ctx.app.webhooks.runSweep();
    expect(result.processEvents).toBe(2);
    const envelopes = await waitFor(
      async () => receiver.received('/ana').map((request) => request.envelope),
      (list) => list.length >= 2,
    );
    const updated = envelopes.filter((envelope) => envelope?.type === 'process.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      data: {
        companyId: COMPANY_A,
        processId: P.di,
        changes: [
          { field: 'datesEta', oldValue: '2026-03-10', newValue: '2026-12-14', source: 'INGESTION' },
          { field: 'stepId', newValue: '3' },
        ],
      },
    });
    const rejected = envelopes.find((envelope) => envelope?.type === 'quotation.rejected');
    expect(rejected).toMatchObject({
      data: { companyId: COMPANY_A, processId: P.di, quotationId: 1, reason: 'Prazo longo demais.' },
    });
    // Nothing new: a second sweep sends nothing again.
    expect(await ctx.app.webhooks.runSweep()).toMatchObject({ processEvents: 0, deliveries: 0 });
  });

  it('sends document.added from the outbox row written with the document; the same file again sends nothing', async () => {
    const before = receiver.received('/ana').length;
    const erp: TServiceCaller = { id: 1, name: 'ERP', companyIds: null };
    const caller = toClientCaller(erp);
    const upload = (identification: number, fileName: string) =>
      upsertDocument({
        db: ctx.database.db,
        caller,
        identification,
        documentTypeName: 'Conhecimento de embarque',
        isCashRequest: false,
        file: { fileName, mimeType: 'application/pdf', content: DOCUMENT_BYTES },
        now: clock.now(),
      });
    const added = await upload(42, 'BL 42.pdf');
    expect(added.result).toBe('created');
    expect((await upload(42, 'BL 42.pdf')).result).toBe('unchanged');
    await ctx.app.webhooks.runSweep();
    const documents = await waitFor(
      async () =>
        receiver
          .received('/ana')
          .slice(before)
          .map((request) => request.envelope)
          .filter((envelope) => envelope?.type === 'document.added'),
      (list) => list.length >= 1,
    );
    expect(documents).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          companyId: COMPANY_A,
          processId: P.di,
          documentId: added.id,
          fileName: 'BL 42.pdf',
          documentType: 'Conhecimento de embarque',
        }),
      }),
    ]);
    expect(await ctx.app.webhooks.runSweep()).toMatchObject({ deliveries: 0 });
  });

  it('sends quotation.submitted when a forwarder sends a quotation through its link', async () => {
    await subscribe('admin', '/quotes', { events: ['quotation.submitted'], companyIds: null });
    const erp = await createServiceClient({ db: ctx.database.db, name: 'ERP', companyIds: null });
    const iat = Math.floor(clock.now().getTime() / 1000);
    const bearer = `Bearer ${await signAccessToken({ claims: { sub: String(erp.id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/42/quotation-invitations',
      headers: { authorization: bearer },
      payload: { forwarderName: 'Oceano Azul Logística', email: 'cotacao@oceanoazul.example' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (invited.json() as { url: string }).url.split('/').at(-1) ?? '';
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${token}`,
      payload: {
        person: 'Marina Costa',
        totalUSD: 1500,
        transitTime: 32,
        freetime: 14,
        containers: [{ quantity: 2, type: 'DRY 40' }],
        validUntil: '2026-12-31',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.app.webhooks.runSweep();
    const [submitted] = await waitFor(
      async () => receiver.received('/quotes').map((request) => request.envelope),
      (list) => list.length >= 1,
    );
    expect(submitted).toMatchObject({
      type: 'quotation.submitted',
      data: { companyId: COMPANY_A, processId: P.di },
    });
  });

  it('limits a customer user to WEBHOOKS_PER_USER_MAX subscriptions and "Enviar teste" per minute', async () => {
    const own = ((await call('bruno', 'GET', '/api/webhooks')).json() as TWebhookSubscriptionsResponse).data;
    const made = [];
    for (let index = own.length; index < WEBHOOKS_PER_USER_MAX; index += 1) {
      made.push(
        await subscribe('bruno', `/bruno-${index}`, { events: ['document.added'], companyIds: [COMPANY_B] }),
      );
    }
    const over = await call('bruno', 'POST', '/api/webhooks', {
      url: receiver.urlOf('/bruno-over'),
      events: ['document.added'],
      companyIds: [COMPANY_B],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: WEBHOOKS_LIMIT_MESSAGE });

    const [first] = made;
    if (!first) throw new Error('no subscription of Bruno');
    const tests = [];
    for (let index = 0; index <= WEBHOOK_TESTS_PER_MINUTE; index += 1) {
      tests.push(await call('bruno', 'POST', `/api/webhooks/${first.id}/test`));
    }
    expect(tests.slice(0, WEBHOOK_TESTS_PER_MINUTE).map((response) => response.statusCode)).toEqual(
      Array.from({ length: WEBHOOK_TESTS_PER_MINUTE }, () => 201),
    );
    const limited = tests.at(-1);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({
      message: expect.stringMatching(/^Muitas requisições em pouco tempo/),
    });
    // Another subscription has its own allowance.
    const [, second] = made;
    if (second) expect((await call('bruno', 'POST', `/api/webhooks/${second.id}/test`)).statusCode).toBe(201);
    for (const subscription of made) {
      expect((await call('bruno', 'DELETE', `/api/webhooks/${subscription.id}`)).statusCode).toBe(200);
    }
  });

  it('logs a try with no answer by its pt-BR category, never the system message', async () => {
    const subscription = await subscribe('admin', '/fechado', {
      events: ['process.updated'],
      companyIds: null,
    });
    // The receiver's port, on an address where nothing listens.
    const closed = receiver.urlOf('/fechado').replace('127.0.0.1', '127.0.0.2');
    const patched = await call('admin', 'PATCH', `/api/admin/webhooks/${subscription.id}`, { url: closed });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call('admin', 'POST', `/api/admin/webhooks/${subscription.id}/test`)).statusCode).toBe(201);
    const [tried] = await waitFor(
      () => deliveriesOf(subscription.id),
      (rows) => (rows[0]?.attempts ?? 0) >= 1,
    );
    expect(tried?.lastError).toBe(WEBHOOK_DELIVERY_ERRORS.REFUSED);
    expect((await call('admin', 'DELETE', `/api/admin/webhooks/${subscription.id}`)).statusCode).toBe(200);
  });

  it('turns a subscription off after a day of failures and e-mails its owner', async () => {
    const subscription = await subscribe('ana', '/falha', {
      events: ['process.updated'],
      companyIds: [COMPANY_A],
    });
    receiver.refuse('/falha', 1_000);
    const tested = await call('ana', 'POST', `/api/webhooks/${subscription.id}/test`);
    expect(tested.statusCode, tested.body).toBe(201);
    await waitFor(
      () => deliveriesOf(subscription.id, 'ana'),
      (rows) => (rows[0]?.attempts ?? 0) >= 1,
    );
    clock.advanceSeconds(25 * 60 * 60);
    // The access token of a day ago has expired: a fresh one.
    headers.ana = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
    const list = await waitFor(
      async () => ((await call('ana', 'GET', '/api/webhooks')).json() as TWebhookSubscriptionsResponse).data,
      (rows) => rows.find((row) => row.id === subscription.id)?.disabledAt != null,
    );
    expect(list.find((row) => row.id === subscription.id)).toMatchObject({ isActive: false });
    const [ana] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ANA.id));
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, ana?.email ?? ''),
          eq(emailOutbox.subject, WEBHOOK_DISABLED_EMAIL_SUBJECT),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(receiver.urlOf('/falha'));
  });
});

describe('the SSRF guard (WEBHOOKS_ALLOW_PRIVATE_URLS off)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await insertUser(database.db, { ...ADMIN, role: 'ADMIN' });
      },
    });
  });
  afterAll(() => ctx.close());

  const create = async (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: authHeader(await createAccessToken({ config: ctx.config, userId: ADMIN.id, companyIds: [] })),
      payload: { events: ['process.updated'], companyIds: null, ...payload },
    });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[::7f00:1]/hook',
    'https://100.64.0.1/hook',
    'http://localhost/hook',
  ])('refuses %s with the pt-BR message', async (url) => {
    const response = await create({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: WEBHOOK_URL_NOT_PUBLIC_MESSAGE });
  });

  // Created inactive, and never sent a test: nothing here leaves this machine.
  it.each(['https://8.8.8.8/hook', 'https://[2001:4860:4860::8888]/hook'])(
    'accepts the public address in %s',
    async (url) => {
      const response = await create({ url, isActive: false });
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as TWebhookSecretResponse).data).toMatchObject({ url, isActive: false });
    },
  );
});
