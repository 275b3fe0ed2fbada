import { SECOND_FACTOR_MAX_ATTEMPTS } from '@pc/contract/auth';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { authChallenges, type TAuthChallengeKind } from '../../db/schema/second-factors.ts';

export type TAuthChallengeRow = typeof authChallenges.$inferSelect;

type TCreateAuthChallengeOptions = {
  kind: TAuthChallengeKind;
  userId: number | null;
  webauthnChallenge?: string;
  ttlSeconds: number;
  now: Date;
};

/** Stores a new challenge and answers the opaque token to hand out (never stored in clear). */
export const createAuthChallenge = async (
  db: TDbExecutor,
  { kind, userId, webauthnChallenge, ttlSeconds, now }: TCreateAuthChallengeOptions,
): Promise<{ id: number; token: string }> => {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(authChallenges)
    .values({
      kind,
      userId,
      tokenHash: hashOpaqueToken(token),
      webauthnChallenge: webauthnChallenge ?? null,
      created: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    })
    .returning({ id: authChallenges.id });
  if (!row) throw new Error('auth_challenges insert returned no row');
  return { id: row.id, token };
};

type TChallengeLookup = { token: string; kind: TAuthChallengeKind; now: Date };

const isLive = ({ token, kind, now }: TChallengeLookup) =>
  and(
    eq(authChallenges.tokenHash, hashOpaqueToken(token)),
    eq(authChallenges.kind, kind),
    isNull(authChallenges.usedAt),
    gt(authChallenges.expiresAt, now),
    lt(authChallenges.failedAttempts, SECOND_FACTOR_MAX_ATTEMPTS),
  );

/** The live challenge of this token and kind: unspent, unexpired, with tries left; else null. */
export const findLiveAuthChallenge = async (
  db: TDbExecutor,
  lookup: TChallengeLookup,
): Promise<TAuthChallengeRow | null> => {
  const [row] = await db.select().from(authChallenges).where(isLive(lookup)).limit(1);
  return row ?? null;
};

/**
 * Takes one try of the live challenge BEFORE its answer is checked, in one conditional UPDATE: of
 * any number of answers sent at once to the same token, at most SECOND_FACTOR_MAX_ATTEMPTS get a
 * row back (PostgreSQL re-reads the row each waiting update locked; PGlite runs one at a time).
 * A right answer then spends the challenge, so its try is never given back. Null when the token is
 * unknown, spent, expired or out of tries — or, with `userId`, another user's.
 */
export const takeAuthChallengeAttempt = async (
  db: TDbExecutor,
  { userId, ...lookup }: TChallengeLookup & { userId?: number },
): Promise<TAuthChallengeRow | null> => {
  const [row] = await db
    .update(authChallenges)
    .set({ failedAttempts: sql`${authChallenges.failedAttempts} + 1` })
    .where(and(isLive(lookup), userId === undefined ? undefined : eq(authChallenges.userId, userId)))
    .returning();
  return row ?? null;
};

/** Spends the challenge; false when a concurrent request spent it first (so only one wins). */
export const spendAuthChallenge = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: now })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  return rows.length === 1;
};

/** Challenges are minutes long: the daily purge drops those expired more than a day ago. */
export const deleteExpiredAuthChallenges = async (
  db: TDbExecutor,
  { before }: { before: Date },
): Promise<number> => {
  const rows = await db
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, before))
    .returning({ id: authChallenges.id });
  return rows.length;
};
