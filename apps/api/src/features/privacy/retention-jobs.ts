import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import type { TRetentionPurge } from './retention-purge.ts';

export const RETENTION_PURGE_QUEUE = 'privacy-retention-purge';

/**
 * The purge once a day at 03:30 São Paulo time, in pg-boss: its cron runs once across instances.
 * A failed or missed run is not retried: the next day's takes everything past its limit anyway.
 */
export const scheduleRetentionPurge = ({
  jobs,
  run,
  logger,
}: {
  jobs: TJobQueue;
  run: () => Promise<TRetentionPurge>;
  logger: FastifyBaseLogger;
}): void => {
  jobs.register(async (boss) => {
    await boss.createQueue(RETENTION_PURGE_QUEUE, { retryLimit: 0 });
    await boss.schedule(RETENTION_PURGE_QUEUE, '30 3 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(RETENTION_PURGE_QUEUE, async () => {
      logger.info(await run(), 'retenção: registros antigos removidos');
    });
  });
};
