import { z } from 'zod';
import { ZNewPassword } from '@pc/contract/auth';

// The new-password pair of the public cards (a reset, an invitation's first password): the rules are
// the contract's, so a screen and the server can never disagree on what a valid password is.

export const PASSWORD_HINT = 'Use pelo menos um caractere especial e um número.';

export const ZNewPasswordForm = z
  .object({
    newPassword: ZNewPassword,
    newPasswordConfirm: z.string().min(1, 'Este campo é obrigatório'),
  })
  .refine((value) => value.newPassword === value.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: 'As senhas não são iguais.',
  });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;
