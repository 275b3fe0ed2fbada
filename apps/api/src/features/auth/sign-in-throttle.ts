import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import {
  assertNotThrottled,
  claimOncePer,
  clearThrottle,
  LOGIN_ACCOUNT,
  recordThrottleFailure,
  refundThrottleAttempt,
  takeThrottleAttempt,
  THROTTLE_RULES,
  throttleKeys,
  tooManyAttempts,
} from '../../core/throttle/throttle-service.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { buildAccountAlertEmail } from './account-alert-email.ts';

/** What warning an account's owner needs: the mail queue, a logger and the portal's address. */
export type TAccountAlerts = { mailQueue: TMailQueue; logger: FastifyBaseLogger; publicUrl: string };

export const accountAlertsOf = (app: FastifyInstance, request: FastifyRequest): TAccountAlerts => ({
  mailQueue: app.mailQueue,
  logger: request.log,
  publicUrl: publicUrlOf(app.config),
});

type TAttempt = { db: TDbExecutor; email: string; ip: string; now: Date };

/** A sign-in attempt taken before the password is checked: the account's failures this hour with it. */
export type TSignInAttempt = { email: string; ip: string; accountFailures: number };

/**
 * Takes the attempt BEFORE the password is checked (throttle-service.ts's takeThrottleAttempt):
 * per IP (any account), per account (every IP, an hour, never refusing) and per account and IP
 * (the growing wait, stricter while the account is under attack). Throws 429 (Retry-After) while
 * this IP waits for this account, or while the IP is blocked for failing across accounts, giving
 * back what it took. Nothing here waits on the account as a whole: another address, the owner's,
 * keeps its own tries. Concurrent attempts each take their own count, so N wrong passwords sent at
 * once meet the same limits as N sent one by one.
 */
export const takeSignInAttempt = async ({ db, email, ip, now }: TAttempt): Promise<TSignInAttempt> => {
  const ipKey = throttleKeys.ip(ip);
  const accountKey = throttleKeys.account(email);
  const accountIpKey = throttleKeys.accountIp(email, ip);
  // A blocked address is refused before anything is counted for the account.
  await assertNotThrottled({ db, keys: [accountIpKey, ipKey], now });
  const byIp = await takeThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.loginIp, now });
  if (!byIp.isTaken) throw tooManyAttempts(byIp.retryAfterSeconds);
  const { failures } = await recordThrottleFailure({ db, key: accountKey, rule: LOGIN_ACCOUNT.window, now });
  const isUnderAttack = failures >= LOGIN_ACCOUNT.slowAfter;
  const byAccountIp = await takeThrottleAttempt({
    db,
    key: accountIpKey,
    rule: isUnderAttack ? THROTTLE_RULES.loginAccountIpUnderAttack : THROTTLE_RULES.loginAccountIp,
    now,
  });
  if (!byAccountIp.isTaken) {
    await refundThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.loginIp });
    await refundThrottleAttempt({ db, key: accountKey, rule: LOGIN_ACCOUNT.window });
    throw tooManyAttempts(byAccountIp.retryAfterSeconds);
  }
  return { email, ip, accountFailures: failures };
};

const sendAccountAlert = async ({
  db,
  alerts,
  user,
  failures,
  now,
}: {
  /** Not a transaction: the warning runs on after the request's own work has ended. */
  db: TDatabase;
  alerts: TAccountAlerts;
  user: { email: string; name: string };
  failures: number;
  now: Date;
}): Promise<void> => {
  const key = throttleKeys.accountAlert(user.email);
  if (!(await claimOncePer({ db, key, everySeconds: LOGIN_ACCOUNT.alertEverySeconds, now }))) return;
  await alerts.mailQueue.queueEmail(
    buildAccountAlertEmail({ to: user.email, name: user.name, failures, publicUrl: alerts.publicUrl }),
  );
};

/**
 * A wrong password: its attempt stays counted (takeSignInAttempt). The owner of a known, active
 * account is e-mailed once an hour when the failures cross LOGIN_ACCOUNT.alertAfter.
 */
export const noteWrongPassword = ({
  db,
  attempt,
  now,
  user,
  alerts,
}: {
  db: TDatabase;
  attempt: TSignInAttempt;
  now: Date;
  /** The account, when the e-mail is a user's (unknown e-mails count the same, and warn nobody). */
  user: { email: string; name: string; isActive: boolean } | null;
  alerts: TAccountAlerts;
}): void => {
  if (!user?.isActive || attempt.accountFailures < LOGIN_ACCOUNT.alertAfter) return;
  // Not awaited: the answer (and its time) must not tell a known account from an unknown e-mail.
  // The warning is a courtesy, so a failure to queue it is only logged.
  sendAccountAlert({ db, alerts, user, failures: attempt.accountFailures, now }).catch((error: unknown) => {
    alerts.logger.warn({ err: error }, 'aviso de tentativas de acesso não enfileirado');
  });
};

/**
 * A right password gives its attempt back: one less per IP and per account (the hourly count
 * measures attacks, which a right password is not), and this address's wait for the account ends.
 */
export const settleRightPassword = async ({ db, attempt }: { db: TDbExecutor; attempt: TSignInAttempt }) => {
  await refundThrottleAttempt({ db, key: throttleKeys.ip(attempt.ip), rule: THROTTLE_RULES.loginIp });
  await refundThrottleAttempt({ db, key: throttleKeys.account(attempt.email), rule: LOGIN_ACCOUNT.window });
  await clearThrottle({ db, key: throttleKeys.accountIp(attempt.email, attempt.ip) });
};
