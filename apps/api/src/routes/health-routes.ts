import type { FastifyInstance } from 'fastify';
import { getHealthCall, getReadyCall } from '@pc/contract/health';
import { registerCall } from '../lib/http/register-call.ts';

export const registerHealthRoutes = (app: FastifyInstance): void => {
  registerCall(app, getHealthCall, async () => ({ status: 'ok' as const }));

  registerCall(app, getReadyCall, async (_request, reply) => {
    const isDatabaseUp = await app.database.ping();
    if (!isDatabaseUp) return reply.status(503).send({ status: 'unavailable', database: false });
    return { status: 'ok' as const, database: true };
  });
};
