import type { FastifyInstance } from 'fastify';
import {
  getNotificationSettingsCall,
  getNotificationsCall,
  getUnreadNotificationsCall,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
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

  registerCall(app, postNotificationsReadCall, async (request) => ({
    data: {
      total: await markNotificationsReadFor({
        db: app.db,
        caller: callerOf(request),
        request: request.body,
        now: app.now(),
      }),
    },
  }));

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
