import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../components/auth-form/new-password-fields.tsx';
import { ZNewPasswordForm, type TNewPasswordForm } from '../../components/auth-form/new-password-form.ts';
import { useToast } from '../../hooks/use-toast.ts';
import { routes } from '../../lib/routes.ts';
import { useRecoveryChangePasswordMutation } from './api/post-recovery-change-password.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { RECOVERY_SUCCESS_DURATION_MS, recoveryFailureMessage } from './recovery-messages.ts';
import { recoveryState } from './recovery-state.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/** Spec part 1 §9: back to Login 2 s after a successful reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** Recovery step 3 (spec part 1 §2, §5): the new password for the verified pin. */
export const ResetPasswordPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const { pin = '' } = useParams();
  const change = useRecoveryChangePasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = async (values: TNewPasswordForm) => {
    try {
      // Without the token of step 2 (another tab) the server answers the invalid-code message.
      const resetToken = recoveryState.getResetToken() ?? '-';
      const answer = await change.mutateAsync({ pin, resetToken, ...values });
      recoveryState.clear();
      toast.success(answer.message, { durationMs: RECOVERY_SUCCESS_DURATION_MS });
    } catch (error) {
      toast.error(recoveryFailureMessage(error));
      // Rethrown so isSubmitSuccessful stays false and the button works again.
      throw error;
    }
    // Not tied to this screen's life: the password is already changed, so go to Login anyway.
    setTimeout(() => void navigate(routes.Login.path, { replace: true }), RESET_REDIRECT_DELAY_MS);
  };

  const isBusy = change.isPending || isSubmitSuccessful;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      aria-labelledby="reset-title"
      noValidate
    >
      <PageTitle parts={[routes.ResetPassword.title]} />
      <div className={styles.heading}>
        <h1 id="reset-title" className={styles.title}>
          {routes.ResetPassword.title}
        </h1>
        <p className={styles.subtitle}>Crie uma nova senha com no mínimo 8 caracteres.</p>
      </div>
      <NewPasswordFields id="reset-password" register={register} errors={errors} />
      <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={change.isPending}>
        {change.isPending && <span className={styles.spinner} aria-hidden="true" />}
        REDEFINIR SENHA
      </button>
      <div className={styles.links}>
        <Link className={styles.link} to={routes.Login.path}>
          Voltar para o login
        </Link>
      </div>
    </form>
  );
};
