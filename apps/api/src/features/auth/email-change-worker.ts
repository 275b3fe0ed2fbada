import type { FastifyInstance } from 'fastify';
import { sendEmailChangeCode } from './email-change-service.ts';

export const EMAIL_CHANGE_CODE_QUEUE = 'email-change-code';

/** Like the recovery e-mail: a few quick tries within the code's 10 minutes, each with a new code. */
const EMAIL_CHANGE_RETRY = { retryLimit: 5, retryDelay: 15, retryBackoff: true, retryDelayMax: 120 };

type TEmailChangeJob = { changeId: number };

/** The queue behind an e-mail change in Meus Dados; answers the function that queues. */
export const registerEmailChangeWorker = (app: FastifyInstance): ((changeId: number) => Promise<void>) => {
  const { jobs, db, config, mailTransport } = app;
  jobs.register(async (boss) => {
    await boss.createQueue(EMAIL_CHANGE_CODE_QUEUE, EMAIL_CHANGE_RETRY);
    await boss.work<TEmailChangeJob>(
      EMAIL_CHANGE_CODE_QUEUE,
      { pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        await sendEmailChangeCode({
          db,
          transport: mailTransport,
          pepper: config.JWT_SECRET,
          changeId: job.data.changeId,
          now: app.now(),
        }).catch((error: unknown) => {
          app.log.warn({ err: error, try: job.retryCount + 1 }, 'código de troca de e-mail não enviado');
          throw error;
        });
      },
    );
  });
  return async (changeId) => {
    const boss = await jobs.get();
    await boss.send(EMAIL_CHANGE_CODE_QUEUE, { changeId } satisfies TEmailChangeJob);
  };
};
