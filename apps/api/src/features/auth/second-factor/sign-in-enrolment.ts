import {
  TOTP_ENABLED_MESSAGE,
  type TSignInTotpConfirmResponse,
  type TTotpSetup,
} from '@pc/contract/second-factor';
import type { TConfig } from '../../../lib/config.ts';
import type { TDatabase } from '../../../db/client.ts';
import {
  findLiveAuthChallenge,
  spendAuthChallenge,
  takeAuthChallengeAttempt,
  type TAuthChallengeRow,
} from '../auth-challenge-repository.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';
import { startSession } from '../token-service.ts';
import { findUserById, type TUserRow } from '../user-repository.ts';
import { challengeExpired, invalidCode } from './second-factor-messages.ts';
import { queueSecurityNotice } from './security-notice-email.ts';
import { finishTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';

/**
 * The live enrolment challenge of this mfa_token and its (active) user; 400 otherwise. With
 * `isTakingTry`, a try of the challenge is taken first (before a code is checked: see
 * takeAuthChallengeAttempt), so codes sent at once cannot outnumber its tries.
 */
const findEnrolment = async ({
  db,
  mfaToken,
  isTakingTry,
  now,
}: {
  db: TDatabase;
  mfaToken: string;
  isTakingTry: boolean;
  now: Date;
}): Promise<{ challenge: TAuthChallengeRow; user: TUserRow }> => {
  const lookup = { token: mfaToken, kind: 'SECOND_FACTOR_ENROLMENT', now } as const;
  const challenge = isTakingTry
    ? await takeAuthChallengeAttempt(db, lookup)
    : await findLiveAuthChallenge(db, lookup);
  if (!challenge?.userId) throw challengeExpired();
  const user = await findUserById(db, challenge.userId);
  if (!user?.isActive) throw challengeExpired();
  return { challenge, user };
};

/** POST /credential/sign-in/totp/setup: the enrolment's mfa_token stands in for a session. */
export const setupTotpAtSignIn = async ({
  db,
  config,
  mfaToken,
  now,
}: {
  db: TDatabase;
  config: Pick<TConfig, 'JWT_SECRET'>;
  mfaToken: string;
  now: Date;
}): Promise<TTotpSetup> => {
  const { user } = await findEnrolment({ db, mfaToken, isTakingTry: false, now });
  return startTotpEnrolment({ db, serverSecret: config.JWT_SECRET, user, now });
};

/**
 * POST /credential/sign-in/totp/confirm: each code takes a try of the challenge before it is
 * checked; a right one turns TOTP on, spends the challenge (in the same transaction) and starts
 * the session.
 */
export const confirmTotpAtSignIn = async ({
  db,
  config,
  alerts,
  mfaToken,
  code,
  now,
}: {
  db: TDatabase;
  config: TConfig;
  alerts: TAccountAlerts;
  mfaToken: string;
  code: string;
  now: Date;
}): Promise<TSignInTotpConfirmResponse> => {
  const { challenge, user } = await findEnrolment({ db, mfaToken, isTakingTry: true, now });
  const result = await finishTotpEnrolment({
    db,
    serverSecret: config.JWT_SECRET,
    userId: user.id,
    code,
    now,
    alsoInTransaction: (tx) => spendAuthChallenge(tx, { id: challenge.id, now }),
  });
  switch (result.kind) {
    case 'wrong-code':
      throw invalidCode('body.code');
    case 'raced':
      throw challengeExpired();
    case 'enabled': {
      await queueSecurityNotice({
        alerts,
        user,
        change: { kind: 'totp-enabled' },
        now,
      });
      return {
        code: 'SUCCESS',
        message: TOTP_ENABLED_MESSAGE,
        recoveryCodes: result.recoveryCodes,
        token: await startSession({ db, config, user, now }),
      };
    }
    default: {
      const exhaustive: never = result;
      throw new Error(`Unknown enrolment result: ${JSON.stringify(exhaustive)}`);
    }
  }
};
