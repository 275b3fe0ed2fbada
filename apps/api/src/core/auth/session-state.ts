import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/audit.ts';
import { users, type TUserRole } from '../../db/schema/users.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';

type TSessionState = { isActive: boolean; sessionVersion: number; isRevoked: boolean; role: TUserRole };

// Every authenticated request runs it: a named prepared statement, planned once per connection.
// A token without a session id sends null, which no family id equals.
const sessionStateStatement = preparedPerExecutor((db) =>
  db
    .select({
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      role: users.role,
      isRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_state'),
);

/**
 * What an access token is checked against on every request: one primary-key read, which also
 * answers the user's role now (a role call's guard needs no read of its own). A revoked
 * family (logout, reuse) or a raised session version (password, e-mail, deactivation, unlink)
 * ends the token now instead of at its expiry.
 */
export const findSessionState = async (
  db: TDbExecutor,
  { userId, sessionId }: { userId: number; sessionId: string | null },
): Promise<TSessionState | null> => {
  const [row] = await sessionStateStatement(db).execute({ userId, sessionId });
  return row ?? null;
};

export const isSessionLive = (state: TSessionState | null, tokenVersion: number | undefined): boolean =>
  state !== null && state.isActive && !state.isRevoked && state.sessionVersion === (tokenVersion ?? 0);
