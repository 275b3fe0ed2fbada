import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { routes } from '../../lib/routes.ts';
import { storage } from '../../lib/storage.ts';
import { classifySignInError, useSignInMutation } from './api/sign-in.ts';
import styles from './auth-form.module.css';
import { ZLoginForm, type TLoginForm } from './schemas.ts';

export const BAD_CREDENTIALS_MESSAGE = 'Usuário ou senha inválido.';
export const LOGIN_FAILED_MESSAGE =
  'Houve algum problema ao tentar realizar o login. Caso o problema continue, entre em contato conosco.';

/** Sign-in card (spec part 1 §2 Login, §8). */
export const LoginPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const signIn = useSignInMutation();
  const [formError, setFormError] = useState<string | null>(null);
  // The screen is prerendered: what was typed before its code arrived stays, since react-hook-form
  // keeps a field edited before it was ready (prerender.test.tsx).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm), defaultValues: { email: '', password: '' } });
  const isHydrated = useIsHydrated();

  const onSubmit = async (values: TLoginForm) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      const kind = classifySignInError(error);
      if (kind === 'bad-credentials') return setFormError(BAD_CREDENTIALS_MESSAGE);
      // 429: the server says how long to wait; that is more useful than the generic text.
      if (kind === 'throttled') return void toast.error(errorMessage(error, LOGIN_FAILED_MESSAGE));
      return void toast.error(LOGIN_FAILED_MESSAGE);
    }
    const previousRoute = storage.getPreviousRoute();
    storage.setPreviousRoute(null);
    await navigate(previousRoute ?? routes.Home.path, { replace: true });
  };

  const isLoading = signIn.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="login-title"
      data-testid="login-form"
      noValidate
    >
      <title>Login | Portal dos Clientes</title>
      <div className={styles.heading}>
        <h1 id="login-title" className={styles.title}>
          Acesse sua conta
        </h1>
        <p className={styles.subtitle}>Entre com o e-mail e a senha cadastrados.</p>
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <FormField id="login-email" label="E-mail" error={errors.email?.message}>
        <input
          {...fieldA11y('login-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        <input
          {...fieldA11y('login-password', errors.password?.message)}
          {...register('password')}
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <button
        type="submit"
        className={styles.submit}
        disabled={isLoading || !isHydrated}
        data-hydrating={isHydrated ? undefined : ''}
        aria-busy={isLoading}
      >
        {isLoading ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            carregando
          </>
        ) : (
          'ACESSAR'
        )}
      </button>
      <div className={styles.links}>
        <Link className={styles.link} to={routes.ForgotPassword.path}>
          Esqueceu sua senha?
        </Link>
      </div>
    </form>
  );
};
