import type { FastifyInstance } from 'fastify';
import { createNotificationJobs } from './notification-jobs.ts';
import { registerNotificationRoutes } from './notification-routes.ts';
import { vapidSubjectOf } from './push-service.ts';

/**
 * The notification centre: its calls, the live streams and, unless NOTIFICATIONS_SCHEDULES is off,
 * the sweep's schedule and wake-up (app.notifications runs it in tests).
 */
export const registerNotifications = (app: FastifyInstance): void => {
  const { config } = app;
  const notifications = createNotificationJobs({
    database: app.database,
    jobs: app.jobs,
    logger: app.log,
    now: app.now,
    isScheduled: config.NOTIFICATIONS_SCHEDULES,
    isWokenUp: config.NOTIFICATIONS_WAKE_UP,
    push: {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: vapidSubjectOf(config),
      isLoopbackAllowed: config.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
  });
  app.decorate('notifications', notifications);
  app.addHook('onReady', async () => {
    await notifications.start();
    // Made (or read) at start: the first device to subscribe does not wait for it.
    await notifications.readVapidKeys();
    if (config.NOTIFICATIONS_SCHEDULES) app.jobs.startInBackground();
  });
  // Before the database closes: the open streams end, so their tabs reconnect to another instance.
  app.addHook('preClose', async () => {
    await notifications.stop();
  });
  registerNotificationRoutes(app);
};
