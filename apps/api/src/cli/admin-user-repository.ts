import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

export type TAdminCandidate = { id: number; name: string; role: string; isActive: boolean };

export const findUserForAdmin = async (db: TDbExecutor, email: string): Promise<TAdminCandidate | null> => {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
};

/** A new admin without companies; the password hash is of a secret nobody knows. */
export const insertAdminUser = async (
  db: TDbExecutor,
  user: { email: string; name: string; passwordHash: string; now: Date },
): Promise<number> => {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      name: user.name,
      passwordHash: user.passwordHash,
      role: 'ADMIN',
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
};

export const promoteToAdmin = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<void> => {
  await db.update(users).set({ role: 'ADMIN', updatedAt: now }).where(eq(users.id, id));
};
