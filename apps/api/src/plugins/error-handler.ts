import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorResponse } from '@pc/contract/envelope';
import { toErrorReply } from '../lib/http/error-reply.ts';
import { biErrorHandler } from '../lib/http/bi-error-handler.ts';

/** Sends any error as the one JSON `TErrorResponse`; 5xx never leak internals. */
export const sendErrorReply = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { statusCode, body, headers } = toErrorReply(error, request);
  if (headers) void reply.headers(headers);
  return reply.status(statusCode).send(body);
};

/** The one error handler: every error leaves as a JSON `TErrorResponse`; 5xx never leak internals. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler(sendErrorReply);
};

/**
 * Fastify's `frameworkErrors`: the router's refusals (a bad %-encoding, a parameter too long), which
 * no route's handler sees, in the shape of the host the path is on (the BI host adds error_description).
 */
export const createFrameworkErrorHandler =
  (isBiHostPath: (pathname: string) => boolean) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    isBiHostPath(request.url.split('?')[0] ?? '')
      ? biErrorHandler(error, request, reply)
      : sendErrorReply(error, request, reply);

/** What Node's HTTP parser refuses before Fastify sees a request, said in pt-BR. */
const parserRefusalOf = (code: string | undefined): { status: number; code: string; message: string } => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: 'Os cabeçalhos da requisição (com o endereço) passam do tamanho aceito.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'A requisição demorou demais para chegar e foi encerrada. Tente novamente.',
      };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: 'A requisição HTTP está malformada.' };
  }
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: the answers of Node's HTTP parser (431 for headers or an address
 * too large, 408, a malformed request) in the product's envelope and in pt-BR, as Fastify's own
 * handler does otherwise in English.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = parserRefusalOf(error.code);
  const body: TErrorResponse = { code: refusal.code, message: refusal.message, requestId: randomUUID() };
  const json = JSON.stringify(body);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Connection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
