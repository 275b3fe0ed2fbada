import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { TInvitation } from '@pc/contract/invitation';
import styles from '../../components/auth-form/auth-form.module.css';
import { NewPasswordFields } from '../../components/auth-form/new-password-fields.tsx';
import { ZNewPasswordForm, type TNewPasswordForm } from '../../components/auth-form/new-password-form.ts';
import { FormField } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { invitationQueryOptions } from './api/get-invitation.ts';
import { useInvitationAcceptMutation } from './api/post-invitation-accept.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/** Like the recovery's success messages (spec part 1 §8): long enough to read on the sign-in screen. */
export const SET_PASSWORD_SUCCESS_DURATION_MS = 10_000;

const LOAD_FAILED_MESSAGE = 'Não foi possível abrir o convite agora. Tente novamente.';
const ACCEPT_FAILED_MESSAGE = 'Não foi possível criar a senha agora. Tente novamente.';

/** The new password for an invited account; on success, Login with the server's message. */
const SetPasswordForm = ({ token, invitation }: { token: string; invitation: TInvitation }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const accept = useInvitationAcceptMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = async (values: TNewPasswordForm) => {
    const answer = await accept.mutateAsync({ token, ...values });
    toast.success(answer.message, { durationMs: SET_PASSWORD_SUCCESS_DURATION_MS });
    await navigate(routes.Login.path, { replace: true });
  };

  const isBusy = accept.isPending || accept.isSuccess;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      noValidate
    >
      <div className={styles.heading}>
        <h1 id="set-password-title" className={styles.title}>
          {routes.SetPassword.title}
        </h1>
        <p className={styles.subtitle}>
          Olá, {invitation.name}. Crie uma senha com no mínimo 8 caracteres para entrar no portal.
        </p>
      </div>
      {accept.isError && (
        <p className={styles.formError} role="alert">
          {errorMessage(accept.error, ACCEPT_FAILED_MESSAGE)}
        </p>
      )}
      <FormField id="set-password-email" label="E-mail de acesso">
        {/* Read-only, and named username so a password manager saves the pair. */}
        <input
          id="set-password-email"
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
        />
      </FormField>
      <NewPasswordFields id="set-password" register={register} errors={errors} />
      <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={accept.isPending}>
        {accept.isPending && <span className={styles.spinner} aria-hidden="true" />}
        CRIAR SENHA
      </button>
    </form>
  );
};

/**
 * Where an invitation link lands (/definir-senha/<token>). Greets the invited person,
 * shows the e-mail they will sign in with and asks for the first password, with the reset's rules.
 * A link that no longer works says so in the server's words.
 */
export const SetPasswordPage = () => {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));

  return (
    <section className={styles.form} aria-labelledby="set-password-title">
      <PageTitle parts={[routes.SetPassword.title]} />
      {invitation.isSuccess ? (
        <SetPasswordForm token={token} invitation={invitation.data.data} />
      ) : (
        <div className={styles.heading}>
          <h1 id="set-password-title" className={styles.title}>
            {routes.SetPassword.title}
          </h1>
          {invitation.isPending ? (
            <p className={styles.subtitle} role="status">
              Abrindo o convite…
            </p>
          ) : (
            <p className={styles.formError} role="alert">
              {errorMessage(invitation.error, LOAD_FAILED_MESSAGE)}
            </p>
          )}
        </div>
      )}
      <div className={styles.links}>
        <Link className={styles.link} to={routes.Login.path}>
          Ir para o login
        </Link>
      </div>
    </section>
  );
};
