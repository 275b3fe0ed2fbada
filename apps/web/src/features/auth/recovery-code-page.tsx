import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { routes, toResetPassword } from '../../lib/routes.ts';
import { useRecoveryVerifyCodeMutation } from './api/post-recovery-verify-code.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { RECOVERY_SUCCESS_DURATION_MS, recoveryFailureMessage } from './recovery-messages.ts';
import { recoveryState } from './recovery-state.ts';
import {
  RECOVERY_CODE_PASTE_LENGTH,
  sanitizeRecoveryCode,
  ZRecoveryCodeForm,
  type TRecoveryCodeForm,
} from './schemas.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/** Recovery step 2 (spec part 1 §2): the 6-digit code from the e-mail. */
export const RecoveryCodePage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const verify = useRecoveryVerifyCodeMutation();
  // The e-mail typed in step 1; asked here only when this tab does not know it (a link opened anew).
  const [knownEmail] = useState(recoveryState.getEmail);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TRecoveryCodeForm>({
    resolver: zodResolver(ZRecoveryCodeForm),
    defaultValues: { pin: '', email: knownEmail ?? '' },
  });

  const onSubmit = async ({ pin, email }: TRecoveryCodeForm) => {
    try {
      const answer = await verify.mutateAsync({ pin, email });
      recoveryState.setResetToken(answer.resetToken);
      toast.success(answer.message, { durationMs: RECOVERY_SUCCESS_DURATION_MS });
    } catch (error) {
      return void toast.error(recoveryFailureMessage(error));
    }
    await navigate(toResetPassword(pin));
  };

  const isLoading = verify.isPending;
  const error = errors.pin?.message;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="code-title"
      noValidate
    >
      <PageTitle parts={[routes.RecoveryCode.title]} />
      <div className={styles.heading}>
        <h1 id="code-title" className={styles.title}>
          {routes.RecoveryCode.title}
        </h1>
        <p className={styles.subtitle}>
          {knownEmail
            ? `Digite o código de 6 dígitos enviado para ${knownEmail}.`
            : 'Digite o código de 6 dígitos enviado para o seu e-mail.'}
        </p>
      </div>
      {!knownEmail && (
        <FormField id="recovery-email" label="E-mail" isRequired error={errors.email?.message}>
          <input
            {...fieldA11y('recovery-email', errors.email?.message)}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
        </FormField>
      )}
      <FormField id="recovery-code" label="Código de verificação" isRequired error={error}>
        <Controller
          name="pin"
          control={control}
          render={({ field }) => (
            <input
              {...fieldA11y('recovery-code', error)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              // Digits only, also for pasted text such as '123 456'.
              onChange={(event) => field.onChange(sanitizeRecoveryCode(event.target.value))}
              className={styles.codeInput}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              // Room for a pasted '123 456' or '123-456': a maxLength of 6 would cut it to
              // '123 45' before the digits are cleaned; sanitizeRecoveryCode keeps 6.
              maxLength={RECOVERY_CODE_PASTE_LENGTH}
              autoComplete="one-time-code"
              required
            />
          )}
        />
      </FormField>
      <button type="submit" className={styles.submit} disabled={isLoading} aria-busy={isLoading}>
        {isLoading && <span className={styles.spinner} aria-hidden="true" />}
        VALIDAR O CÓDIGO DE VERIFICAÇÃO
      </button>
      <div className={styles.links}>
        <Link className={styles.link} to={routes.ForgotPassword.path}>
          Reenviar o código
        </Link>
        <Link className={styles.link} to={routes.Login.path}>
          Voltar para o login
        </Link>
      </div>
    </form>
  );
};
