import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../../src/features/auth/second-factor/totp.ts';

/** The authenticator app's code for this secret at `at`, `stepOffset` 30-second steps away. */
export const totpCodeAt = (secret: string, at: Date, stepOffset = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) + stepOffset * TOTP_PERIOD_SECONDS });

/** A 6-digit code that is wrong at `at` (none of the steps the server accepts then). */
export const wrongTotpCodeAt = async (secret: string, at: Date): Promise<string> => {
  const right = new Set(await Promise.all([-1, 0, 1].map((offset) => totpCodeAt(secret, at, offset))));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!right.has(code)) return code;
  }
};
