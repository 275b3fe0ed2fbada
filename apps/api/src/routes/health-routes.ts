import type { FastifyInstance } from 'fastify';
import { getHealthCall, getReadyCall } from '@pc/contract/health';
import { registerCall } from '../core/http/register-call.ts';

export const registerHealthRoutes = (app: FastifyInstance): void => {
  registerCall(app, getHealthCall, async () => ({ status: 'ok' as const }));

  // The proxy's health check: not ready while draining (SIGTERM), or when the database or the job
  // queue (e-mail, schedules) does not answer.
  registerCall(app, getReadyCall, async (_request, reply) => {
    const [isDatabaseUp, isQueueUp] = await Promise.all([app.database.ping(), app.jobs.ping()]);
    const isReady = isDatabaseUp && isQueueUp && !app.isDraining;
    const body = { database: isDatabaseUp, queue: isQueueUp, draining: app.isDraining };
    if (!isReady) return reply.status(503).send({ status: 'unavailable', ...body });
    return { status: 'ok' as const, ...body };
  });
};
