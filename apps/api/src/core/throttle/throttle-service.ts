import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/audit.ts';
import { AppError } from '../../lib/app-error.ts';

/** `limit` failures within `windowSeconds` block the key for `blockSeconds` (never permanently). */
export type TThrottleRule = { limit: number; windowSeconds: number; blockSeconds: number };

const FIFTEEN_MINUTES = 15 * 60;

/** Limits (docs/decisions.md explains each). */
export const THROTTLE_RULES = {
  /** Wrong passwords for one e-mail (whether it exists or not). */
  loginAccount: { limit: 5, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Wrong passwords from one IP, for any e-mail (credential stuffing). */
  loginIp: { limit: 20, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Wrong recovery pins from one IP: the block outlasts the 10-minute code, so it also voids it. */
  recoveryPinIp: { limit: 5, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Recovery requests for one e-mail (keeps the mailbox from being flooded). */
  recoveryRequestEmail: { limit: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Recovery requests from one IP, for any e-mail (keeps one client from mailing everyone). */
  recoveryRequestIp: { limit: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
} as const satisfies Record<string, TThrottleRule>;

export const throttleKeys = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  ip: (ip: string) => `ip:${ip}`,
  recoveryIp: (ip: string) => `recovery-ip:${ip}`,
  recoveryEmail: (email: string) => `recovery-email:${email.trim().toLowerCase()}`,
  recoveryRequestIp: (ip: string) => `recovery-request-ip:${ip}`,
};

const tooManyAttempts = (retryAfterSeconds: number): AppError => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Muitas tentativas sem sucesso. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
};

/** Seconds until every given key is unblocked; 0 when none is blocked. */
export const findBlockedSeconds = async ({
  db,
  keys,
  now,
}: {
  db: TDbExecutor;
  keys: string[];
  now: Date;
}): Promise<number> => {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.blockedUntil, now)));
  const latest = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return latest === 0 ? 0 : Math.ceil((latest - now.getTime()) / 1000);
};

/** Throws 429 (with Retry-After) while any of the keys is blocked. */
export const assertNotThrottled = async (options: { db: TDbExecutor; keys: string[]; now: Date }) => {
  const seconds = await findBlockedSeconds(options);
  if (seconds > 0) throw tooManyAttempts(seconds);
};

/**
 * Counts one failure for the key in a single upsert, so concurrent requests on several API
 * instances cannot lose a count. A window older than the rule starts over at 1.
 */
export const recordThrottleFailure = async ({
  db,
  key,
  rule,
  now,
}: {
  db: TDbExecutor;
  key: string;
  rule: TThrottleRule;
  now: Date;
}): Promise<{ isBlocked: boolean }> => {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const isWindowOver = sql`${loginThrottle.windowStartedAt} <= ${nowSql} - make_interval(secs => ${rule.windowSeconds})`;
  const failures = sql`case when ${isWindowOver} then 1 else ${loginThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.blockSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${isWindowOver} then ${nowSql} else ${loginThrottle.windowStartedAt} end`,
        blockedUntil: sql`case when ${failures} >= ${rule.limit} then ${nowSql} + make_interval(secs => ${rule.blockSeconds}) else ${loginThrottle.blockedUntil} end`,
      },
    })
    .returning({ blockedUntil: loginThrottle.blockedUntil });
  return { isBlocked: (row?.blockedUntil?.getTime() ?? 0) > now.getTime() };
};

export const clearThrottle = async ({ db, key }: { db: TDbExecutor; key: string }): Promise<void> => {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
};
