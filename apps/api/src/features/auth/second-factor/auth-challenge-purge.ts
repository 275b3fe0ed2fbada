import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE } from '../../../lib/business-day.ts';
import { deleteExpiredAuthChallenges } from '../auth-challenge-repository.ts';

export const AUTH_CHALLENGE_PURGE_QUEUE = 'auth-challenges-purge';
/** Challenges live minutes; a day's margin keeps a recent one visible to whoever investigates. */
const KEEP_EXPIRED_SECONDS = 24 * 60 * 60;

/**
 * Every night, the sign-in challenges expired more than a day ago are deleted. Registered with the
 * job queue (pg-boss's cron runs it once across instances) without starting it: it runs whenever
 * the queue is up, which the follow-up schedules and the e-mail queue see to.
 */
export const scheduleAuthChallengePurge = (app: FastifyInstance): void => {
  app.jobs.register(async (boss) => {
    await boss.createQueue(AUTH_CHALLENGE_PURGE_QUEUE, { retryLimit: 0 });
    await boss.schedule(AUTH_CHALLENGE_PURGE_QUEUE, '40 3 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(AUTH_CHALLENGE_PURGE_QUEUE, async () => {
      const before = new Date(app.now().getTime() - KEEP_EXPIRED_SECONDS * 1000);
      const deleted = await deleteExpiredAuthChallenges(app.db, { before });
      if (deleted > 0) app.log.info({ deleted }, 'desafios de acesso expirados removidos');
    });
  });
};
