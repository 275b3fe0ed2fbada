import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client.ts';
import { passkeys } from '../../../db/schema/second-factors.ts';
import { users } from '../../../db/schema/users.ts';

export type TPasskeyRow = typeof passkeys.$inferSelect;
export type TNewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>;

/** The user's passkeys, oldest first. */
export const listUserPasskeys = async (db: TDbExecutor, userId: number): Promise<TPasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

export const findPasskeyByCredentialId = async (
  db: TDbExecutor,
  credentialId: string,
): Promise<TPasskeyRow | null> => {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
};

/** Stores the passkey; null when its credential id is already stored (for anyone). */
export const insertPasskey = async (db: TDbExecutor, values: TNewPasskey): Promise<TPasskeyRow | null> => {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
};

/** Deletes one passkey of this user; false when the user has no passkey of that id. */
export const deleteUserPasskey = async (
  db: TDbExecutor,
  { id, userId }: { id: number; userId: number },
): Promise<boolean> => {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
};

/** After a good assertion: the authenticator's new counter and backup state, and when. */
export const recordPasskeyUse = async (
  db: TDbExecutor,
  { id, counter, isBackedUp, now }: { id: number; counter: number; isBackedUp: boolean; now: Date },
): Promise<void> => {
  await db.update(passkeys).set({ counter, isBackedUp, lastUsedAt: now }).where(eq(passkeys.id, id));
};

/**
 * Locks the user's row for the rest of the transaction, so two requests counting or removing the
 * same user's passkeys run one after the other; answers who they are, or null for no such user.
 */
export const lockUserForPasskeys = async (
  db: TDbExecutor,
  userId: number,
): Promise<Pick<typeof users.$inferSelect, 'role' | 'email' | 'name'> | null> => {
  const [row] = await db
    .select({ role: users.role, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
};
