import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { runNotificationSweep } from './notification-sweep.ts';

export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';

type TNotificationJobsOptions = {
  db: TDatabase;
  jobs: TJobQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  isScheduled: boolean;
};

/** The notification sweep's schedule (each minute), and the run the tests call at their instants. */
export const createNotificationJobs = ({ db, jobs, logger, now, isScheduled }: TNotificationJobsOptions) => {
  const runSweep = (at: Date = now()) => runNotificationSweep({ db, now: at });

  if (isScheduled) {
    jobs.register(async (boss) => {
      // A failed sweep is not retried: the next one takes what is still pending.
      await boss.createQueue(NOTIFICATION_SWEEP_QUEUE, { retryLimit: 0 });
      await boss.schedule(NOTIFICATION_SWEEP_QUEUE, '* * * * *', null, { tz: BUSINESS_TIME_ZONE });
      await boss.work(NOTIFICATION_SWEEP_QUEUE, async () => {
        const result = await runSweep();
        if (result.notifiedUserIds.length > 0) {
          logger.info({ users: result.notifiedUserIds.length }, 'notificações criadas');
        }
      });
    });
  }

  return { runSweep };
};

export type TNotificationJobs = ReturnType<typeof createNotificationJobs>;
