import { and, eq, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/audit.ts';

export type TRefreshTokenRow = typeof refreshTokens.$inferSelect;

export const insertRefreshToken = async (
  db: TDbExecutor,
  values: { userId: number; familyId: string; tokenHash: string; created: Date; expiresAt: Date },
): Promise<number> => {
  const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned no row');
  return row.id;
};

export const findRefreshTokenByHash = async (
  db: TDbExecutor,
  tokenHash: string,
): Promise<TRefreshTokenRow | null> => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
};

/** Marks a live token used; false when another request spent or revoked it first (a reuse). */
export const markRefreshTokenUsed = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
};

export const setReplacedBy = async (
  db: TDbExecutor,
  { id, replacedById }: { id: number; replacedById: number },
): Promise<void> => {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
};

export const revokeFamily = async (
  db: TDbExecutor,
  { familyId, now }: { familyId: string; now: Date },
): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};
