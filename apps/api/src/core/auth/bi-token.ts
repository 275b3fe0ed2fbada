import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BI_TOKEN_HEADER } from '@pc/contract/call';
import { unauthorized } from '../../lib/app-error.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';
import { verifyBearer } from './authenticate.ts';

export const BI_AUDIENCE = 'bi';

/**
 * The BI host's key ring: each signing key's own BI key, derived from it, so a BI token never passes
 * as an access token, and rotating the signing keys rotates the BI keys with them.
 */
const biRings = new WeakMap<readonly string[], string[]>();

export const biSigningKeysOf = (signingKeys: readonly string[]): string[] => {
  // Derived once per ring (the config's array), so the JWT module's own cache of the ring holds too.
  const cached = biRings.get(signingKeys);
  if (cached) return cached;
  const ring = signingKeys.map((key) =>
    createHmac('sha256', key).update('portal-dos-clientes/bi-token/v1').digest('hex'),
  );
  biRings.set(signingKeys, ring);
  return ring;
};

type TSignBiTokenOptions = {
  /** The key ring (config JWT_SIGNING_KEYS). */
  signingKeys: readonly string[];
  userId: number;
  /** users.session_version when issued: a raised version (password, e-mail, deactivation, link) ends the token. */
  sessionVersion: number;
  now: Date;
  ttlSeconds: number;
};

/**
 * The BI token names the user and the session version, and no companies: the token format needs
 * the list, so it is empty. Every BI call takes its scope from the access token, whose companies
 * the session check keeps live; a BI token issued before a link changed would otherwise keep the
 * unlinked company for its 8 hours.
 */
export const signBiToken = ({
  signingKeys,
  userId,
  sessionVersion,
  now,
  ttlSeconds,
}: TSignBiTokenOptions): Promise<string> => {
  const iat = Math.floor(now.getTime() / 1000);
  return signAccessToken({
    claims: {
      sub: String(userId),
      companyIds: [],
      iat,
      exp: iat + ttlSeconds,
      aud: BI_AUDIENCE,
      sv: sessionVersion,
    },
    signingKeys: biSigningKeysOf(signingKeys),
  });
};

/**
 * onRequest hook for 'bi-token' calls: the bearer access token AND the BI token (header `token`)
 * must both be valid, name the same user and carry the user's current session version, so a
 * password or e-mail change, a deactivation or a changed company link ends the BI token as it ends
 * the access tokens. The scope is the access token's companies (live, as on the portal's calls).
 */
export const authenticateBiToken = async (request: FastifyRequest): Promise<void> => {
  const { auth, sessionVersion } = await verifyBearer(request);
  const header = request.headers[BI_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized('Autenticação necessária: envie o token do BI.');
  const claims = await verifyAccessToken({
    token,
    signingKeys: biSigningKeysOf(request.server.config.JWT_SIGNING_KEYS),
    now: request.server.now(),
    audience: BI_AUDIENCE,
  });
  // A token without a version (issued before versions were carried) is refused like a stale one.
  if (!claims || Number(claims.sub) !== auth.userId || claims.sv !== sessionVersion) {
    throw unauthorized('Token do BI inválido ou expirado. Entre novamente.');
  }
  request.auth = auth;
};
