import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client.ts';
import { passkeys, securitySettings, userTotp } from '../../../db/schema/second-factors.ts';
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
 * same user's passkeys run one after the other; answers the role, or null for no such user.
 */
export const lockUserForPasskeys = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ role: (typeof users.$inferSelect)['role'] } | null> => {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** The admin's rule (security_settings, row 1; no row means not required). */
export const isStaffSecondFactorRequired = async (db: TDbExecutor): Promise<boolean> => {
  const [row] = await db
    .select({ isRequired: securitySettings.isStaffSecondFactorRequired })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1))
    .limit(1);
  return row?.isRequired ?? false;
};

/** Whether the user has a confirmed TOTP (a pending setup is no factor yet). */
export const hasConfirmedTotp = async (db: TDbExecutor, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  return row !== undefined;
};
