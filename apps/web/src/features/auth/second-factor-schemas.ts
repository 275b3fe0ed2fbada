import { z } from 'zod';
import { ZTotpCode } from '@pc/contract/second-factor';

// The sign-in's second-factor code (security round 2): the app's 6 digits, or a recovery code.

export type TCodeKind = 'totp' | 'recovery_code';

export const RECOVERY_CODE_FORMAT_MESSAGE = 'Informe o código de recuperação no formato XXXXX-XXXXX.';
const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;
const TOTP_LENGTH = 6;

export const ZTotpCodeForm = z.object({ code: ZTotpCode });
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

/** Digits only, at most 6, also for a pasted '123 456'. */
export const sanitizeTotpCode = (value: string): string => value.replace(/\D/g, '').slice(0, TOTP_LENGTH);
