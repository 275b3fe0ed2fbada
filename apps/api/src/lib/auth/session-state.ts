import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

type TSessionState = { isActive: boolean; sessionVersion: number; isRevoked: boolean };

/**
 * What an access token is checked against on every request: one primary-key read. A revoked
 * family (logout, reuse) or a raised session version (password, e-mail, deactivation, unlink)
 * ends the token now instead of at its expiry.
 */
export const findSessionState = async (
  db: TDbExecutor,
  { userId, sessionId }: { userId: number; sessionId: string | null },
): Promise<TSessionState | null> => {
  const isRevoked = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is not null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ isActive: users.isActive, sessionVersion: users.sessionVersion, isRevoked })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const isSessionLive = (state: TSessionState | null, tokenVersion: number | undefined): boolean =>
  state !== null && state.isActive && !state.isRevoked && state.sessionVersion === (tokenVersion ?? 0);
