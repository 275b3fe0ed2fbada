import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client.ts';
import {
  passkeys,
  securitySettings,
  userRecoveryCodes,
  userTotp,
} from '../../../db/schema/second-factors.ts';

export type TUserTotpRow = typeof userTotp.$inferSelect;

export const findUserTotp = async (db: TDbExecutor, userId: number): Promise<TUserTotpRow | null> => {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row ?? null;
};

/** A new pending secret; it replaces a pending one. Never touches a confirmed row (false then). */
export const savePendingTotp = async (
  db: TDbExecutor,
  { userId, secretEncrypted, now }: { userId: number; secretEncrypted: string; now: Date },
): Promise<boolean> => {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretEncrypted, created: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted, created: now, lastUsedStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
};

/** Confirms the pending secret it was checked against (false when it changed or was confirmed meanwhile). */
export const confirmUserTotp = async (
  db: TDbExecutor,
  {
    userId,
    secretEncrypted,
    step,
    now,
  }: { userId: number; secretEncrypted: string; step: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(userTotp)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        eq(userTotp.secretEncrypted, secretEncrypted),
        isNull(userTotp.confirmedAt),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
};

/**
 * Records the step of an accepted code, only if it is later than the last one: of two requests
 * with the same code at once, one wins (RFC 6238 §5.2).
 */
export const spendTotpStep = async (
  db: TDbExecutor,
  { userId, step }: { userId: number; step: number },
): Promise<boolean> => {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
};

export const deleteUserTotp = async (db: TDbExecutor, userId: number): Promise<void> => {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
};

/** The user's recovery codes become these (argon2id hashes); the old ones, used or not, are gone. */
export const replaceRecoveryCodes = async (
  db: TDbExecutor,
  { userId, codeHashes, now }: { userId: number; codeHashes: readonly string[]; now: Date },
): Promise<void> => {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db
    .insert(userRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, created: now })));
};

export const findUnusedRecoveryCodes = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ id: number; codeHash: string }[]> =>
  db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)))
    .orderBy(asc(userRecoveryCodes.id));

/** Spends a recovery code; false when a concurrent request spent it first. */
export const spendRecoveryCode = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.id, id), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
};

export const countUnusedRecoveryCodes = async (db: TDbExecutor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.total ?? 0;
};

export const countPasskeys = async (db: TDbExecutor, userId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
};

export const listPasskeys = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ id: number; name: string; created: Date; lastUsedAt: Date | null }[]> =>
  db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      created: passkeys.created,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.created), asc(passkeys.id));

/** The admin's rule; off until an admin sets it (no row yet). */
export const findIsStaffSecondFactorRequired = async (db: TDbExecutor): Promise<boolean> => {
  const [row] = await db
    .select({ isRequired: securitySettings.isStaffSecondFactorRequired })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1))
    .limit(1);
  return row?.isRequired ?? false;
};

export const saveSecuritySettings = async (
  db: TDbExecutor,
  {
    isStaffSecondFactorRequired,
    updatedBy,
    now,
  }: { isStaffSecondFactorRequired: boolean; updatedBy: number; now: Date },
): Promise<void> => {
  const values = { isStaffSecondFactorRequired, updatedAt: now, updatedBy };
  await db
    .insert(securitySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: securitySettings.id, set: values });
};
