import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TBiErrorResponse } from '@pc/contract/bi';
import { toErrorReply } from './error-reply.ts';

/** Error handler of every BI-host call: the usual body plus `error_description`, which the web throws on 400. */
export const biErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { statusCode, body, headers } = toErrorReply(error, request);
  if (headers) void reply.headers(headers);
  const biBody: TBiErrorResponse = { ...body, error_description: body.message };
  return reply.status(statusCode).send(biBody);
};
