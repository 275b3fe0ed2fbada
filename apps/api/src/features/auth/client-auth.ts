import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Equal-length digests make the comparison constant-time whatever the lengths of the inputs. */
const isSame = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

const invalidClient = (): AppError => new AppError('UNAUTHORIZED', 'Cliente OAuth inválido ou ausente.');

/** onRequest hook of POST /oauth/token: HTTP Basic client authentication (RFC 6749 §2.3.1). */
export const authenticateClient = async (request: FastifyRequest): Promise<void> => {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) throw invalidClient();
  const { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } = request.server.config;
  const isIdOk = isSame(decoded.slice(0, separator), OAUTH_CLIENT_ID);
  const isSecretOk = isSame(decoded.slice(separator + 1), OAUTH_CLIENT_SECRET);
  if (!isIdOk || !isSecretOk) throw invalidClient();
};
