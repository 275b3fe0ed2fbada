import type { TOAuthTokenResponse } from '@pc/contract/auth';
import type { TConfig } from '../../../lib/config.ts';
import type { TDatabase } from '../../../db/client.ts';
import { verifyPassword } from '../../../core/auth/password.ts';
import { spendAuthChallenge, takeAuthChallengeAttempt } from '../auth-challenge-repository.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';
import { startSession } from '../token-service.ts';
import { findUserById } from '../user-repository.ts';
import { normaliseRecoveryCode } from './recovery-codes.ts';
import { challengeExpired, invalidCode } from './second-factor-messages.ts';
import {
  countUnusedRecoveryCodes,
  findUnusedRecoveryCodes,
  findUserTotp,
  spendRecoveryCode,
  spendTotpStep,
} from './second-factor-repository.ts';
import { settleRightSecondFactor, takeSecondFactorAttempt } from './second-factor-throttle.ts';
import { queueSecurityNotice } from './security-notice-email.ts';
import { decryptTotpSecret } from './totp-secret-cipher.ts';
import { matchTotpStep } from './totp.ts';

type TSignInWithOneTimeCodeOptions = {
  db: TDatabase;
  config: TConfig;
  alerts: TAccountAlerts;
  mfaToken: string;
  otp: string;
  ip: string;
  now: Date;
};

type TCodeCheck = { kind: 'totp' } | { kind: 'recovery-code' } | { kind: 'wrong' };

/** A right TOTP of a later step than the last one accepted; the step is spent. */
const spendTotpCode = async ({
  db,
  serverSecret,
  userId,
  code,
  now,
}: {
  db: TDatabase;
  serverSecret: string;
  userId: number;
  code: string;
  now: Date;
}): Promise<boolean> => {
  const totp = await findUserTotp(db, userId);
  if (!totp?.confirmedAt) return false;
  const secret = decryptTotpSecret({ sealed: totp.secretEncrypted, serverSecret });
  if (!secret) return false;
  const step = await matchTotpStep({ secret, code, lastUsedStep: totp.lastUsedStep, now });
  if (step === null) return false;
  return spendTotpStep(db, { userId, step });
};

/** A right, unused recovery code of a user whose TOTP is on; the code is spent. */
const spendRecoveryCodeOf = async ({
  db,
  userId,
  typed,
  now,
}: {
  db: TDatabase;
  userId: number;
  typed: string;
  now: Date;
}): Promise<boolean> => {
  const code = normaliseRecoveryCode(typed);
  if (!code) return false;
  const totp = await findUserTotp(db, userId);
  if (!totp?.confirmedAt) return false;
  for (const row of await findUnusedRecoveryCodes(db, userId)) {
    if (await verifyPassword({ passwordHash: row.codeHash, password: code })) {
      return spendRecoveryCode(db, { id: row.id, now });
    }
  }
  return false;
};

/** Six digits are an authenticator's code; anything else is tried as a recovery code. */
const checkOneTimeCode = async ({
  db,
  serverSecret,
  userId,
  otp,
  now,
}: {
  db: TDatabase;
  serverSecret: string;
  userId: number;
  otp: string;
  now: Date;
}): Promise<TCodeCheck> => {
  if (/^\d{6}$/.test(otp)) {
    const isRight = await spendTotpCode({ db, serverSecret, userId, code: otp, now });
    return isRight ? { kind: 'totp' } : { kind: 'wrong' };
  }
  const isRight = await spendRecoveryCodeOf({ db, userId, typed: otp, now });
  return isRight ? { kind: 'recovery-code' } : { kind: 'wrong' };
};

/**
 * grant_type=mfa_otp: answers a 'second_factor' challenge with a TOTP or a recovery code. Every
 * code takes its try of the challenge (dead after SECOND_FACTOR_MAX_ATTEMPTS, then the password is
 * asked again) and of the user's second-factor throttle BEFORE it is checked, so codes sent at once
 * meet the same limits as codes sent one by one. A wrong code keeps them taken; a right one spends
 * the challenge, gives the throttle's back and starts the session.
 */
export const signInWithOneTimeCode = async ({
  db,
  config,
  alerts,
  mfaToken,
  otp,
  ip,
  now,
}: TSignInWithOneTimeCodeOptions): Promise<TOAuthTokenResponse> => {
  const challenge = await takeAuthChallengeAttempt(db, { token: mfaToken, kind: 'SECOND_FACTOR', now });
  if (!challenge?.userId) throw challengeExpired();
  const user = await findUserById(db, challenge.userId);
  if (!user?.isActive) throw challengeExpired();
  await takeSecondFactorAttempt({ db, userId: user.id, ip, now });

  const check = await checkOneTimeCode({ db, serverSecret: config.JWT_SECRET, userId: user.id, otp, now });
  if (check.kind === 'wrong') throw invalidCode('body.otp');
  if (!(await spendAuthChallenge(db, { id: challenge.id, now }))) throw challengeExpired();
  await settleRightSecondFactor({ db, userId: user.id, ip });
  if (check.kind === 'recovery-code') {
    await queueSecurityNotice({
      alerts,
      user,
      change: { kind: 'recovery-code-used', codesLeft: await countUnusedRecoveryCodes(db, user.id) },
      now,
    });
  }
  return startSession({ db, config, user, now });
};
