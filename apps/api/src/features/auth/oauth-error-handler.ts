import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TOAuthErrorResponse } from '@pc/contract/envelope';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError, type TErrorCode } from '../../lib/app-error.ts';
import { toErrorReply } from '../../lib/http/error-reply.ts';

/** The token requests whose grant is being checked: they were read, validated and reached the handler. */
const checkedGrants = new WeakSet<FastifyRequest>();

/**
 * preHandler of the token calls: from here on a 400 is the grant's (invalid_grant); before it, the
 * request itself was malformed (invalid_request: a field missing, repeated or badly encoded).
 */
export const markGrantChecked = async (request: FastifyRequest): Promise<void> => {
  checkedGrants.add(request);
};

const oauthErrorOf = (code: TErrorCode, isGrantChecked: boolean): string => {
  switch (code) {
    case 'UNAUTHORIZED':
      return 'invalid_client';
    case 'BAD_REQUEST':
      return isGrantChecked ? 'invalid_grant' : 'invalid_request';
    case 'TOO_MANY_REQUESTS':
      return 'too_many_attempts';
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'METHOD_NOT_ALLOWED':
    case 'CONFLICT':
    case 'PAYLOAD_TOO_LARGE':
      return 'invalid_request';
    case 'INTERNAL':
    case 'SERVICE_UNAVAILABLE':
      return 'server_error';
    default: {
      const exhaustive: never = code;
      return String(exhaustive);
    }
  }
};

/**
 * RFC 6749 §5.2: a grant_type the endpoint does not take (sent once, as text) is
 * unsupported_grant_type; a missing or repeated one is a malformed request.
 */
const isUnsupportedGrant = (error: FastifyError, request: FastifyRequest): boolean => {
  if (!hasZodFastifySchemaValidationErrors(error)) return false;
  const grant = (request.body as Record<string, unknown> | null | undefined)?.['grant_type'];
  if (typeof grant !== 'string' || grant === '') return false;
  return error.validation.some((issue) => issue.instancePath === '/grant_type');
};

/** Error handler of POST /oauth/token: RFC 6749 §5.2 bodies `{ error, error_description }`. */
export const oauthErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { statusCode, body, headers } = toErrorReply(error, request);
  if (headers) void reply.headers(headers);
  if (statusCode === 401) void reply.header('www-authenticate', 'Basic realm="oauth"');
  const oauthError: TOAuthErrorResponse = {
    error: isUnsupportedGrant(error, request)
      ? 'unsupported_grant_type'
      : hasZodFastifySchemaValidationErrors(error)
        ? 'invalid_request'
        : isAppError(error)
          ? oauthErrorOf(error.code, checkedGrants.has(request))
          : statusCode >= 500
            ? 'server_error'
            : 'invalid_request',
    error_description: body.message,
  };
  return reply.status(statusCode).send(oauthError);
};
