import type { TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../core/auth/password.ts';
import {
  assertNotThrottled,
  clearThrottle,
  recordThrottleFailure,
  THROTTLE_RULES,
  throttleKeys,
} from '../../core/throttle/throttle-service.ts';
import { findUserByEmail, type TUserRow } from './user-repository.ts';

/** The spec's login error text, matched by the web ('Bad credentials' → 'Usuário ou senha inválido.'). */
export const BAD_CREDENTIALS = 'Bad credentials';

export const badCredentials = (): AppError => new AppError('BAD_REQUEST', BAD_CREDENTIALS);

type TVerifyCredentialsOptions = {
  db: TDbExecutor;
  email: string;
  password: string;
  ip: string;
  now: Date;
};

/**
 * Checks an e-mail and password for the sign-in and the BI host, throttled per account and per IP.
 * Unknown e-mails, wrong passwords and inactive users all answer 'Bad credentials'.
 */
export const verifyCredentials = async ({
  db,
  email,
  password,
  ip,
  now,
}: TVerifyCredentialsOptions): Promise<TUserRow> => {
  const accountKey = throttleKeys.account(email);
  const ipKey = throttleKeys.ip(ip);
  await assertNotThrottled({ db, keys: [accountKey, ipKey], now });

  const user = await findUserByEmail(db, email);
  const isMatch = await verifyPassword({ passwordHash: user?.passwordHash ?? null, password });
  if (!user || !isMatch) {
    // The address first: whatever happens to the account's counter, the attempt counts per IP.
    await recordThrottleFailure({ db, key: ipKey, rule: THROTTLE_RULES.loginIp, now });
    await recordThrottleFailure({ db, key: accountKey, rule: THROTTLE_RULES.loginAccount, now });
    throw badCredentials();
  }
  // Same answer as a wrong password: the account's state is not disclosed.
  if (!user.isActive) throw badCredentials();

  await clearThrottle({ db, key: accountKey });
  return user;
};
