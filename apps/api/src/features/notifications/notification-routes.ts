import type { FastifyInstance } from 'fastify';
import {
  getNotificationSettingsCall,
  getNotificationsCall,
  getNotificationStreamCall,
  getUnreadNotificationsCall,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  postNotificationStreamTicketCall,
  postNotificationsReadCall,
  putNotificationSettingsCall,
} from '@pc/contract/notifications';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  countUnreadNotifications,
  listNotificationsOf,
  markNotificationsReadFor,
  readNotificationSettings,
  saveNotificationSettingsOf,
} from './notification-service.ts';
import { answerNotificationStream, issueStreamTicket } from './notification-stream.ts';

/** The notification centre: the caller's own notifications and rules. */
export const registerNotificationRoutes = (app: FastifyInstance): void => {
  const callerOf = (request: Parameters<typeof getAuth>[0]) => {
    const auth = getAuth(request);
    return { userId: auth.userId, companyIds: auth.callerCompanyIds };
  };

  registerCall(app, getNotificationsCall, async (request) =>
    listNotificationsOf({ db: app.db, caller: callerOf(request), query: request.query }),
  );

  registerCall(app, getUnreadNotificationsCall, async (request) => ({
    data: { total: await countUnreadNotifications({ db: app.db, caller: callerOf(request) }) },
  }));

  registerCall(app, postNotificationsReadCall, async (request) => {
    const caller = callerOf(request);
    const total = await markNotificationsReadFor({
      db: app.db,
      caller,
      request: request.body,
      now: app.now(),
    });
    // The caller's other tabs show the new count too.
    await app.notifications.live.publish([caller.userId]);
    return { data: { total } };
  });

  // The session was checked by the call's authentication: its version is reused, not read again.
  registerCall(app, postNotificationStreamTicketCall, async (request) => {
    const auth = getAuth(request);
    return { data: await issueStreamTicket({ app, auth, sessionVersion: auth.sessionVersion ?? 0 }) };
  });

  registerCall(app, getNotificationStreamCall, async (request, reply) =>
    answerNotificationStream({
      app,
      request,
      reply,
      ticket: request.query.ticket,
      ultimoEvento: request.query.ultimoEvento,
    }),
  );

  registerCall(app, getNotificationSettingsCall, async (request) => ({
    data: await readNotificationSettings({ db: app.db, userId: getAuth(request).userId }),
  }));

  registerCall(app, putNotificationSettingsCall, async (request) => ({
    data: await saveNotificationSettingsOf({
      db: app.db,
      caller: callerOf(request),
      settings: request.body,
      now: app.now(),
    }),
    message: NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  }));
};
