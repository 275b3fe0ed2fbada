import type { FastifyInstance } from 'fastify';
import {
  getIntegrationMessagesCall,
  postIntegrationMessageCall,
} from '@pc/contract/integration-collaboration';
import {
  getMessageThreadsCall,
  getProcessMessagesCall,
  getUnreadMessagesCall,
  postMessagesReadCall,
  postProcessMessageCall,
  putThreadAssigneeCall,
} from '@pc/contract/messages';
import { getAuth, getProcessActor } from '../../core/auth/authenticate.ts';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { listIntegrationMessages, postIntegrationMessage } from './integration-message-service.ts';
import {
  listProcessMessages,
  listUnreadMessages,
  markMessagesRead,
  postProcessMessage,
} from './message-service.ts';
import { sendUnreadMessageEmails } from './send-unread-message-emails.ts';
import { assignThread, listMessageThreads } from './thread-service.ts';

export const UNREAD_MESSAGES_EMAIL_QUEUE = 'messages-unread-email';

/**
 * The unread-message e-mail's run every minute, in pg-boss (its cron runs once across instances).
 * It follows the follow-up's schedules switch: tests run it themselves at the instants they choose.
 */
const scheduleUnreadMessageEmails = (app: FastifyInstance): void => {
  if (!app.config.FOLLOW_UP_SCHEDULES) return;
  app.jobs.register(async (boss) => {
    // Not retried: the next run, a minute later, takes whatever is still pending.
    await boss.createQueue(UNREAD_MESSAGES_EMAIL_QUEUE, { retryLimit: 0 });
    await boss.schedule(UNREAD_MESSAGES_EMAIL_QUEUE, '* * * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(UNREAD_MESSAGES_EMAIL_QUEUE, async () => {
      const result = await sendUnreadMessageEmails({
        db: app.db,
        mailQueue: app.mailQueue,
        publicUrl: publicUrlOf(app.config),
        secret: app.config.JWT_SECRET,
        now: app.now(),
      });
      if (result.emails > 0) app.log.info(result, 'avisos de mensagens não lidas enviados');
    });
  });
  app.addHook('onReady', async () => {
    app.jobs.startInBackground();
  });
};

/**
 * Collaboration, "Mensagens": a process's conversation (customers of its company, every company's for
 * staff), the unread counts, the back-office's Atendimento, the ERP's side and the e-mail to the
 * side that has not read.
 */
export const registerMessageRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getProcessMessagesCall, async (request) => ({
    data: await listProcessMessages({
      db,
      caller: getProcessActor(request),
      processId: request.params.id,
      before: request.query.before,
      size: request.query.size,
    }),
  }));

  registerCall(app, postProcessMessageCall, async (request, reply) => {
    const data = await postProcessMessage({
      db,
      caller: getProcessActor(request),
      processId: request.params.id,
      text: request.body.text,
      documentIds: request.body.documentIds,
      ip: request.ip,
      now: app.now(),
    });
    return reply.status(201).send({ data });
  });

  registerCall(app, postMessagesReadCall, async (request) => ({
    data: await markMessagesRead({
      db,
      caller: getProcessActor(request),
      processId: request.params.id,
      lastMessageId: request.body.lastMessageId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getUnreadMessagesCall, async (request) => {
    const auth = getAuth(request);
    return { data: await listUnreadMessages({ db, userId: auth.userId, companyIds: auth.callerCompanyIds }) };
  });

  registerCall(app, getMessageThreadsCall, async (request) => {
    const { status, companyId, staffUserId, unassigned, page, size } = request.query;
    return listMessageThreads({
      db,
      filter: { companyId, staffUserId, isUnassigned: unassigned },
      status,
      page,
      size,
    });
  });

  registerCall(app, putThreadAssigneeCall, async (request) => ({
    data: await assignThread({
      db,
      actorUserId: getAuth(request).userId,
      processId: request.params.id,
      staffUserId: request.body.staffUserId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getIntegrationMessagesCall, async (request) =>
    listIntegrationMessages({
      db,
      client: getServiceCaller(request),
      identification: request.params.identification,
      after: request.query.after,
      limit: request.query.limit,
    }),
  );

  registerCall(app, postIntegrationMessageCall, async (request, reply) => {
    const message = await postIntegrationMessage({
      db,
      client: getServiceCaller(request),
      identification: request.params.identification,
      text: request.body.text,
      authorName: request.body.authorName,
      ip: request.ip,
      now: app.now(),
    });
    return reply.status(201).send(message);
  });

  scheduleUnreadMessageEmails(app);
};
