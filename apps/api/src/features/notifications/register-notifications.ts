import type { FastifyInstance } from 'fastify';
import { createNotificationJobs } from './notification-jobs.ts';
import { registerNotificationRoutes } from './notification-routes.ts';

/**
 * The notification centre: its calls and, unless NOTIFICATIONS_SCHEDULES is off, the sweep's
 * schedule (app.notifications runs it in tests).
 */
export const registerNotifications = (app: FastifyInstance): void => {
  const { config } = app;
  app.decorate(
    'notifications',
    createNotificationJobs({
      db: app.db,
      jobs: app.jobs,
      logger: app.log,
      now: app.now,
      isScheduled: config.NOTIFICATIONS_SCHEDULES,
    }),
  );
  if (config.NOTIFICATIONS_SCHEDULES) {
    app.addHook('onReady', async () => {
      app.jobs.startInBackground();
    });
  }
  registerNotificationRoutes(app);
};
