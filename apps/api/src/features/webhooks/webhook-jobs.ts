import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { deliverWebhook } from './deliver-webhook.ts';
import { runWebhookSweep } from './webhook-sweep.ts';
import type { TDispatchDeliveries } from './webhook-service.ts';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';

/**
 * Tries per delivery: the wait doubles from WEBHOOKS_RETRY_DELAY_SECONDS up to an hour, so with the
 * default 30 s the tries cover a bit more than the day after which a failing subscription is turned
 * off (deliver-webhook.ts); then the delivery is FAILED and can be redelivered by hand.
 */
export const WEBHOOK_RETRY = { retryLimit: 30, retryBackoff: true, retryDelayMax: 60 * 60 };

/**
 * A try lasts at most WEBHOOK_TIMEOUT_MS (10 s) plus two writes. A job still active after this
 * lost its worker (an instance killed mid-delivery): pg-boss fails it and it is tried again, so
 * a crash delays a delivery by about a minute, not by pg-boss's default 15 minutes.
 */
export const WEBHOOK_JOB_EXPIRE_SECONDS = 20;

type TDeliveryJob = { deliveryId: number };

/** One pg-boss job id per delivery and round, so queuing it again (a resumed sweep) is a no-op. */
export const toDeliveryJobId = (deliveryId: number, round: number): string =>
  `00000000-0000-4000-9${round.toString(16).padStart(3, '0').slice(-3)}-${deliveryId.toString(16).padStart(12, '0')}`;

type TWebhookJobsOptions = {
  db: TDatabase;
  jobs: TJobQueue;
  mailQueue: TMailQueue;
  logger: FastifyBaseLogger;
  now: () => Date;
  isPrivateAllowed: boolean;
  retryDelaySeconds: number;
  isScheduled: boolean;
  /** How often an idle worker looks for work (pg-boss polls; 0.5 s is its minimum). */
  pollingIntervalSeconds?: number;
};

/** The delivery queue and its worker, the sweep's schedule, and what the routes and tests call. */
export const createWebhookJobs = ({
  db,
  jobs,
  mailQueue,
  logger,
  now,
  isPrivateAllowed,
  retryDelaySeconds,
  isScheduled,
  pollingIntervalSeconds = 1,
}: TWebhookJobsOptions) => {
  jobs.register(async (boss) => {
    const retry = {
      ...WEBHOOK_RETRY,
      retryDelay: retryDelaySeconds,
      expireInSeconds: WEBHOOK_JOB_EXPIRE_SECONDS,
    };
    // createQueue keeps an existing queue's options: update them, so a changed delay takes effect.
    await boss.createQueue(WEBHOOK_DELIVERY_QUEUE, retry);
    await boss.updateQueue(WEBHOOK_DELIVERY_QUEUE, retry);
    await boss.work<TDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (!job) return;
      await deliverWebhook({
        db,
        mailQueue,
        deliveryId: job.data.deliveryId,
        isLastTry: job.retryCount >= WEBHOOK_RETRY.retryLimit,
        isPrivateAllowed,
        now,
      }).catch((error: unknown) => {
        logger.warn(
          { err: error, deliveryId: job.data.deliveryId, try: job.retryCount + 1 },
          'webhook não entregue',
        );
        throw error;
      });
    });
  });

  const dispatch: TDispatchDeliveries = async (deliveries) => {
    if (deliveries.length === 0) return;
    const boss = await jobs.get();
    for (const { id, round } of deliveries) {
      await boss.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId: id } satisfies TDeliveryJob, {
        id: toDeliveryJobId(id, round),
      });
    }
  };

  const runSweep = (at: Date = now()) => runWebhookSweep({ db, dispatch, now: at });

  if (isScheduled) {
    jobs.register(async (boss) => {
      // A failed sweep is not retried: the next one, a minute later, takes what is still pending.
      await boss.createQueue(WEBHOOK_SWEEP_QUEUE, { retryLimit: 0 });
      await boss.schedule(WEBHOOK_SWEEP_QUEUE, '* * * * *', null, { tz: BUSINESS_TIME_ZONE });
      await boss.work(WEBHOOK_SWEEP_QUEUE, async () => {
        const result = await runSweep();
        if (result.deliveries > 0) logger.info(result, 'webhooks enfileirados');
      });
    });
  }

  return { dispatch, runSweep };
};

export type TWebhookJobs = ReturnType<typeof createWebhookJobs>;
