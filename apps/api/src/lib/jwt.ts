import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of the access token: the user and the companies whose data the token may read. */
export type TAccessClaims = {
  sub: string;
  companyIds: number[];
  iat: number;
  exp: number;
  /** Session (refresh-token family) the token was issued for; lets a password change keep this session. */
  sid?: string;
  /** users.session_version when issued: a raised version (password, e-mail, deactivation, unlink) ends the token. */
  sv?: number;
  /** Audience: absent for the main API's access token, 'bi' for the BI host's token. */
  aud?: string;
};

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });

const sign = (input: string, secret: string): Buffer => createHmac('sha256', secret).update(input).digest();

/** Signs an HS256 JWT. Kept in-house: 30 lines of node:crypto beat a dependency for one algorithm. */
export const signAccessToken = (claims: TAccessClaims, secret: string): string => {
  const body = `${header}.${encode(claims)}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
};

const isWellFormed = (claims: Partial<TAccessClaims>): claims is TAccessClaims =>
  typeof claims.sub === 'string' &&
  typeof claims.exp === 'number' &&
  typeof claims.iat === 'number' &&
  Array.isArray(claims.companyIds) &&
  claims.companyIds.every((id) => Number.isInteger(id)) &&
  (claims.sid === undefined || typeof claims.sid === 'string') &&
  (claims.sv === undefined || Number.isInteger(claims.sv)) &&
  (claims.aud === undefined || typeof claims.aud === 'string');

/**
 * Verifies signature, algorithm, expiry and audience; answers the claims, or null for any invalid
 * token. `audience` must equal the token's `aud` (both absent for the main API's access token), so
 * a token of one audience is never accepted by the other even if keys were shared.
 */
export const verifyAccessToken = (
  token: string,
  secret: string,
  nowSeconds: number,
  audience?: string,
): TAccessClaims | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
  if (encodedHeader !== header) return null;
  const expected = sign(`${encodedHeader}.${encodedClaims}`, secret);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(encodedClaims, 'base64url').toString('utf8'),
    ) as Partial<TAccessClaims>;
    if (!isWellFormed(claims) || claims.exp <= nowSeconds) return null;
    if (claims.aud !== audience) return null;
    return claims;
  } catch {
    return null;
  }
};
