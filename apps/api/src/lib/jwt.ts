import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** The only algorithm signed and accepted: a token naming another (`none` included) is refused. */
const ALGORITHM = 'HS256';

/** Claims of the access token: the user and the companies whose data the token may read. */
const ZAccessClaims = z.object({
  sub: z.string(),
  companyIds: z.array(z.int()),
  iat: z.number(),
  exp: z.number(),
  /** Session (refresh-token family) the token was issued for; lets a password change keep this session. */
  sid: z.string().optional(),
  /** users.session_version when issued: a raised version (password, e-mail, deactivation, unlink) ends the token. */
  sv: z.int().optional(),
  /** Audience: absent for the main API's access token, 'bi' for the BI host's, 'integration' for a service client's. */
  aud: z.string().optional(),
});

export type TAccessClaims = z.infer<typeof ZAccessClaims>;

type TSigningKey = { kid: string; secret: Uint8Array };

/**
 * A key's id in the token header: a short HMAC of a fixed label under the key, so it names the key
 * without telling anything about it (and the same key always gets the same id on every instance).
 */
export const keyIdOf = (secret: string): string =>
  createHmac('sha256', secret).update('portal-dos-clientes/jwt-kid/v1').digest('base64url').slice(0, 16);

// The ring is the config's array, the same object on every request: its ids and encoded keys are
// worked out once, not per token.
const rings = new WeakMap<readonly string[], TSigningKey[]>();

const keyRingOf = (signingKeys: readonly string[]): TSigningKey[] => {
  const cached = rings.get(signingKeys);
  if (cached) return cached;
  const ring = signingKeys.map((secret) => ({
    kid: keyIdOf(secret),
    secret: new TextEncoder().encode(secret),
  }));
  rings.set(signingKeys, ring);
  return ring;
};

type TSignAccessTokenOptions = {
  claims: TAccessClaims;
  /** The key ring (config JWT_SIGNING_KEYS): the first key signs. */
  signingKeys: readonly string[];
};

/** Signs an HS256 JWT with the ring's current key, named by its `kid`. */
export const signAccessToken = async ({ claims, signingKeys }: TSignAccessTokenOptions): Promise<string> => {
  const [current] = keyRingOf(signingKeys);
  if (!current) throw new Error('no JWT signing key');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: current.kid })
    .sign(current.secret);
};

type TVerifyAccessTokenOptions = {
  token: string;
  /** The key ring: a token verifies with the key its `kid` names, the current key or a previous one. */
  signingKeys: readonly string[];
  /** The app's clock (tests move it). */
  now: Date;
  /** Must equal the token's `aud`; absent for the main API's access token, whose tokens have none. */
  audience?: string;
};

/**
 * Verifies algorithm, key id, signature, expiry, audience and the claims' shape; answers the
 * claims, or null for any invalid token. The audience must equal the token's `aud` (both absent for
 * the main API's access token), so a token of one audience is never accepted by another even if
 * keys were shared.
 */
export const verifyAccessToken = async ({
  token,
  signingKeys,
  now,
  audience,
}: TVerifyAccessTokenOptions): Promise<TAccessClaims | null> => {
  const ring = keyRingOf(signingKeys);
  const keyOf: JWTVerifyGetKey<Uint8Array> = ({ kid }) => {
    const key = ring.find((candidate) => candidate.kid === kid);
    if (!key) throw new Error('unknown kid');
    return key.secret;
  };
  try {
    const { payload } = await jwtVerify(token, keyOf, {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const claims = ZAccessClaims.safeParse(payload);
    if (!claims.success || claims.data.aud !== audience) return null;
    return claims.data;
  } catch {
    return null;
  }
};
