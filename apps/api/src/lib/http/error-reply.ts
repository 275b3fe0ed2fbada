import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@pc/contract/envelope';
import { isDatabaseUnavailable } from '../connection-errors.ts';
import { isAppError } from '../app-error.ts';

/** A database restart or failover: the client may retry in a few seconds. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'O banco de dados está indisponível no momento. Tente novamente em alguns instantes.';

const locationLabel: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

/**
 * A message a person can act on: the contract's pt-BR texts as they are, the generic ones
 * (validator-compiler.ts) after their field, since they do not say which field they are about.
 */
const describeValidation = (details: { path: string; message: string; isGeneric: boolean }[]): string => {
  const parts = details.map((detail) =>
    detail.isGeneric ? `${detail.path}: ${detail.message}` : detail.message,
  );
  return [...new Set(parts)].join(' ');
};

/** Issues listed in a 400 answer, and the longest text of each: the rest is summed up. */
const MAX_ISSUES = 10;
const MAX_TEXT = 300;
const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** Fastify's own client errors (parsing, size, media type) say in English what went wrong: in pt-BR here. */
const clientErrorMessage = (error: FastifyError, request: FastifyRequest): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions.bodyLimit ?? 0;
      return `O corpo da requisição é grande demais (máximo de ${Math.round(limit / 1024)} KB).`;
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Tipo de conteúdo não suportado: ${clip(String(request.headers['content-type'] ?? 'não informado'))}.`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo da requisição está vazio, mas foi declarado como JSON.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'O corpo da requisição não é um JSON válido.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'O tamanho declarado do corpo não confere com o enviado.';
    case 'FST_ERR_BAD_URL':
      return 'O endereço da requisição tem uma codificação inválida (uma sequência % malformada).';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Um trecho do endereço da requisição é longo demais.';
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return `Codificação do corpo não suportada: ${clip(String(request.headers['content-encoding'] ?? ''))}.`;
    case 'FST_CP_ERR_INVALID_CONTENT':
      return 'O corpo da requisição não pôde ser descompactado.';
    default:
      break;
  }
  if (error instanceof SyntaxError) return 'O corpo da requisição não é um JSON válido.';
  return (error.statusCode ?? 400) === 404 ? 'Registro não encontrado.' : 'Requisição inválida.';
};

/** The envelope's code of Fastify's own client errors. */
const clientErrorCode = (statusCode: number): string => {
  switch (statusCode) {
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    default:
      return 'BAD_REQUEST';
  }
};

export type TErrorReply = {
  statusCode: number;
  body: TErrorResponse;
  headers: Record<string, string> | undefined;
};

/** Maps any error to the one JSON error body; 5xx never carry internals. Shared by every error handler. */
export const toErrorReply = (error: FastifyError, request: FastifyRequest): TErrorReply => {
  const requestId = String(request.id);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = locationLabel[error.validationContext ?? ''] ?? 'request';
    // A list of a million bad items must not become a million issues in the answer.
    const issues = error.validation.slice(0, MAX_ISSUES).map((issue) => ({
      path: clip([where, ...issue.instancePath.split('/').filter(Boolean)].join('.')),
      message: clip(issue.message ?? 'Valor inválido.'),
      isGeneric: 'isGeneric' in issue && issue.isGeneric === true,
    }));
    const details = issues.map(({ path, message }) => ({ path, message }));
    const more = error.validation.length - details.length;
    const tail = more > 0 ? ` (e mais ${more} ${more === 1 ? 'problema' : 'problemas'} na requisição)` : '';
    return {
      statusCode: 400,
      headers: undefined,
      body: {
        code: 'BAD_REQUEST',
        message: `${describeValidation(issues)}${tail}`,
        details,
        requestId,
      },
    };
  }

  if (isAppError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return {
      statusCode: error.statusCode,
      headers: error.headers,
      body: {
        code: error.code,
        message: error.statusCode >= 500 ? 'Erro interno do servidor.' : error.message,
        ...(error.details ? { details: error.details } : {}),
        requestId,
      },
    };
  }

  if (isResponseSerializationError(error)) {
    // The answer broke its own contract: a server bug, logged with the zod issues.
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
    return {
      statusCode: 500,
      headers: undefined,
      body: { code: 'INTERNAL', message: 'Erro interno do servidor.', requestId },
    };
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode < 500) {
    // Fastify's own client errors (bad JSON, unsupported media type, body too large...).
    return {
      statusCode,
      headers: undefined,
      body: {
        code: clientErrorCode(statusCode),
        message: clientErrorMessage(error, request),
        requestId,
      },
    };
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'banco de dados indisponível');
    return {
      statusCode: 503,
      headers: { 'retry-after': '5' },
      body: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, requestId },
    };
  }

  request.log.error({ err: error }, 'unhandled error');
  return {
    statusCode: 500,
    headers: undefined,
    body: { code: 'INTERNAL', message: 'Erro interno do servidor.', requestId },
  };
};
