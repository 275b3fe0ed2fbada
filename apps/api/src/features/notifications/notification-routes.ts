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
import {
  deletePushDeviceCall,
  getPushDevicesCall,
  getPushKeyCall,
  postPushDeviceCall,
} from '@pc/contract/notification-devices';
import {
  getAdminCompanyNotificationsCall,
  putAdminCompanyNotificationEventCall,
} from '@pc/contract/admin-notifications';
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
import { listPushDevices, removePushDevice, subscribePushDevice } from './push-service.ts';
import { readCompanyNotifications, setCompanyNotificationEvent } from './admin-notification-service.ts';

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

  // Push to the phone: the portal's public key and the caller's devices.
  registerCall(app, getPushKeyCall, async () => ({
    data: { publicKey: (await app.notifications.readVapidKeys()).publicKey },
  }));

  registerCall(app, getPushDevicesCall, async (request) => ({
    data: await listPushDevices({ db: app.db, userId: getAuth(request).userId }),
  }));

  registerCall(app, postPushDeviceCall, async (request, reply) => {
    const device = await subscribePushDevice({
      db: app.db,
      userId: getAuth(request).userId,
      subscription: request.body,
      userAgent: request.headers['user-agent'],
      isLoopbackAllowed: app.config.PUSH_ALLOW_PRIVATE_ENDPOINTS,
      now: app.now(),
    });
    return reply.status(201).send({ data: device });
  });

  registerCall(app, deletePushDeviceCall, async (request) => ({
    data: await removePushDevice({ db: app.db, userId: getAuth(request).userId, id: request.params.id }),
  }));

  // Back-office: what the portal sent a company, and the events turned off for it.
  registerCall(app, getAdminCompanyNotificationsCall, async (request) => ({
    data: await readCompanyNotifications({ db: app.db, companyId: request.params.id, now: app.now() }),
  }));

  registerCall(app, putAdminCompanyNotificationEventCall, async (request) => ({
    data: await setCompanyNotificationEvent({
      db: app.db,
      companyId: request.params.id,
      event: request.params.event,
      isTurnedOff: request.body.isTurnedOff,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));
};
