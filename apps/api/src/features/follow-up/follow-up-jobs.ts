import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../lib/config.ts';
import type { TDatabase } from '../../db/client.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import type { TListDuePayments } from './build-digest-data.ts';
import { sendNotificationEmails } from './send-notification-emails.ts';
import { sendWeeklyDigests } from './send-weekly-digests.ts';

export const NOTIFICATION_EMAIL_QUEUE = 'notification-emails';
export const WEEKLY_DIGEST_QUEUE = 'follow-up-digest';

/**
 * A sweep that fails is not retried by pg-boss: the next one (a minute, or a week, later) picks up
 * whatever is still pending, and the outbox's dedupe keys make a repeated run harmless.
 */
const SWEEP_QUEUE_OPTIONS = { retryLimit: 0 };

type TFollowUpDeps = {
  config: TConfig;
  db: TDatabase;
  mailQueue: TMailQueue;
  now: () => Date;
  listDuePayments: TListDuePayments;
};

/** The two runs of the follow-up, at an instant of the caller's choosing (tests) or now (the schedules). */
export const createFollowUpRuns = ({ config, db, mailQueue, now, listDuePayments }: TFollowUpDeps) => {
  const common = { db, mailQueue, publicUrl: publicUrlOf(config), secret: config.JWT_SECRET };
  return {
    runNotificationEmails: (at: Date = now()) => sendNotificationEmails({ ...common, now: at }),
    runWeeklyDigests: (at: Date = now()) => sendWeeklyDigests({ ...common, now: at, listDuePayments }),
  };
};

export type TFollowUpRuns = ReturnType<typeof createFollowUpRuns>;

type TScheduleOptions = {
  jobs: TJobQueue;
  runs: TFollowUpRuns;
  config: TConfig;
  logger: FastifyBaseLogger;
};

/**
 * The schedules, in pg-boss: its cron runs once across all instances, so with several servers
 * each sweep still happens once. The digest hour is São Paulo's whatever the server's zone; a
 * digest missed while the portal was down is sent when it comes back ('once').
 */
export const scheduleFollowUps = ({ jobs, runs, config, logger }: TScheduleOptions): void => {
  jobs.register(async (boss) => {
    await boss.createQueue(NOTIFICATION_EMAIL_QUEUE, SWEEP_QUEUE_OPTIONS);
    await boss.createQueue(WEEKLY_DIGEST_QUEUE, SWEEP_QUEUE_OPTIONS);
    await boss.schedule(NOTIFICATION_EMAIL_QUEUE, '* * * * *', null, { tz: BUSINESS_TIME_ZONE });
    const digestCron = config.FOLLOW_UP_DIGEST_CRON ?? `0 ${config.FOLLOW_UP_DIGEST_HOUR} * * *`;
    await boss.schedule(WEEKLY_DIGEST_QUEUE, digestCron, null, {
      tz: BUSINESS_TIME_ZONE,
      missed: 'once',
    });
    await boss.work(NOTIFICATION_EMAIL_QUEUE, async () => {
      const result = await runs.runNotificationEmails();
      if (result.emails > 0) logger.info(result, 'notificações enviadas por e-mail');
    });
    await boss.work(WEEKLY_DIGEST_QUEUE, async () => {
      const result = await runs.runWeeklyDigests();
      logger.info(result, 'resumo semanal enviado');
    });
  });
};
