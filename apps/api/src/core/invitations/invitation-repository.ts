import { and, eq, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/user-invitations.ts';

export const insertInvitation = async (
  db: TDbExecutor,
  invitation: {
    userId: number;
    tokenHash: string;
    created: Date;
    expiresAt: Date;
    createdByUserId: number | null;
  },
): Promise<void> => {
  await db.insert(userInvitations).values(invitation);
};

/** Spends every open link of the user (a new one was sent, or one was accepted). */
export const voidOpenInvitations = async (
  db: TDbExecutor,
  { userId, now }: { userId: number; now: Date },
): Promise<void> => {
  await db
    .update(userInvitations)
    .set({ usedAt: now })
    .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.usedAt)));
};
