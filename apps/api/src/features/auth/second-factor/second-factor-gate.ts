import {
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  type TOAuthSecondFactorChallenge,
  type TSecondFactorMethod,
} from '@pc/contract/auth';
import type { TDatabase } from '../../../db/client.ts';
import type { TUserRow } from '../user-repository.ts';
import { createAuthChallenge } from '../auth-challenge-repository.ts';
import { countPasskeys, findUserTotp } from './second-factor-repository.ts';
import { isSecondFactorRequiredOf } from './second-factor-service.ts';

type TChallengeSecondFactorOptions = {
  db: TDatabase;
  user: { id: number; role: TUserRow['role'] };
  now: Date;
};

/**
 * Whether a right password alone may open anything for this user: not when they have a factor, nor
 * when the admin's rule asks one of them. The BI sign-in (password only, spec) asks this.
 */
export const isPasswordEnoughFor = async ({ db, user }: Omit<TChallengeSecondFactorOptions, 'now'>) => {
  const totp = await findUserTotp(db, user.id);
  if (totp?.confirmedAt) return false;
  if ((await countPasskeys(db, user.id)) > 0) return false;
  return !(await isSecondFactorRequiredOf(db, user.role));
};

/**
 * After a right password: a 'second_factor' challenge for a user with a confirmed TOTP or a
 * passkey; a 'second_factor_enrolment' one for staff without either while the admin's rule is on;
 * null (tokens right away) otherwise.
 */
export const challengeSecondFactor = async ({
  db,
  user,
  now,
}: TChallengeSecondFactorOptions): Promise<TOAuthSecondFactorChallenge | null> => {
  const totp = await findUserTotp(db, user.id);
  const isTotpEnabled = Boolean(totp?.confirmedAt);
  const hasPasskeys = (await countPasskeys(db, user.id)) > 0;
  if (isTotpEnabled || hasPasskeys) {
    const methods: TSecondFactorMethod[] = [
      ...(isTotpEnabled ? (['totp', 'recovery_code'] as const) : []),
      ...(hasPasskeys ? (['passkey'] as const) : []),
    ];
    const { token } = await createAuthChallenge(db, {
      kind: 'SECOND_FACTOR',
      userId: user.id,
      ttlSeconds: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
      now,
    });
    return {
      challenge: 'second_factor',
      mfa_token: token,
      methods,
      expires_in: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
    };
  }
  if (!(await isSecondFactorRequiredOf(db, user.role))) return null;
  const { token } = await createAuthChallenge(db, {
    kind: 'SECOND_FACTOR_ENROLMENT',
    userId: user.id,
    ttlSeconds: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
    now,
  });
  return {
    challenge: 'second_factor_enrolment',
    mfa_token: token,
    methods: ['totp'],
    expires_in: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  };
};
