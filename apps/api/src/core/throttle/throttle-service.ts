import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/audit.ts';
import { AppError } from '../../lib/app-error.ts';

/** Failures within `windowSeconds` of the first are counted together; an older window starts over. */
export type TFailureWindow = { windowSeconds: number };

/**
 * `limit` failures within the window block the key for `blockSeconds` (never permanently). With
 * `maxBlockSeconds` the block grows instead: each failure past the limit doubles it, up to that.
 */
export type TThrottleRule = TFailureWindow & {
  limit: number;
  blockSeconds: number;
  maxBlockSeconds?: number;
};

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Limits (docs/decisions/0022-sign-in-throttling-without-lockout.md and 0017-password-recovery.md). */
export const THROTTLE_RULES = {
  /**
   * Wrong passwords for one e-mail from one IP: 5 free, then a wait of 30 s that doubles per further
   * failure up to 15 min (30 s, 1, 2, 4, 8, 15 min…). Counted over a day; a success clears it.
   */
  loginAccountIp: { limit: 5, windowSeconds: DAY, blockSeconds: 30, maxBlockSeconds: FIFTEEN_MINUTES },
  /**
   * The same while the account is under attack (LOGIN_ACCOUNT.slowAfter failures this hour from
   * all IPs): the wait starts at the first failure and grows to an hour. An address that has not
   * failed still gets its try, so the owner is slowed at worst, never locked out.
   */
  loginAccountIpUnderAttack: { limit: 1, windowSeconds: DAY, blockSeconds: 30, maxBlockSeconds: HOUR },
  /** Wrong passwords from one IP, for any e-mail (credential stuffing). */
  loginIp: { limit: 20, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Wrong recovery pins from one IP: the block outlasts the 10-minute code, so it also voids it. */
  recoveryPinIp: { limit: 5, windowSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Recovery requests for one e-mail (keeps the mailbox from being flooded). */
  recoveryRequestEmail: { limit: 5, windowSeconds: HOUR, blockSeconds: HOUR },
  /** Recovery requests from one IP, for any e-mail (keeps one client from mailing everyone). */
  recoveryRequestIp: { limit: 20, windowSeconds: HOUR, blockSeconds: HOUR },
  /** E-mail changes asked by one user (each mails a code to the new address and a notice to the old). */
  emailChangeRequestUser: { limit: 5, windowSeconds: HOUR, blockSeconds: HOUR },
} as const satisfies Record<string, TThrottleRule>;

/**
 * Wrong passwords for one e-mail from every IP, counted per hour and never blocking by themselves
 * (a lockout anyone could trigger): past `slowAfter` (NIST SP 800-63B's ceiling of 100) every IP
 * falls under loginAccountIpUnderAttack; at `alertAfter` the owner is told, at most once an hour.
 */
export const LOGIN_ACCOUNT = {
  window: { windowSeconds: HOUR },
  slowAfter: 100,
  alertAfter: 10,
  alertEverySeconds: HOUR,
} as const;

const normalEmail = (email: string) => email.trim().toLowerCase();

export const throttleKeys = {
  account: (email: string) => `account:${normalEmail(email)}`,
  accountIp: (email: string, ip: string) => `account-ip:${normalEmail(email)}|${ip}`,
  accountAlert: (email: string) => `account-alert:${normalEmail(email)}`,
  ip: (ip: string) => `ip:${ip}`,
  recoveryIp: (ip: string) => `recovery-ip:${ip}`,
  recoveryEmail: (email: string) => `recovery-email:${normalEmail(email)}`,
  recoveryRequestIp: (ip: string) => `recovery-request-ip:${ip}`,
  emailChangeUser: (userId: number) => `email-change-user:${userId}`,
};

export const tooManyAttempts = (retryAfterSeconds: number): AppError => {
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

const blockSecondsOf = (rule: TThrottleRule, failures: SQL): SQL =>
  rule.maxBlockSeconds === undefined
    ? sql`${rule.blockSeconds}::double precision`
    : sql`least(${rule.maxBlockSeconds}::double precision, ${rule.blockSeconds}::double precision * power(2, (${failures}) - ${rule.limit}))`;

type TCountOptions = {
  db: TDbExecutor;
  key: string;
  rule: TThrottleRule | TFailureWindow;
  now: Date;
};

/**
 * One failure more for the key, in one upsert (the row is locked by the statement, so concurrent
 * requests on several API instances each get their own count). A window older than the rule
 * starts over at 1; a rule with a limit sets the block, a bare window only counts. With
 * `isRefusedWhileBlocked`, a blocked key is left as it is and no row comes back.
 */
const upsertFailure = async (
  { db, key, rule, now }: TCountOptions,
  isRefusedWhileBlocked: boolean,
): Promise<{ blockedUntil: Date | null; failures: number } | undefined> => {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const isWindowOver = sql`${loginThrottle.windowStartedAt} <= ${nowSql} - make_interval(secs => ${rule.windowSeconds})`;
  const failures = sql`case when ${isWindowOver} then 1 else ${loginThrottle.failures} + 1 end`;
  const blockedUntil =
    'limit' in rule
      ? sql`case when ${failures} >= ${rule.limit} then ${nowSql} + make_interval(secs => ${blockSecondsOf(rule, failures)}) else ${loginThrottle.blockedUntil} end`
      : sql`null`;
  const firstBlockedUntil =
    'limit' in rule && rule.limit <= 1 ? new Date(now.getTime() + rule.blockSeconds * 1000) : null;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: firstBlockedUntil })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${isWindowOver} then ${nowSql} else ${loginThrottle.windowStartedAt} end`,
        blockedUntil,
      },
      ...(isRefusedWhileBlocked
        ? {
            setWhere: sql`${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} <= ${nowSql}`,
          }
        : {}),
    })
    .returning({ blockedUntil: loginThrottle.blockedUntil, failures: loginThrottle.failures });
  return row;
};

/** Counts one failure for the key; answers the count and whether the key is now blocked. */
export const recordThrottleFailure = async (
  options: TCountOptions,
): Promise<{ isBlocked: boolean; failures: number }> => {
  const row = await upsertFailure(options, false);
  return {
    isBlocked: (row?.blockedUntil?.getTime() ?? 0) > options.now.getTime(),
    failures: row?.failures ?? 1,
  };
};

/** What taking an attempt answered: its place in the window, or the wait that refused it. */
export type TTakenAttempt =
  { isTaken: true; failures: number } | { isTaken: false; retryAfterSeconds: number };

/**
 * Takes one attempt for the key BEFORE the answer is checked: refused while the key is blocked,
 * else counted as a failure, in the one statement of upsertFailure. Concurrent requests therefore
 * each see their own count and at most `limit` of them pass before the block, however many are
 * sent at once (a check first and a count after let them all through). A right answer gives its
 * attempt back (refundThrottleAttempt).
 */
export const takeThrottleAttempt = async (options: TCountOptions): Promise<TTakenAttempt> => {
  const row = await upsertFailure(options, true);
  if (row) return { isTaken: true, failures: row.failures };
  // Refused: the block that held it (at least a second, should it have ended in between).
  const seconds = await findBlockedSeconds({ db: options.db, keys: [options.key], now: options.now });
  return { isTaken: false, retryAfterSeconds: Math.max(1, seconds) };
};

/**
 * Gives back an attempt taken for an answer that turned out right: one failure less, and no block
 * once the count is below the rule's limit again (the block the right answer's own take set).
 */
export const refundThrottleAttempt = async ({ db, key, rule }: Omit<TCountOptions, 'now'>): Promise<void> => {
  const isBelowLimit = 'limit' in rule ? sql`${loginThrottle.failures} - 1 < ${rule.limit}` : sql`false`;
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${isBelowLimit} then null else ${loginThrottle.blockedUntil} end`,
    })
    .where(eq(loginThrottle.key, key));
};

/**
 * Takes an attempt of every key, in order; when one is refused, gives back those already taken
 * and throws 429 (Retry-After). For requests limited per key: a recovery e-mail, an e-mail change.
 */
export const takeThrottleAttempts = async ({
  db,
  takes,
  now,
}: {
  db: TDbExecutor;
  takes: readonly Pick<TCountOptions, 'key' | 'rule'>[];
  now: Date;
}): Promise<void> => {
  const taken: Pick<TCountOptions, 'key' | 'rule'>[] = [];
  for (const take of takes) {
    const attempt = await takeThrottleAttempt({ db, ...take, now });
    if (!attempt.isTaken) {
      for (const given of taken) await refundThrottleAttempt({ db, ...given });
      throw tooManyAttempts(attempt.retryAfterSeconds);
    }
    taken.push(take);
  }
};

/**
 * True for the first caller per key in each `everySeconds` (one conditional upsert, so concurrent
 * requests on several instances agree on a single winner): something done at most that often.
 */
export const claimOncePer = async ({
  db,
  key,
  everySeconds,
  now,
}: {
  db: TDbExecutor;
  key: string;
  everySeconds: number;
  now: Date;
}): Promise<boolean> => {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: sql`${loginThrottle.failures} + 1`, windowStartedAt: nowSql },
      setWhere: sql`${loginThrottle.windowStartedAt} <= ${nowSql} - make_interval(secs => ${everySeconds})`,
    })
    .returning({ key: loginThrottle.key });
  return rows.length > 0;
};

export const clearThrottle = async ({ db, key }: { db: TDbExecutor; key: string }): Promise<void> => {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
};
