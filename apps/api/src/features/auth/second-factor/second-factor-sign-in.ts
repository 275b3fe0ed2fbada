import type { TOAuthTokenResponse } from '@pc/contract/auth';
import type { TConfig } from '../../../lib/config.ts';
import type { TDatabase } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';

type TSignInWithOneTimeCodeOptions = {
  db: TDatabase;
  config: TConfig;
  alerts: TAccountAlerts;
  mfaToken: string;
  otp: string;
  ip: string;
  now: Date;
};

/** STUB (helper A): grant_type=mfa_otp. */
export const signInWithOneTimeCode = async (
  _options: TSignInWithOneTimeCodeOptions,
): Promise<TOAuthTokenResponse> => {
  throw new AppError('BAD_REQUEST', 'not built');
};
