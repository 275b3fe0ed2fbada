import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BI_TOKEN_HEADER } from '@pc/contract/call';
import { unauthorized } from '../../lib/app-error.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';
import { readBearerAuth } from './authenticate.ts';

export const BI_AUDIENCE = 'bi';

/** The BI host signs with its own key, derived from JWT_SECRET, so its token never passes as an access token. */
export const deriveBiKey = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('portal-dos-clientes/bi-token/v1').digest('hex');

type TSignBiTokenOptions = {
  jwtSecret: string;
  userId: number;
  companyIds: number[];
  now: Date;
  ttlSeconds: number;
};

export const signBiToken = ({
  jwtSecret,
  userId,
  companyIds,
  now,
  ttlSeconds,
}: TSignBiTokenOptions): string => {
  const iat = Math.floor(now.getTime() / 1000);
  return signAccessToken(
    { sub: String(userId), companyIds, iat, exp: iat + ttlSeconds, aud: BI_AUDIENCE },
    deriveBiKey(jwtSecret),
  );
};

/**
 * onRequest hook for 'bi-token' calls: the bearer access token AND the BI token (header `token`)
 * must both be valid and name the same user. The scope is the BI token's companies, which the BI
 * host issued from the same user's links.
 */
export const authenticateBiToken = async (request: FastifyRequest): Promise<void> => {
  const bearer = await readBearerAuth(request);
  const header = request.headers[BI_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized('Autenticação necessária: envie o token do BI.');
  const { config } = request.server;
  const nowSeconds = Math.floor(request.server.now().getTime() / 1000);
  const claims = verifyAccessToken(token, deriveBiKey(config.JWT_SECRET), nowSeconds, BI_AUDIENCE);
  if (!claims || Number(claims.sub) !== bearer.userId) {
    throw unauthorized('Token do BI inválido ou expirado. Entre novamente.');
  }
  request.auth = { userId: bearer.userId, callerCompanyIds: claims.companyIds, sessionId: bearer.sessionId };
};
