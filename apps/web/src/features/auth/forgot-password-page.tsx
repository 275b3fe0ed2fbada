import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { routes } from '../../lib/routes.ts';
import { useRecoveryPasswordMutation } from './api/post-recovery-password.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { RECOVERY_SUCCESS_DURATION_MS, recoveryFailureMessage } from './recovery-messages.ts';
import { recoveryState } from './recovery-state.ts';
import { ZForgotPasswordForm, type TForgotPasswordForm } from './schemas.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/** Recovery step 1 (spec part 1 §2): the e-mail that receives the code. */
export const ForgotPasswordPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const recovery = useRecoveryPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: TForgotPasswordForm) => {
    try {
      const answer = await recovery.mutateAsync(email);
      toast.success(answer.message, { durationMs: RECOVERY_SUCCESS_DURATION_MS });
    } catch (error) {
      return void toast.error(recoveryFailureMessage(error));
    }
    recoveryState.setEmail(email);
    await navigate(routes.RecoveryCode.path);
  };

  const isLoading = recovery.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="forgot-title"
      noValidate
    >
      <PageTitle parts={[routes.ForgotPassword.title]} />
      <div className={styles.heading}>
        <h1 id="forgot-title" className={styles.title}>
          {routes.ForgotPassword.title}
        </h1>
        <p className={styles.subtitle}>
          Informe o e-mail cadastrado. Enviaremos um código de verificação de 6 dígitos.
        </p>
      </div>
      <FormField id="forgot-email" label="E-mail" isRequired error={errors.email?.message}>
        <input
          {...fieldA11y('forgot-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </FormField>
      <button type="submit" className={styles.submit} disabled={isLoading} aria-busy={isLoading}>
        {isLoading && <span className={styles.spinner} aria-hidden="true" />}
        RECUPERAR SENHA
      </button>
      <div className={styles.links}>
        <Link className={styles.link} to={routes.Login.path}>
          Voltar para o login
        </Link>
      </div>
    </form>
  );
};
