import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { refreshTokens } from '../schema/audit.ts';
import { users } from '../schema/users.ts';

// A user's password and sessions: written by the recovery, Meus Dados and an invitation's link.

/** The users trigger (migration 0003) raises the session version, so older access tokens end. */
export const updateUserPassword = async (
  db: TDbExecutor,
  { userId, passwordHash, now }: { userId: number; passwordHash: string; now: Date },
): Promise<void> => {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
};

/** Revokes every session of the user, or every one but `exceptFamilyId` (the caller's own). */
export const revokeUserFamilies = async (
  db: TDbExecutor,
  { userId, now, exceptFamilyId }: { userId: number; now: Date; exceptFamilyId?: string | null },
): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
};
