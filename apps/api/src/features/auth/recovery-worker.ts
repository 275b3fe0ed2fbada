import type { FastifyInstance } from 'fastify';
import { sendRecoveryCode } from './recovery-service.ts';

export const RECOVERY_EMAIL_QUEUE = 'recovery-email';

/**
 * Tries of one recovery e-mail: 15 s doubling up to 2 min, about 8 minutes in all, within the
 * code's 10. Each try makes a new code (the e-mail is the only place the pin exists).
 */
const RECOVERY_RETRY = { retryLimit: 5, retryDelay: 15, retryBackoff: true, retryDelayMax: 120 };

type TRecoveryJob = { email: string };

/** The queue behind POST /credential/recovery/password; answers the function that queues. */
export const registerRecoveryWorker = (app: FastifyInstance): ((email: string) => Promise<void>) => {
  const { jobs, db, config, mailTransport } = app;
  jobs.register(async (boss) => {
    await boss.createQueue(RECOVERY_EMAIL_QUEUE, RECOVERY_RETRY);
    await boss.work<TRecoveryJob>(RECOVERY_EMAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (!job) return;
      await sendRecoveryCode({
        db,
        transport: mailTransport,
        pepper: config.JWT_SECRET,
        email: job.data.email,
        now: app.now(),
      }).catch((error: unknown) => {
        app.log.warn({ err: error, try: job.retryCount + 1 }, 'e-mail de recuperação não enviado');
        throw error;
      });
    });
  });
  return async (email) => {
    const boss = await jobs.get();
    await boss.send(RECOVERY_EMAIL_QUEUE, { email } satisfies TRecoveryJob);
  };
};
