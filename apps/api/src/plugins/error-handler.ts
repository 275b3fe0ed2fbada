import type { FastifyError, FastifyInstance } from 'fastify';
import { toErrorReply } from '../lib/http/error-reply.ts';

/** The one error handler: every error leaves as a JSON `TErrorResponse`; 5xx never leak internals. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body, headers } = toErrorReply(error, request);
    if (headers) void reply.headers(headers);
    return reply.status(statusCode).send(body);
  });
};
