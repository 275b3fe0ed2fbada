import { z } from 'zod';
import { ZNewPassword, type TUpdateProfileRequest } from '@pc/contract/auth';
import { ZWeekday, type TWeekday } from '@pc/contract/primitives';
import type { TCredential } from '@pc/contract/user';

export const REQUIRED_MESSAGE = 'Este campo é obrigatório';
export const EMPTY_PASSWORD_MESSAGE = 'A senha não pode ser vazia.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas devem ser iguais.';
/** The server's rules for a new password, said before the user types (the reset screen's, in full). */
export const NEW_PASSWORD_HINT =
  'No mínimo 8 caracteres, com letras, números e um caractere especial entre _()@!?$%*#&.';
/**
 * Not in the spec: a new e-mail or password needs the current one
 * (docs/decisions/0018-my-data-changes.md).
 */
export const CURRENT_PASSWORD_MESSAGE = 'Informe a sua senha atual para alterar o e-mail ou a senha.';

/** Whether the save changes the e-mail or the password, which asks for the current password. */
export const needsCurrentPassword = (
  form: Pick<TMyDataForm, 'isChangingPassword' | 'email' | 'initialEmail'>,
) => form.isChangingPassword || form.email.trim().toLowerCase() !== form.initialEmail.trim().toLowerCase();

/** Spec part 1 §3: MONDAY..SUNDAY, shown in pt-BR. */
export const WEEKDAY_LABELS: Record<TWeekday, string> = {
  MONDAY: 'Segunda-feira',
  TUESDAY: 'Terça-feira',
  WEDNESDAY: 'Quarta-feira',
  THURSDAY: 'Quinta-feira',
  FRIDAY: 'Sexta-feira',
  SATURDAY: 'Sábado',
  SUNDAY: 'Domingo',
};

// Spec part 1 §5: name and e-mail formats are not shown; required plus a valid e-mail is the
// least a login e-mail needs. A new password follows the same rules as on the reset screen (the
// contract's ZNewPassword, which the server applies too), checked here so no save is wasted on it.
export const ZMyDataForm = z
  .object({
    name: z.string().trim().min(1, REQUIRED_MESSAGE),
    email: z
      .string()
      .trim()
      .min(1, REQUIRED_MESSAGE)
      .pipe(z.email({ error: 'Informe um e-mail válido.' })),
    /** The e-mail when the form opened (not shown): tells an e-mail change. */
    initialEmail: z.string(),
    isChangingPassword: z.boolean(),
    password: z.string(),
    repeatedPassword: z.string(),
    currentPassword: z.string(),
    followUP: z.boolean(),
    followUPAnalytical: z.boolean(),
    followUPSynthetic: z.boolean(),
    followUPSyntheticWeekday: z.union([ZWeekday, z.literal('')]),
  })
  .superRefine((value, ctx) => {
    if (needsCurrentPassword(value) && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGE });
    }
    if (!value.isChangingPassword) return;
    if (!value.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: EMPTY_PASSWORD_MESSAGE });
    else {
      const rule = ZNewPassword.safeParse(value.password).error?.issues[0];
      if (rule) ctx.addIssue({ code: 'custom', path: ['password'], message: rule.message });
    }
    if (!value.repeatedPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatedPassword'], message: EMPTY_PASSWORD_MESSAGE });
      return;
    }
    if (value.password && value.password !== value.repeatedPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatedPassword'], message: PASSWORDS_DIFFER_MESSAGE });
    }
  });
export type TMyDataForm = z.infer<typeof ZMyDataForm>;

export const toMyDataForm = (user: TCredential): TMyDataForm => ({
  name: user.name,
  email: user.email,
  initialEmail: user.email,
  isChangingPassword: false,
  password: '',
  repeatedPassword: '',
  currentPassword: '',
  followUP: user.followUP,
  followUPAnalytical: user.followUPAnalytical,
  followUPSynthetic: user.followUPSynthetic,
  followUPSyntheticWeekday: user.followUPSyntheticWeekday ?? '',
});

/** The PATCH body: the e-mail goes as email1; the passwords only when changing (spec part 1 §7). */
export const toUpdateProfileRequest = (userId: number, form: TMyDataForm): TUpdateProfileRequest => ({
  id: userId,
  name: form.name.trim(),
  email1: form.email.trim(),
  followUP: form.followUP,
  followUPAnalytical: form.followUPAnalytical,
  followUPSynthetic: form.followUPSynthetic,
  followUPSyntheticWeekday: form.followUPSyntheticWeekday || null,
  ...(form.isChangingPassword ? { password: form.password, repeatedPassword: form.repeatedPassword } : {}),
  ...(needsCurrentPassword(form) ? { currentPassword: form.currentPassword } : {}),
});

export type TProfileOutcome = 'password-changed' | 'email-changed' | 'data-changed';

/** Which message and follow-up a successful save needs (spec part 1 §4, §8). */
export const profileOutcome = (user: TCredential, form: TMyDataForm): TProfileOutcome => {
  if (form.isChangingPassword) return 'password-changed';
  if (form.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) return 'email-changed';
  return 'data-changed';
};
