import { z } from 'zod';
import { isNewPasswordConfirmed, NEW_PASSWORD_MISMATCH, NEW_PASSWORD_TWICE } from '@pc/contract/auth';

// The new-password pair of the public cards (a reset, an invitation's first password): the rules are
// the contract's, so a screen and the server can never disagree on what a valid password is.

export const PASSWORD_HINT = 'Use pelo menos um caractere especial e um número.';

export const ZNewPasswordForm = z
  .object(NEW_PASSWORD_TWICE)
  .refine(isNewPasswordConfirmed, NEW_PASSWORD_MISMATCH);
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;
