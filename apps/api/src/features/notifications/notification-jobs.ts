import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { createCoalescedRunner, createNotificationLive } from './notification-live.ts';
import { purgeExpiredNotifications, runNotificationSweep } from './notification-sweep.ts';

export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';

type TNotificationJobsOptions = {
  database: TDatabaseHandle;
  jobs: TJobQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** The schedule each minute; off in tests, which sweep at their instants. */
  isScheduled: boolean;
  /** The sweep as soon as a change commits; off in tests but the live stream's. */
  isWokenUp: boolean;
};

/**
 * The notification sweep (each minute on pg-boss, and at once when a change wakes this instance),
 * the live streams, and the run the tests call. Every sweep tells the streams of whom it notified.
 */
export const createNotificationJobs = ({
  database,
  jobs,
  logger,
  now,
  isScheduled,
  isWokenUp,
}: TNotificationJobsOptions) => {
  const live = createNotificationLive({ database, logger });
  const openStreams = new Set<ServerResponse>();

  const runSweep = async (at: Date = now()) => {
    const result = await runNotificationSweep({ db: database.db, now: at });
    if (result.notifiedUserIds.length > 0) await live.publish(result.notifiedUserIds);
    return result;
  };
  const wake = createCoalescedRunner(
    async () => {
      await runSweep();
    },
    (error) => logger.warn({ err: error }, 'notificações: varredura'),
  );

  if (isScheduled) {
    jobs.register(async (boss) => {
      // A failed sweep is not retried: the next one takes what is still pending.
      await boss.createQueue(NOTIFICATION_SWEEP_QUEUE, { retryLimit: 0 });
      await boss.schedule(NOTIFICATION_SWEEP_QUEUE, '* * * * *', null, { tz: BUSINESS_TIME_ZONE });
      await boss.work(NOTIFICATION_SWEEP_QUEUE, async () => {
        const result = await runSweep();
        await purgeExpiredNotifications({ db: database.db, now: now() });
        if (result.notifiedUserIds.length > 0) {
          logger.info({ users: result.notifiedUserIds.length }, 'notificações criadas');
        }
      });
    });
  }

  return {
    runSweep,
    live,
    start: async () => {
      await live.start(isWokenUp ? { onSources: () => void wake.run() } : {});
      // What was written while no instance listened (a start, a restart) is taken now, not in a minute.
      if (isWokenUp) void wake.run();
    },
    /** Ends the open streams (a stopping instance: the tabs reconnect to another), then listens no more. */
    stop: async () => {
      for (const stream of openStreams) stream.end();
      await live.stop();
      await wake.idle();
    },
    trackStream: (stream: ServerResponse): void => {
      openStreams.add(stream);
      stream.on('close', () => openStreams.delete(stream));
    },
  };
};

export type TNotificationJobs = ReturnType<typeof createNotificationJobs>;
