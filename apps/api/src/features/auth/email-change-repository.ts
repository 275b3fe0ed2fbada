import { and, desc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { emailChanges } from '../../db/schema/audit.ts';

export type TEmailChangeRow = typeof emailChanges.$inferSelect;

/** A code stops working after this many wrong tries. */
export const EMAIL_CHANGE_MAX_FAILED_ATTEMPTS = 5;

const isOpen = (now: Date) =>
  and(
    isNull(emailChanges.usedAt),
    gt(emailChanges.expiresAt, now),
    lt(emailChanges.failedAttempts, EMAIL_CHANGE_MAX_FAILED_ATTEMPTS),
  );

/** A new request voids the user's older pending changes: only the latest code can be confirmed. */
export const voidUserEmailChanges = async (
  db: TDbExecutor,
  { userId, now }: { userId: number; now: Date },
): Promise<void> => {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
};

export const insertEmailChange = async (
  db: TDbExecutor,
  values: { userId: number; newEmail: string; created: Date; expiresAt: Date },
): Promise<number> => {
  const [row] = await db.insert(emailChanges).values(values).returning({ id: emailChanges.id });
  if (!row) throw new Error('email_changes insert returned no row');
  return row.id;
};

/** The pending change (not voided, unexpired) the job is about to e-mail a code for. */
export const findOpenEmailChangeById = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<TEmailChangeRow | null> => {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.id, id), isOpen(now)))
    .limit(1);
  return row ?? null;
};

export const setEmailChangeCodeHash = async (
  db: TDbExecutor,
  { id, codeHash }: { id: number; codeHash: string },
): Promise<void> => {
  await db.update(emailChanges).set({ codeHash }).where(eq(emailChanges.id, id));
};

/** The user's one confirmable change: open and already e-mailed (it has a code). */
export const findConfirmableEmailChange = async (
  db: TDbExecutor,
  { userId, now }: { userId: number; now: Date },
): Promise<TEmailChangeRow | null> => {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isOpen(now), isNotNull(emailChanges.codeHash)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row ?? null;
};

/**
 * Takes one try of the open change BEFORE the code is compared, in one conditional UPDATE: of any
 * number of codes sent at once, at most EMAIL_CHANGE_MAX_FAILED_ATTEMPTS are compared. False when
 * the change is spent, expired or out of tries (a concurrent request took the last).
 */
export const takeEmailChangeAttempt = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(emailChanges)
    .set({ failedAttempts: sql`${emailChanges.failedAttempts} + 1` })
    .where(and(eq(emailChanges.id, id), isOpen(now)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
};

/** Spends the code (a right one, its own try taken); false when another request spent it first. */
export const spendEmailChange = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: now, failedAttempts: sql`${emailChanges.failedAttempts} - 1` })
    .where(
      and(
        eq(emailChanges.id, id),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
        lte(emailChanges.failedAttempts, EMAIL_CHANGE_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ id: emailChanges.id });
  return rows.length > 0;
};
