import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { ZBiErrorResponse } from '@pc/contract/bi';
import {
  DEFAULT_MAX_BODY_BYTES,
  getCallAuth,
  getCallHost,
  toFastifyPath,
  type TCall,
  type TCallAuth,
} from '@pc/contract/call';
import { ZErrorResponse, ZOAuthErrorResponse } from '@pc/contract/envelope';
import { biErrorHandler } from '../../lib/http/bi-error-handler.ts';
import { authenticateBiToken } from '../auth/bi-token.ts';
import { authenticateService } from '../auth/service-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticateBearer } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import { rejectControlCharacters } from '../../lib/http/control-characters.ts';
import { describeCall } from './call-openapi.ts';

type TInput<T extends z.ZodType | undefined> = T extends z.ZodType ? z.output<T> : undefined;

export type TCallRequest<T extends TCall> = FastifyRequest<{
  Params: TInput<T['params']>;
  Querystring: TInput<T['query']>;
  Body: TInput<T['body']>;
}>;

type TSuccess<T extends TCall> = T['responses'] extends { 200: infer R extends z.ZodType }
  ? z.input<R>
  : T['responses'] extends { 201: infer R extends z.ZodType }
    ? z.input<R>
    : undefined;

/** A handler returns the success body (validated and serialised by the contract), or sends a file itself. */
export type TCallHandler<T extends TCall> = (
  request: TCallRequest<T>,
  reply: FastifyReply,
) => Promise<TSuccess<T> | FastifyReply>;

const ERROR_STATUSES = [400, 401, 403, 404, 409, 429] as const;
/**
 * A route that may receive a body (every method but GET) also answers 413 (too large) and 415 (a
 * media type it does not read): Fastify reads a sent body before the route, even one it ignores.
 */
const BODY_ERROR_STATUSES = [413, 415] as const;
/** A route with a path parameter also answers 414 (a value longer than the router reads). */
const PATH_ERROR_STATUSES = [414] as const;

/** Error body per call: OAuth's `{ error, error_description }` on the token call, BI errors on the BI host. */
const errorSchemaOf = (call: TCall): z.ZodType => {
  const auth = getCallAuth(call);
  if (auth === 'client-basic' || auth === 'service-basic') return ZOAuthErrorResponse;
  return getCallHost(call) === 'bi' ? ZBiErrorResponse : ZErrorResponse;
};

const errorResponsesOf = (call: TCall): Record<number, z.ZodType> => {
  const hasBody = call.method !== 'GET';
  const statuses = [
    ...ERROR_STATUSES,
    ...(hasBody ? BODY_ERROR_STATUSES : []),
    ...(call.params ? PATH_ERROR_STATUSES : []),
  ];
  return Object.fromEntries(statuses.map((status) => [status, errorSchemaOf(call)]));
};

/**
 * The authentication hook of each kind of call, so that no authenticated route can be registered
 * without it. 'client-basic' is checked by the token route itself (its errors are OAuth-shaped).
 */
const authHookOf = (auth: TCallAuth): onRequestHookHandler | null => {
  switch (auth) {
    case 'bearer':
      return authenticateBearer;
    case 'bi-token':
      return authenticateBiToken;
    case 'service':
      return authenticateService;
    case 'client-basic':
    case 'service-basic':
    case 'none':
      return null;
    default: {
      const exhaustive: never = auth;
      throw new Error(`Unknown call auth: ${String(exhaustive)}`);
    }
  }
};

/**
 * The role hook of a call that requires one. Only a signed-in user has a role: a role on any other
 * kind of call is a contract bug, refused when the route registers.
 */
const roleHookOf = (call: TCall): onRequestHookHandler | null => {
  if (!call.role) return null;
  if (getCallAuth(call) !== 'bearer') {
    throw new Error(`${call.method} ${call.path}: a role needs 'bearer' auth`);
  }
  return requireRole(call.role);
};

/** The API reference's sections (/docs): what the broker's systems call, the BI host, the back-office, the portal. */
const tagOf = (call: TCall): string => {
  const auth = getCallAuth(call);
  if (auth === 'service' || auth === 'service-basic') return 'Integração (sistemas do despachante)';
  if (call.role) return 'Back-office (equipe do despachante)';
  return getCallHost(call) === 'bi' ? 'BI' : 'Portal';
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const publicRateLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  // Thrown, so the route's own error handler answers it in its shape (OAuth, BI, or the API's).
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new AppError(
      'TOO_MANY_REQUESTS',
      `Muitas requisições em pouco tempo. Aguarde ${seconds} segundos e tente novamente.`,
      { headers: { 'retry-after': String(seconds) } },
    );
  },
});

/**
 * A DELETE that takes a body (the current password) may arrive without one, as some clients drop it:
 * read as an empty object, so the contract's own pt-BR messages say which field is missing.
 */
const fillMissingDeleteBody = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};

/**
 * Registers a route straight from its contract call, so that params, query, body and a
 * response schema per status are always declared, and the path can never drift from the spec.
 */
export const registerCall = <T extends TCall>(
  app: FastifyInstance,
  call: T,
  handler: TCallHandler<T>,
  options: Pick<RouteShorthandOptions, 'preHandler' | 'onRequest' | 'config' | 'errorHandler'> = {},
): void => {
  const authHook = authHookOf(getCallAuth(call));
  const roleHook = roleHookOf(call);
  // The authentication hook always runs first, then the role's, before any hook of the route.
  const onRequest = [
    ...(authHook ? [authHook] : []),
    ...(roleHook ? [roleHook] : []),
    ...asArray(options.onRequest),
  ];
  // BI-host errors must carry error_description wherever the call is registered.
  const errorHandler = options.errorHandler ?? (getCallHost(call) === 'bi' ? biErrorHandler : undefined);
  // Every public write (sign-in, renewal, recovery, logout, the BI sign-in) is rate limited per IP.
  const isPublicWrite = authHook === null && call.method !== 'GET';
  const routeConfig = {
    ...(isPublicWrite ? { rateLimit: publicRateLimit(app.config.PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE) } : {}),
    ...options.config,
  };
  const bodyLimit = call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    schema: {
      summary: call.summary,
      tags: [tagOf(call)],
      ...describeCall(call, bodyLimit),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      // A file answer's 200 is the document's only (call-openapi.ts): the route sends the bytes itself.
      response: call.isBinary ? errorResponsesOf(call) : { ...errorResponsesOf(call), ...call.responses },
    },
    bodyLimit,
    preValidation:
      call.method === 'DELETE' && call.body
        ? [fillMissingDeleteBody, rejectControlCharacters]
        : rejectControlCharacters,
    ...options,
    config: routeConfig,
    ...(onRequest.length > 0 ? { onRequest: onRequest as onRequestHookHandler[] } : {}),
    ...(errorHandler ? { errorHandler } : {}),
    handler: handler as never,
  });
};
