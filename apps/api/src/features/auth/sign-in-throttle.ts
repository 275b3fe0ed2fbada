import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import {
  assertNotThrottled,
  claimOncePer,
  clearThrottle,
  LOGIN_ACCOUNT,
  recordThrottleFailure,
  THROTTLE_RULES,
  throttleKeys,
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

/**
 * Throws 429 (Retry-After) while this IP waits for this account, or while the IP is blocked for
 * failing across accounts. Nothing here waits on the account as a whole: another address, the
 * owner's, keeps its own tries.
 */
export const assertSignInAllowed = async ({ db, email, ip, now }: TAttempt): Promise<void> => {
  await assertNotThrottled({
    db,
    keys: [throttleKeys.accountIp(email, ip), throttleKeys.ip(ip)],
    now,
  });
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
 * Counts a wrong password: per IP (any account), per account (every IP, an hour) and per account
 * and IP (the growing wait, stricter while the account is under attack). The owner of a known,
 * active account is e-mailed once an hour when the failures cross LOGIN_ACCOUNT.alertAfter.
 */
export const recordWrongPassword = async ({
  db,
  email,
  ip,
  now,
  user,
  alerts,
}: TAttempt & {
  db: TDatabase;
  /** The account, when the e-mail is a user's (unknown e-mails count the same, and warn nobody). */
  user: { email: string; name: string; isActive: boolean } | null;
  alerts: TAccountAlerts;
}): Promise<void> => {
  // The address first: whatever happens to the account's counters, the attempt counts per IP.
  await recordThrottleFailure({ db, key: throttleKeys.ip(ip), rule: THROTTLE_RULES.loginIp, now });
  const { failures } = await recordThrottleFailure({
    db,
    key: throttleKeys.account(email),
    rule: LOGIN_ACCOUNT.window,
    now,
  });
  const isUnderAttack = failures >= LOGIN_ACCOUNT.slowAfter;
  await recordThrottleFailure({
    db,
    key: throttleKeys.accountIp(email, ip),
    rule: isUnderAttack ? THROTTLE_RULES.loginAccountIpUnderAttack : THROTTLE_RULES.loginAccountIp,
    now,
  });
  if (user?.isActive && failures >= LOGIN_ACCOUNT.alertAfter) {
    // Not awaited: the answer (and its time) must not tell a known account from an unknown e-mail.
    // The warning is a courtesy, so a failure to queue it is only logged.
    sendAccountAlert({ db, alerts, user, failures, now }).catch((error: unknown) => {
      alerts.logger.warn({ err: error }, 'aviso de tentativas de acesso não enfileirado');
    });
  }
};

/** A right password clears this address's wait for the account; the hourly count stays (it measures attacks). */
export const clearSignInFailures = async ({ db, email, ip }: Omit<TAttempt, 'now'>): Promise<void> => {
  await clearThrottle({ db, key: throttleKeys.accountIp(email, ip) });
};
