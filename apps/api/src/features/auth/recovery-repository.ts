import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/audit.ts';

export type TRecoveryCodeRow = typeof recoveryCodes.$inferSelect;

/** A code stops working after this many wrong tries (see recovery-service.ts for how they are counted). */
export const RECOVERY_MAX_FAILED_ATTEMPTS = 5;

const isActive = (now: Date) =>
  and(
    isNull(recoveryCodes.usedAt),
    gt(recoveryCodes.expiresAt, now),
    lt(recoveryCodes.failedAttempts, RECOVERY_MAX_FAILED_ATTEMPTS),
  );

/** The unexpired, unused, not voided code with this hash (request makes hashes unique among active codes). */
export const findActiveCodeByHash = async (
  db: TDbExecutor,
  { codeHash, now }: { codeHash: string; now: Date },
): Promise<TRecoveryCodeRow | null> => {
  const [row] = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.codeHash, codeHash), isActive(now)))
    .limit(1);
  return row ?? null;
};

/** A new request voids the user's older codes. */
export const voidUserCodes = async (db: TDbExecutor, { userId, now }: { userId: number; now: Date }) => {
  await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
};

export const insertRecoveryCode = async (
  db: TDbExecutor,
  values: { userId: number; codeHash: string; created: Date; expiresAt: Date },
): Promise<void> => {
  await db.insert(recoveryCodes).values(values);
};

export const voidCode = async (db: TDbExecutor, { id, now }: { id: number; now: Date }): Promise<void> => {
  await db.update(recoveryCodes).set({ usedAt: now }).where(eq(recoveryCodes.id, id));
};

/** The user's one active code (a new request voids the older ones). */
export const findActiveUserCode = async (
  db: TDbExecutor,
  { userId, now }: { userId: number; now: Date },
): Promise<TRecoveryCodeRow | null> => {
  const [row] = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isActive(now)))
    .orderBy(desc(recoveryCodes.id))
    .limit(1);
  return row ?? null;
};

/**
 * Takes one try of the active code BEFORE the pin is compared, in one conditional UPDATE: of any
 * number of pins sent at once, at most RECOVERY_MAX_FAILED_ATTEMPTS are compared. False when the
 * code is spent, expired or out of tries (a concurrent request took the last).
 */
export const takeCodeAttempt = async (db: TDbExecutor, { id, now }: { id: number; now: Date }) => {
  const rows = await db
    .update(recoveryCodes)
    .set({ failedAttempts: sql`${recoveryCodes.failedAttempts} + 1` })
    .where(and(eq(recoveryCodes.id, id), isActive(now)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
};

/**
 * verifyCode: spends the pin (giving back the try the right pin took) and records the reset
 * token's hash; false when it was spent first.
 */
export const spendCodeForReset = async (
  db: TDbExecutor,
  { id, resetTokenHash, now }: { id: number; resetTokenHash: string; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now, resetTokenHash, failedAttempts: sql`${recoveryCodes.failedAttempts} - 1` })
    .where(
      and(
        eq(recoveryCodes.id, id),
        isNull(recoveryCodes.usedAt),
        gt(recoveryCodes.expiresAt, now),
        // Its own try taken, the right pin may be the last one allowed.
        lte(recoveryCodes.failedAttempts, RECOVERY_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
};

/** The code a live reset token was issued for (it expires with the code). */
export const findCodeByResetToken = async (
  db: TDbExecutor,
  { resetTokenHash, now }: { resetTokenHash: string; now: Date },
): Promise<TRecoveryCodeRow | null> => {
  const [row] = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.resetTokenHash, resetTokenHash), gt(recoveryCodes.expiresAt, now)))
    .limit(1);
  return row ?? null;
};

/** changePassword: a reset token works once; false when another request spent it first. */
export const spendResetToken = async (
  db: TDbExecutor,
  { id, resetTokenHash }: { id: number; resetTokenHash: string },
): Promise<boolean> => {
  const rows = await db
    .update(recoveryCodes)
    .set({ resetTokenHash: null })
    .where(and(eq(recoveryCodes.id, id), eq(recoveryCodes.resetTokenHash, resetTokenHash)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
};
