import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { users } from '../schema/users.ts';

/** A user's name, as histories sign what they did (null when the user is gone). */
export const findUserName = async (db: TDbExecutor, userId: number): Promise<string | null> => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
};
