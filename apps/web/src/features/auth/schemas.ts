import { z } from 'zod';

// Form schemas of sign-in and recovery (spec part 1 §5). The new password's pair is shared with the
// invitation's page: components/auth-form/new-password-form.ts.
export const REQUIRED_MESSAGE = 'Este campo é obrigatório';
export const INVALID_EMAIL_MESSAGE = 'Informe um e-mail válido.';
export const CODE_MESSAGE = 'Informe o código de verificação de 6 dígitos.';
export const RECOVERY_CODE_LENGTH = 6;

const zEmail = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

export const ZLoginForm = z.object({
  email: zEmail,
  password: z.string().min(1, REQUIRED_MESSAGE),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZForgotPasswordForm = z.object({ email: zEmail });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export const ZRecoveryCodeForm = z.object({
  /** Asked only when the e-mail of step 1 is not known in this tab (see recovery-state.ts). */
  email: zEmail,
  pin: z
    .string()
    .min(1, REQUIRED_MESSAGE)
    .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), CODE_MESSAGE),
});
export type TRecoveryCodeForm = z.infer<typeof ZRecoveryCodeForm>;

/** What the code box lets in before cleaning: a pasted code with its spaces or dashes. */
export const RECOVERY_CODE_PASTE_LENGTH = 20;

/** The code box accepts digits only, at most 6 (spec part 1 §5). */
export const sanitizeRecoveryCode = (value: string): string =>
  value.replace(/\D/g, '').slice(0, RECOVERY_CODE_LENGTH);
