import { z } from 'zod';
import type { TSecondFactorMethod } from '@pc/contract/auth';

// The sign-in's second-factor code (security round 2): the app's 6 digits (the contract's
// ZTotpConfirmRequest), or a recovery code.

export type TCodeKind = Exclude<TSecondFactorMethod, 'passkey'>;

export const RECOVERY_CODE_FORMAT_MESSAGE = 'Informe o código de recuperação no formato XXXXX-XXXXX.';
const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;

export const ZRecoveryCodeForm = z.object({
  code: z.string().trim().regex(RECOVERY_CODE_PATTERN, RECOVERY_CODE_FORMAT_MESSAGE),
});
export type TCodeForm = { code: string };

/** 'abcde fghij' or 'ABCDEFGHIJ' → 'ABCDE-FGHIJ': the one form the codes are handed out in. */
export const sanitizeRecoveryCode = (value: string): string => {
  const characters = value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
  return characters.length > 5 ? `${characters.slice(0, 5)}-${characters.slice(5)}` : characters;
};
