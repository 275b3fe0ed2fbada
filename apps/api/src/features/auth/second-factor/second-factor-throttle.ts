import type { TDbExecutor } from '../../../db/client.ts';
import {
  assertNotThrottled,
  clearThrottle,
  recordThrottleFailure,
  type TThrottleRule,
} from '../../../core/throttle/throttle-service.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Wrong second-factor codes across challenges. A challenge dies after SECOND_FACTOR_MAX_ATTEMPTS,
 * but whoever has the password can ask for another, and a right password clears the sign-in's own
 * throttle: these counters are apart from it and only a right code clears them.
 */
export const SECOND_FACTOR_RULES = {
  /** One user from one IP: 10 free, then 30 s doubling up to an hour; counted over a day. */
  userIp: { limit: 10, windowSeconds: DAY, blockSeconds: 30, maxBlockSeconds: HOUR },
  /** One user from every IP (rotating addresses): 50 an hour block the codes for an hour. */
  user: { limit: 50, windowSeconds: HOUR, blockSeconds: HOUR },
} as const satisfies Record<string, TThrottleRule>;

const keysOf = (userId: number, ip: string) => ({
  userIp: `second-factor-ip:${userId}|${ip}`,
  user: `second-factor:${userId}`,
});

type TAttempt = { db: TDbExecutor; userId: number; ip: string; now: Date };

/** 429 (Retry-After) while this user's codes wait, from this IP or from all. */
export const assertSecondFactorAllowed = async ({ db, userId, ip, now }: TAttempt): Promise<void> => {
  const keys = keysOf(userId, ip);
  await assertNotThrottled({ db, keys: [keys.userIp, keys.user], now });
};

export const recordWrongSecondFactor = async ({ db, userId, ip, now }: TAttempt): Promise<void> => {
  const keys = keysOf(userId, ip);
  await recordThrottleFailure({ db, key: keys.userIp, rule: SECOND_FACTOR_RULES.userIp, now });
  await recordThrottleFailure({ db, key: keys.user, rule: SECOND_FACTOR_RULES.user, now });
};

/** A right code clears this address's wait; the all-IP count stays (it measures attacks). */
export const clearSecondFactorFailures = async ({ db, userId, ip }: Omit<TAttempt, 'now'>): Promise<void> => {
  await clearThrottle({ db, key: keysOf(userId, ip).userIp });
};
