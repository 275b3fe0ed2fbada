import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { TBiErrorResponse } from '@pc/contract/bi';
import { toErrorReply } from '../plugins/error-handler.ts';
import { registerBiAuthRoutes } from './bi-auth-routes.ts';

/**
 * The BI host (`/gescomex/auth`, `/bi/*`): a separate plugin with its own base URL and its own
 * token (header `token`, see bi-token.ts). Mounted in the API process by default. Its errors add
 * `error_description`, which the web throws on 400.
 */
export const biPlugin: FastifyPluginAsync = async (fastify) => {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body, headers } = toErrorReply(error, request);
    if (headers) void reply.headers(headers);
    const biBody: TBiErrorResponse = { ...body, error_description: body.message };
    return reply.status(statusCode).send(biBody);
  });

  registerBiAuthRoutes(fastify);
};
