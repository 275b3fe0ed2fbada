import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../core/auth/password.ts';
import {
  noteWrongPassword,
  settleRightPassword,
  takeSignInAttempt,
  type TAccountAlerts,
} from './sign-in-throttle.ts';
import { findUserByEmail, type TUserRow } from './user-repository.ts';

/** The spec's login error text, matched by the web ('Bad credentials' → 'Usuário ou senha inválido.'). */
export const BAD_CREDENTIALS = 'Bad credentials';

export const badCredentials = (): AppError => new AppError('BAD_REQUEST', BAD_CREDENTIALS);

type TVerifyCredentialsOptions = {
  db: TDatabase;
  alerts: TAccountAlerts;
  email: string;
  password: string;
  ip: string;
  now: Date;
};

/**
 * Checks an e-mail and password for the sign-in and the BI host, throttled per account and IP,
 * per IP, and per account across IPs (sign-in-throttle.ts). Unknown e-mails, wrong passwords and
 * inactive users all answer 'Bad credentials'.
 */
export const verifyCredentials = async ({
  db,
  alerts,
  email,
  password,
  ip,
  now,
}: TVerifyCredentialsOptions): Promise<TUserRow> => {
  // Taken before the check, so passwords sent at once cannot all be checked before one counts.
  const attempt = await takeSignInAttempt({ db, email, ip, now });

  const user = await findUserByEmail(db, email);
  const isMatch = await verifyPassword({ passwordHash: user?.passwordHash ?? null, password });
  if (!user || !isMatch) {
    noteWrongPassword({ db, attempt, now, user, alerts });
    throw badCredentials();
  }
  // Same answer (and the same count) as a wrong password: the account's state is not disclosed.
  if (!user.isActive) throw badCredentials();

  await settleRightPassword({ db, attempt });
  return user;
};
