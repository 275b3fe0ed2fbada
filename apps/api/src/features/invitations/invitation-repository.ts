import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/user-invitations.ts';
import { users } from '../../db/schema/users.ts';

export type TOpenInvitation = { id: number; userId: number; name: string; email: string };

/** The link's invitation while it works: not used or voided, not expired, for an active user. */
export const findOpenInvitation = async (
  db: TDbExecutor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<TOpenInvitation | null> => {
  const [row] = await db
    .select({
      id: userInvitations.id,
      userId: userInvitations.userId,
      name: users.name,
      email: users.email,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(
      and(
        eq(userInvitations.tokenHash, tokenHash),
        isNull(userInvitations.usedAt),
        gt(userInvitations.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Spends the invitation if it is still open; false when another request spent it first. */
export const spendInvitation = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const spent = await db
    .update(userInvitations)
    .set({ usedAt: now })
    .where(
      and(eq(userInvitations.id, id), isNull(userInvitations.usedAt), gt(userInvitations.expiresAt, now)),
    )
    .returning({ id: userInvitations.id });
  return spent.length > 0;
};
