import { eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { users, type TUserRole } from '../schema/users.ts';

/** A user's name, as histories sign what they did (null when the user is gone). */
export const findUserName = async (db: TDbExecutor, userId: number): Promise<string | null> => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
};

/** The names of these users, with their ids (ids that do not exist are absent). */
export const findUserNames = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]));

/** A user's name, e-mail (lower-case) and role: the role, never the e-mail, tells the broker's staff. */
export const findUserIdentity = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ name: string; email: string; role: TUserRole } | null> => {
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
