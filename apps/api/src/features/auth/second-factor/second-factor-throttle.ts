import type { TDbExecutor } from '../../../db/client.ts';
import {
  assertNotThrottled,
  clearThrottle,
  recordThrottleFailure,
  refundThrottleAttempt,
  takeThrottleAttempt,
  tooManyAttempts,
  type TFailureWindow,
  type TThrottleRule,
} from '../../../core/throttle/throttle-service.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Wrong second-factor codes across challenges, by the password's rule (decision 0022): a challenge
 * dies after SECOND_FACTOR_MAX_ATTEMPTS, but whoever has the password can ask for another, and a
 * right password clears the sign-in's own throttle, so these counters are apart from it and only
 * a right code clears them. They slow one user from one address; the user as a whole is never
 * locked, so whoever has the password cannot keep the owner out from another address.
 */
export const SECOND_FACTOR_RULES = {
  /** One user from one IP: 10 free, then 30 s doubling up to an hour; counted over a day. */
  userIp: { limit: 10, windowSeconds: DAY, blockSeconds: 30, maxBlockSeconds: HOUR },
  /**
   * The same while the user is under attack (SECOND_FACTOR_USER.slowAfter wrong codes this hour
   * from all IPs): the wait starts at the first wrong code and grows to an hour. An address that
   * has not failed still gets its try, so the owner is slowed at worst, never locked out.
   */
  userIpUnderAttack: { limit: 1, windowSeconds: DAY, blockSeconds: 30, maxBlockSeconds: HOUR },
} as const satisfies Record<string, TThrottleRule>;

/** Wrong codes of one user from every IP, counted per hour and never blocking by themselves. */
export const SECOND_FACTOR_USER = {
  window: { windowSeconds: HOUR } satisfies TFailureWindow,
  slowAfter: 50,
} as const;

const keysOf = (userId: number, ip: string) => ({
  userIp: `second-factor-ip:${userId}|${ip}`,
  user: `second-factor:${userId}`,
});

type TAttempt = { db: TDbExecutor; userId: number; ip: string; now: Date };

/**
 * Takes one code's attempt BEFORE the code is checked: the user's hourly count, then this
 * address's, whose rule that count chooses. 429 (Retry-After) while this address waits, giving
 * back what it took. Concurrent codes each take their own count, so at most the rule's number of
 * them are ever checked, however many are sent at once.
 */
export const takeSecondFactorAttempt = async ({ db, userId, ip, now }: TAttempt): Promise<void> => {
  const keys = keysOf(userId, ip);
  // A waiting address is refused before anything is counted for the user.
  await assertNotThrottled({ db, keys: [keys.userIp], now });
  const { failures } = await recordThrottleFailure({
    db,
    key: keys.user,
    rule: SECOND_FACTOR_USER.window,
    now,
  });
  const isUnderAttack = failures >= SECOND_FACTOR_USER.slowAfter;
  const rule = isUnderAttack ? SECOND_FACTOR_RULES.userIpUnderAttack : SECOND_FACTOR_RULES.userIp;
  const attempt = await takeThrottleAttempt({ db, key: keys.userIp, rule, now });
  if (!attempt.isTaken) {
    await refundThrottleAttempt({ db, key: keys.user, rule: SECOND_FACTOR_USER.window });
    throw tooManyAttempts(attempt.retryAfterSeconds);
  }
};

/** A right code: its attempt is given back to the user's count, and this address's wait ends. */
export const settleRightSecondFactor = async ({ db, userId, ip }: Omit<TAttempt, 'now'>): Promise<void> => {
  const keys = keysOf(userId, ip);
  await refundThrottleAttempt({ db, key: keys.user, rule: SECOND_FACTOR_USER.window });
  await clearThrottle({ db, key: keys.userIp });
};
