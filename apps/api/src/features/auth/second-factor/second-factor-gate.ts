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
 * What a right password still owes: the methods of the factors the user has; else, for staff
 * without one under the admin's rule, an enrolment; else nothing.
 */
type TSecondFactorOwed =
  { kind: 'factor'; methods: TSecondFactorMethod[] } | { kind: 'enrolment' } | { kind: 'nothing' };

const findSecondFactorOwed = async ({
  db,
  user,
}: Omit<TChallengeSecondFactorOptions, 'now'>): Promise<TSecondFactorOwed> => {
  const totp = await findUserTotp(db, user.id);
  const isTotpEnabled = Boolean(totp?.confirmedAt);
  const hasPasskeys = (await countPasskeys(db, user.id)) > 0;
  if (isTotpEnabled || hasPasskeys) {
    return {
      kind: 'factor',
      methods: [
        ...(isTotpEnabled ? (['totp', 'recovery_code'] as const) : []),
        ...(hasPasskeys ? (['passkey'] as const) : []),
      ],
    };
  }
  return (await isSecondFactorRequiredOf(db, user.role)) ? { kind: 'enrolment' } : { kind: 'nothing' };
};

/**
 * Whether a right password alone may open anything for this user: not when they have a factor, nor
 * when the admin's rule asks one of them. The BI sign-in (password only, spec) asks this.
 */
export const isPasswordEnoughFor = async (options: Omit<TChallengeSecondFactorOptions, 'now'>) =>
  (await findSecondFactorOwed(options)).kind === 'nothing';

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
  const owed = await findSecondFactorOwed({ db, user });
  if (owed.kind === 'nothing') return null;
  const isEnrolment = owed.kind === 'enrolment';
  const { token } = await createAuthChallenge(db, {
    kind: isEnrolment ? 'SECOND_FACTOR_ENROLMENT' : 'SECOND_FACTOR',
    userId: user.id,
    ttlSeconds: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
    now,
  });
  return {
    challenge: isEnrolment ? 'second_factor_enrolment' : 'second_factor',
    mfa_token: token,
    methods: isEnrolment ? ['totp'] : owed.methods,
    expires_in: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  };
};
