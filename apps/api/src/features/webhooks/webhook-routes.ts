import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  putAdminUserWebhooksPermissionCall,
  WEBHOOK_CALLS,
  WEBHOOK_TESTS_PER_MINUTE,
  type TWebhookDoor,
} from '@pc/contract/webhooks';
import { getAuth } from '../../core/auth/authenticate.ts';
import { publicRateLimit, registerCall } from '../../core/http/register-call.ts';
import { createWebhookJobs } from './webhook-jobs.ts';
import {
  assertCanManageWebhooks,
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTest,
  setUserWebhooksPermission,
  updateWebhookSubscription,
  type TWebhookCaller,
} from './webhook-service.ts';

/**
 * Outbound webhooks: the back-office's calls (roles from the contract), a customer's
 * admin user's calls (users.can_manage_webhooks), the delivery queue and, unless WEBHOOKS_SCHEDULES
 * is off, the sweep's schedule (app.webhooks runs it in tests).
 */
export const registerWebhooks = (app: FastifyInstance): void => {
  const { db, config } = app;
  const webhookJobs = createWebhookJobs({
    db,
    jobs: app.jobs,
    mailQueue: app.mailQueue,
    logger: app.log,
    now: app.now,
    isPrivateAllowed: config.WEBHOOKS_ALLOW_PRIVATE_URLS,
    retryDelaySeconds: config.WEBHOOKS_RETRY_DELAY_SECONDS,
    isScheduled: config.WEBHOOKS_SCHEDULES,
  });
  app.decorate('webhooks', webhookJobs);
  if (config.WEBHOOKS_SCHEDULES) {
    app.addHook('onReady', async () => {
      app.jobs.startInBackground();
    });
  }
  const { dispatch } = webhookJobs;
  const isPrivateAllowed = config.WEBHOOKS_ALLOW_PRIVATE_URLS;

  const broker = (request: FastifyRequest): TWebhookCaller => ({
    scope: 'BROKER',
    userId: getAuth(request).userId,
    ip: request.ip,
  });
  const customer = async (request: FastifyRequest): Promise<TWebhookCaller> => {
    const auth = getAuth(request);
    await assertCanManageWebhooks(db, auth.userId);
    return { scope: 'CUSTOMER', userId: auth.userId, companyIds: auth.callerCompanyIds };
  };

  const callerOf: Record<TWebhookDoor, (request: FastifyRequest) => Promise<TWebhookCaller>> = {
    admin: async (request) => broker(request),
    customer,
  };

  const testKeyOf = (request: FastifyRequest): string =>
    `webhook-test:${request.ip}:${String((request.params as { id?: unknown }).id)}`;

  // One handler per pair of calls: the doors differ only in who calls (and so what they reach).
  for (const door of ['admin', 'customer'] as const) {
    const calls = WEBHOOK_CALLS[door];
    const caller = callerOf[door];
    registerCall(app, calls.list, async (request) => ({
      data: await listWebhookSubscriptions({ db, caller: await caller(request) }),
    }));
    registerCall(app, calls.create, async (request, reply) =>
      reply.status(201).send(
        await createWebhookSubscription({
          db,
          caller: await caller(request),
          now: app.now(),
          body: request.body,
          isPrivateAllowed,
        }),
      ),
    );
    registerCall(app, calls.update, async (request) => ({
      data: await updateWebhookSubscription({
        db,
        caller: await caller(request),
        now: app.now(),
        id: request.params.id,
        body: request.body,
        isPrivateAllowed,
      }),
    }));
    registerCall(app, calls.remove, async (request) => ({
      data: await deleteWebhookSubscription({
        db,
        caller: await caller(request),
        now: app.now(),
        id: request.params.id,
      }),
    }));
    registerCall(app, calls.secret, async (request) =>
      rotateWebhookSecret({ db, caller: await caller(request), now: app.now(), id: request.params.id }),
    );
    registerCall(
      app,
      calls.test,
      async (request, reply) =>
        reply.status(201).send({
          data: await sendWebhookTest({
            db,
            caller: await caller(request),
            now: app.now(),
            id: request.params.id,
            dispatch,
          }),
        }),
      // Each test is a request to the receiver: a burst would make the portal flood it.
      { config: { rateLimit: { ...publicRateLimit(WEBHOOK_TESTS_PER_MINUTE), keyGenerator: testKeyOf } } },
    );
    registerCall(app, calls.deliveries, async (request) =>
      listWebhookDeliveries({ db, caller: await caller(request), id: request.params.id, ...request.query }),
    );
    registerCall(app, calls.redeliver, async (request) => ({
      data: await redeliverWebhook({ db, caller: await caller(request), ...request.params, dispatch }),
    }));
  }

  registerCall(app, putAdminUserWebhooksPermissionCall, async (request) => ({
    data: await setUserWebhooksPermission({
      db,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      userId: request.params.id,
      canManageWebhooks: request.body.canManageWebhooks,
      now: app.now(),
    }),
  }));
};
