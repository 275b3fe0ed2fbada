import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAdminWebhookCall,
  deleteWebhookCall,
  getAdminWebhookDeliveriesCall,
  getAdminWebhooksCall,
  getWebhookDeliveriesCall,
  getWebhooksCall,
  patchAdminWebhookCall,
  patchWebhookCall,
  postAdminWebhookCall,
  postAdminWebhookRedeliveryCall,
  postAdminWebhookSecretCall,
  postAdminWebhookTestCall,
  postWebhookCall,
  postWebhookRedeliveryCall,
  postWebhookSecretCall,
  postWebhookTestCall,
  putAdminUserWebhooksPermissionCall,
} from '@pc/contract/webhooks';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
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
 * Issue #39, outbound webhooks: the back-office's calls (roles from the contract), a customer's
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
      await app.jobs.get();
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

  // --- The back-office ---
  registerCall(app, getAdminWebhooksCall, async (request) => ({
    data: await listWebhookSubscriptions({ db, caller: broker(request) }),
  }));
  registerCall(app, postAdminWebhookCall, async (request, reply) =>
    reply.status(201).send(
      await createWebhookSubscription({
        db,
        caller: broker(request),
        now: app.now(),
        body: request.body,
        isPrivateAllowed,
      }),
    ),
  );
  registerCall(app, patchAdminWebhookCall, async (request) => ({
    data: await updateWebhookSubscription({
      db,
      caller: broker(request),
      now: app.now(),
      id: request.params.id,
      body: request.body,
      isPrivateAllowed,
    }),
  }));
  registerCall(app, deleteAdminWebhookCall, async (request) => ({
    data: await deleteWebhookSubscription({
      db,
      caller: broker(request),
      now: app.now(),
      id: request.params.id,
    }),
  }));
  registerCall(app, postAdminWebhookSecretCall, async (request) =>
    rotateWebhookSecret({ db, caller: broker(request), now: app.now(), id: request.params.id }),
  );
  registerCall(app, postAdminWebhookTestCall, async (request, reply) =>
    reply.status(201).send({
      data: await sendWebhookTest({
        db,
        caller: broker(request),
        now: app.now(),
        id: request.params.id,
        dispatch,
      }),
    }),
  );
  registerCall(app, getAdminWebhookDeliveriesCall, async (request) =>
    listWebhookDeliveries({ db, caller: broker(request), id: request.params.id, ...request.query }),
  );
  registerCall(app, postAdminWebhookRedeliveryCall, async (request) => ({
    data: await redeliverWebhook({ db, caller: broker(request), ...request.params, dispatch }),
  }));
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

  // --- A customer's admin user ---
  registerCall(app, getWebhooksCall, async (request) => ({
    data: await listWebhookSubscriptions({ db, caller: await customer(request) }),
  }));
  registerCall(app, postWebhookCall, async (request, reply) =>
    reply.status(201).send(
      await createWebhookSubscription({
        db,
        caller: await customer(request),
        now: app.now(),
        body: request.body,
        isPrivateAllowed,
      }),
    ),
  );
  registerCall(app, patchWebhookCall, async (request) => ({
    data: await updateWebhookSubscription({
      db,
      caller: await customer(request),
      now: app.now(),
      id: request.params.id,
      body: request.body,
      isPrivateAllowed,
    }),
  }));
  registerCall(app, deleteWebhookCall, async (request) => ({
    data: await deleteWebhookSubscription({
      db,
      caller: await customer(request),
      now: app.now(),
      id: request.params.id,
    }),
  }));
  registerCall(app, postWebhookSecretCall, async (request) =>
    rotateWebhookSecret({ db, caller: await customer(request), now: app.now(), id: request.params.id }),
  );
  registerCall(app, postWebhookTestCall, async (request, reply) =>
    reply.status(201).send({
      data: await sendWebhookTest({
        db,
        caller: await customer(request),
        now: app.now(),
        id: request.params.id,
        dispatch,
      }),
    }),
  );
  registerCall(app, getWebhookDeliveriesCall, async (request) =>
    listWebhookDeliveries({ db, caller: await customer(request), id: request.params.id, ...request.query }),
  );
  registerCall(app, postWebhookRedeliveryCall, async (request) => ({
    data: await redeliverWebhook({ db, caller: await customer(request), ...request.params, dispatch }),
  }));
};
