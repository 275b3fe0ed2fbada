import { randomUUID } from 'node:crypto';
import type { TOAuthPasswordGrantResponse, TOAuthTokenResponse } from '@pc/contract/auth';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TConfig } from '../../lib/config.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { signAccessToken } from '../../lib/jwt.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { verifyCredentials } from './credential-service.ts';
import type { TAccountAlerts } from './sign-in-throttle.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  setReplacedBy,
} from './refresh-token-repository.ts';
import { findScopeCompanyIds } from '../../db/repositories/user-scope.ts';
import { findUserById } from './user-repository.ts';
import { challengeSecondFactor } from './second-factor/second-factor-gate.ts';

type TTokenConfig = Pick<
  TConfig,
  'JWT_SIGNING_KEYS' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_SECONDS'
>;

const invalidRefreshToken = (): AppError =>
  new AppError('BAD_REQUEST', 'Sessão expirada ou inválida. Entre novamente.');

/**
 * Two tabs renewing at once present the same token: the second within this many seconds gets a
 * fresh pair of the same family instead of being treated as theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

type TIssueTokensOptions = {
  db: TDbExecutor;
  config: TTokenConfig;
  userId: number;
  /** users.session_version now: the access token carries it (see core/auth/session-state.ts). */
  sessionVersion: number;
  familyId: string;
  /** Absolute end of the family: sign-in + REFRESH_TOKEN_TTL_SECONDS, kept by every rotation. */
  familyExpiresAt: Date;
  now: Date;
};

/** Signs an access token and stores a new refresh token of the family; answers both and the new token's id. */
const issueTokens = async ({
  db,
  config,
  userId,
  sessionVersion,
  familyId,
  familyExpiresAt,
  now,
}: TIssueTokensOptions): Promise<{ response: TOAuthTokenResponse; refreshTokenId: number }> => {
  // The scope is read at every issue, so a changed link takes effect at the next renewal.
  const companyIds = await findScopeCompanyIds(db, userId);
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = await signAccessToken({
    claims: {
      sub: String(userId),
      companyIds,
      iat,
      exp: iat + config.ACCESS_TOKEN_TTL_SECONDS,
      sid: familyId,
      sv: sessionVersion,
    },
    signingKeys: config.JWT_SIGNING_KEYS,
  });
  const refreshToken = newOpaqueToken();
  const refreshTokenId = await insertRefreshToken(db, {
    userId,
    familyId,
    // Only its SHA-256 is stored: a database leak does not leak sessions.
    tokenHash: hashOpaqueToken(refreshToken),
    created: now,
    expiresAt: familyExpiresAt,
  });
  return {
    refreshTokenId,
    response: {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
    },
  };
};

type TSignInOptions = {
  db: TDatabase;
  config: TTokenConfig;
  alerts: TAccountAlerts;
  username: string;
  password: string;
  ip: string;
  now: Date;
};

type TStartSessionOptions = {
  db: TDbExecutor;
  config: TTokenConfig;
  user: { id: number; sessionVersion: number };
  now: Date;
};

/** Starts a new session (refresh family) for a user whose every factor has been checked. */
export const startSession = async ({
  db,
  config,
  user,
  now,
}: TStartSessionOptions): Promise<TOAuthTokenResponse> => {
  const { response } = await issueTokens({
    db,
    config,
    userId: user.id,
    sessionVersion: user.sessionVersion,
    familyId: randomUUID(),
    familyExpiresAt: new Date(now.getTime() + config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    now,
  });
  return response;
};

/**
 * grant_type=password: checks the credentials (throttled); a user who owes a second factor (or must
 * enrol one) gets a challenge instead of tokens (second-factor/second-factor-gate.ts).
 */
export const signInWithPassword = async ({
  db,
  config,
  alerts,
  username,
  password,
  ip,
  now,
}: TSignInOptions): Promise<TOAuthPasswordGrantResponse> => {
  const user = await verifyCredentials({ db, alerts, email: username, password, ip, now });
  const challenge = await challengeSecondFactor({ db, user, now });
  if (challenge) return challenge;
  return startSession({ db, config, user, now });
};

type TRefreshOptions = { db: TDatabase; config: TTokenConfig; refreshToken: string; now: Date };

type TRotation =
  | { kind: 'rotated'; response: TOAuthTokenResponse }
  | { kind: 'reused'; familyId: string }
  | { kind: 'refused' };

/**
 * grant_type=refresh_token: rotates the token (the old one is spent, a new one joins the family).
 * Presenting a spent or revoked token is treated as theft: the whole family is revoked.
 */
export const refreshSession = async ({
  db,
  config,
  refreshToken,
  now,
}: TRefreshOptions): Promise<TOAuthTokenResponse> => {
  const rotation = await db.transaction(async (tx): Promise<TRotation> => {
    const row = await findRefreshTokenByHash(tx, hashOpaqueToken(refreshToken));
    if (!row) return { kind: 'refused' };
    if (row.revokedAt) return { kind: 'reused', familyId: row.familyId };
    const isInGrace =
      row.usedAt !== null && now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (row.usedAt && !isInGrace) return { kind: 'reused', familyId: row.familyId };
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'refused' };
    const user = await findUserById(tx, row.userId);
    if (!user?.isActive) return { kind: 'refused' };
    const issue = () =>
      issueTokens({
        db: tx,
        config,
        userId: row.userId,
        sessionVersion: user.sessionVersion,
        familyId: row.familyId,
        familyExpiresAt: row.expiresAt,
        now,
      });
    // The other tab's renewal already rotated this token: this tab gets its own pair of the family.
    if (isInGrace) return { kind: 'rotated', response: (await issue()).response };
    const isSpent = await markRefreshTokenUsed(tx, { id: row.id, now });
    if (!isSpent) {
      // A renewal running at the same instant spent it first: the same grace, unless it was revoked.
      const current = await findRefreshTokenByHash(tx, row.tokenHash);
      if (current?.revokedAt || !current?.usedAt) return { kind: 'reused', familyId: row.familyId };
      return { kind: 'rotated', response: (await issue()).response };
    }
    const { response, refreshTokenId } = await issue();
    await setReplacedBy(tx, { id: row.id, replacedById: refreshTokenId });
    return { kind: 'rotated', response };
  });

  switch (rotation.kind) {
    case 'rotated':
      return rotation.response;
    case 'reused':
      // Outside the transaction above, so the revocation is kept although the request fails.
      await revokeFamily(db, { familyId: rotation.familyId, now });
      throw invalidRefreshToken();
    case 'refused':
      throw invalidRefreshToken();
    default: {
      const exhaustive: never = rotation;
      throw new Error(`Unknown rotation: ${JSON.stringify(exhaustive)}`);
    }
  }
};

/**
 * Sair: revokes the token's whole family, so a copied refresh token and every access token of the
 * session stop working. The answer is the same for any token (nothing to learn from it).
 */
export const endSession = async ({
  db,
  refreshToken,
  now,
}: {
  db: TDatabase;
  refreshToken: string;
  now: Date;
}): Promise<TCodeMessageResponse> => {
  const row = await findRefreshTokenByHash(db, hashOpaqueToken(refreshToken));
  if (row) await revokeFamily(db, { familyId: row.familyId, now });
  return { code: 'SUCCESS', message: 'Sessão encerrada.' };
};
