import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { users } from '../schema/users.ts';

/** A user's name, as histories sign what they did (null when the user is gone). */
export const findUserName = async (db: TDbExecutor, userId: number): Promise<string | null> => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
};

/** A user's name and e-mail (lower-case), e.g. to tell the broker's own staff by their domain. */
export const findUserIdentity = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ name: string; email: string } | null> => {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
