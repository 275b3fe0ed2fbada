import type { FastifyRequest } from 'fastify';
import { badRequest } from '../app-error.ts';

/**
 * C0 controls but tab, line feed and carriage return, and DEL: no field of the product takes them,
 * and NUL cannot be stored in PostgreSQL text at all (the query fails). A character class's body,
 * so the OpenAPI document's pattern says the same (core/http/call-openapi.ts).
 */
export const CONTROL_CHARACTER_RANGE = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTER_RANGE}]`);
const MAX_DEPTH = 8;

/**
 * Only what a JSON body or a query parses to is walked. An upload's body is a file (a stream or
 * its bytes), not text: walking a 50 MB Buffer's entries one by one held the event loop for
 * seconds and ran the server out of memory. Bytes and streams are recognised by what they are,
 * not by prototype: the query and params parsers build objects on prototypes of their own.
 */
const isParsedJson = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
};

/** The path of the first text under `value` holding a control character, or null. */
export const findControlCharacter = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (depth >= MAX_DEPTH || !isParsedJson(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return `${path}.${key.replace(CONTROL_CHARACTER, '?')}`;
    const found = findControlCharacter(
      item,
      Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
};

/**
 * Before validation, every route refuses text with control characters in its params, query or
 * body with a pt-BR 400 naming the field: one rule for every call, present and future.
 */
export const rejectControlCharacters = async (request: FastifyRequest): Promise<void> => {
  const found =
    findControlCharacter(request.params, 'params') ??
    findControlCharacter(request.query, 'query') ??
    findControlCharacter(request.body, 'body');
  if (found) {
    const message = `O campo ${found} contém caracteres de controle, que não são aceitos.`;
    throw badRequest(message, [{ path: found, message }]);
  }
};
