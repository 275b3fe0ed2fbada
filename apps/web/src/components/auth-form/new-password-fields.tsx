import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldA11y, FormField } from '../form-field/form-field.tsx';
import { PASSWORD_HINT, type TNewPasswordForm } from './new-password-form.ts';

type TNewPasswordFieldsProps = {
  /** The first field's id; the confirmation's is `${id}-confirm`. */
  id: string;
  register: UseFormRegister<TNewPasswordForm>;
  errors: FieldErrors<TNewPasswordForm>;
};

/** "Nova senha" with the rules' hint and "Repita a nova senha": the reset's and the invitation's pair. */
export const NewPasswordFields = ({ id, register, errors }: TNewPasswordFieldsProps) => {
  const confirmId = `${id}-confirm`;
  const passwordError = errors.newPassword?.message;
  const confirmError = errors.newPasswordConfirm?.message;
  return (
    <>
      <FormField id={id} label="Nova senha" isRequired error={passwordError} hint={PASSWORD_HINT}>
        <input
          {...fieldA11y(id, passwordError, true)}
          {...register('newPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
      </FormField>
      <FormField id={confirmId} label="Repita a nova senha" isRequired error={confirmError}>
        <input
          {...fieldA11y(confirmId, confirmError)}
          {...register('newPasswordConfirm')}
          type="password"
          autoComplete="new-password"
          required
        />
      </FormField>
    </>
  );
};
