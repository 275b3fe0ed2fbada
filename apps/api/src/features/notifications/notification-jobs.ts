import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { createCoalescedRunner, createNotificationLive } from './notification-live.ts';
import { purgeExpiredNotifications, runNotificationSweep } from './notification-sweep.ts';
import { runDueSweep as runDueNews } from './due-sweep.ts';
import {
  createWebPushSender,
  runPushDeliveries,
  type TPushSender,
  type TVapidKeys,
} from './push-delivery.ts';
import { ensureVapidKeys } from './push-service.ts';

export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';
export const NOTIFICATION_DUE_QUEUE = 'notification-due';
/** Payments falling due are told each morning, before the working day (São Paulo). */
const DUE_SWEEP_CRON = '0 7 * * *';

type TNotificationJobsOptions = {
  database: TDatabaseHandle;
  jobs: TJobQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** The schedule each minute; off in tests, which sweep at their instants. */
  isScheduled: boolean;
  /** The sweep as soon as a change commits; off in tests but the live stream's. */
  isWokenUp: boolean;
  /** Web Push: the environment's keys (else the database's), the VAPID subject, loopback endpoints. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    isLoopbackAllowed: boolean;
  };
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
  push,
}: TNotificationJobsOptions) => {
  const live = createNotificationLive({ database, logger });
  const openStreams = new Set<ServerResponse>();
  let vapidKeys: TVapidKeys | null = null;
  let sender: TPushSender | null = null;

  /** The portal's VAPID keys, read (or made) once per instance. */
  const readVapidKeys = async (): Promise<TVapidKeys> => {
    vapidKeys ??= await ensureVapidKeys({
      db: database.db,
      config: { VAPID_PUBLIC_KEY: push.publicKey, VAPID_PRIVATE_KEY: push.privateKey },
      now: now(),
    });
    return vapidKeys;
  };
  const senderOf = async (): Promise<TPushSender> => {
    sender ??= createWebPushSender({
      keys: await readVapidKeys(),
      subject: push.subject,
      isLoopbackAllowed: push.isLoopbackAllowed,
    });
    return sender;
  };

  const runSweep = async (at: Date = now()) => {
    const result = await runNotificationSweep({ db: database.db, now: at });
    if (result.notifiedUserIds.length > 0) await live.publish(result.notifiedUserIds);
    return result;
  };
  /** Numerários and instalments falling due or overdue, told as news (each morning). */
  const runDueSweep = async (at: Date = now()) => {
    const result = await runDueNews({ db: database.db, now: at });
    if (result.notifiedUserIds.length > 0) await live.publish(result.notifiedUserIds);
    return result;
  };
  /** Sends the push deliveries that are due (the sweep made them; quiet hours may have held them). */
  const runDeliveries = async (at: Date = now()) =>
    runPushDeliveries({ db: database.db, now: at, send: await senderOf() });
  const wake = createCoalescedRunner(
    async () => {
      await runSweep();
      await runDeliveries();
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
        await runDeliveries();
        await purgeExpiredNotifications({ db: database.db, now: now() });
        if (result.notifiedUserIds.length > 0) {
          logger.info({ users: result.notifiedUserIds.length }, 'notificações criadas');
        }
      });
      await boss.createQueue(NOTIFICATION_DUE_QUEUE, { retryLimit: 0 });
      await boss.schedule(NOTIFICATION_DUE_QUEUE, DUE_SWEEP_CRON, null, { tz: BUSINESS_TIME_ZONE });
      await boss.work(NOTIFICATION_DUE_QUEUE, async () => {
        const result = await runDueSweep();
        await runDeliveries();
        logger.info(
          { items: result.items, users: result.notifiedUserIds.length },
          'notificações de vencimento',
        );
      });
      // A portal started after 07:00 tells today's payments now (the morning's run finds them told),
      // through the queue: instances starting together make one job (pg-boss's throttle), and a
      // worker runs it, not the start itself.
      await boss.send(NOTIFICATION_DUE_QUEUE, null, { singletonKey: 'after-start', singletonSeconds: 300 });
    });
  }

  return {
    runSweep,
    runDueSweep,
    runDeliveries,
    readVapidKeys,
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
