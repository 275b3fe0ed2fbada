import type { FastifyInstance } from 'fastify';
import { FOLLOW_UP_UNSUBSCRIBED_MESSAGE, postFollowUpUnsubscribeCall } from '@pc/contract/follow-up';
import { notFound } from '../../lib/app-error.ts';
import { registerCall } from '../../core/http/register-call.ts';
import type { TListDuePayments } from './build-digest-data.ts';
import { createFollowUpRuns, scheduleFollowUps } from './follow-up-jobs.ts';
import { readUnsubscribeToken } from '../../core/mail/follow-up-links.ts';
import { disableFollowUp } from './follow-up-repository.ts';

type TFollowUpOptions = {
  /** The cash calendar's unpaid items of a period (the calendars feature's, passed in). */
  listDuePayments: TListDuePayments;
};

/**
 * The follow-up e-mails: their one-click unsubscribe, the runs (app.followUp) and, unless
 * FOLLOW_UP_SCHEDULES is off, their schedules, started with the app.
 */
export const registerFollowUp = (app: FastifyInstance, { listDuePayments }: TFollowUpOptions): void => {
  const runs = createFollowUpRuns({
    config: app.config,
    db: app.db,
    mailQueue: app.mailQueue,
    now: app.now,
    listDuePayments,
  });
  app.decorate('followUp', runs);
  if (app.config.FOLLOW_UP_SCHEDULES) {
    scheduleFollowUps({ jobs: app.jobs, runs, config: app.config, logger: app.log });
    app.addHook('onReady', async () => {
      app.jobs.startInBackground();
    });
  }

  registerCall(app, postFollowUpUnsubscribeCall, async (request) => {
    const userId = readUnsubscribeToken({ secret: app.config.JWT_SECRET, token: request.query.token });
    const isDone = userId !== null && (await disableFollowUp(app.db, { userId, now: app.now() }));
    if (!isDone) throw notFound('Este link de cancelamento não é válido. Altere o follow-up em Meus Dados.');
    return { code: 'SUCCESS', message: FOLLOW_UP_UNSUBSCRIBED_MESSAGE };
  });
};
