import type { TOAuthSecondFactorChallenge } from '@pc/contract/auth';
import type { TDatabase } from '../../../db/client.ts';

type TChallengeSecondFactorOptions = {
  db: TDatabase;
  user: { id: number; role: string };
  now: Date;
};

/** STUB (helper A): a challenge when the user owes a second factor or must enrol one; null otherwise. */
export const challengeSecondFactor = async (
  _options: TChallengeSecondFactorOptions,
): Promise<TOAuthSecondFactorChallenge | null> => null;
