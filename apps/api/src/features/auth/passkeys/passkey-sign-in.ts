import type { TOAuthTokenResponse } from '@pc/contract/auth';
import type { TConfig } from '../../../lib/config.ts';
import type { TDatabase } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';

type TSignInWithPasskeyOptions = {
  db: TDatabase;
  config: TConfig;
  challengeId: string;
  /** AuthenticationResponseJSON as sent (a JSON string). */
  credential: string;
  mfaToken: string | undefined;
  /** The request's Origin header. */
  origin: string | undefined;
  now: Date;
};

/** STUB (helper B): grant_type=passkey. */
export const signInWithPasskey = async (
  _options: TSignInWithPasskeyOptions,
): Promise<TOAuthTokenResponse> => {
  throw new AppError('BAD_REQUEST', 'not built');
};
