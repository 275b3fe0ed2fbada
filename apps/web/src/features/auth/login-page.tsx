import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { TOAuthSecondFactorChallenge } from '@pc/contract/auth';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { isWebAuthnAvailable, passkeyFailureMessage } from '../../components/second-factor/webauthn.ts';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { routes } from '../../lib/routes.ts';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import { storage } from '../../lib/storage.ts';
import {
  classifySignInError,
  useSignInMutation,
  useSignInStepMutation,
  type TSignInResult,
} from './api/sign-in.ts';
import type { TPasskeyInput } from './api/second-factor-sign-in.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { ZLoginForm, type TLoginForm } from './schemas.ts';

export const BAD_CREDENTIALS_MESSAGE = 'Usuário ou senha inválido.';
export const LOGIN_FAILED_MESSAGE =
  'Houve algum problema ao tentar realizar o login. Caso o problema continue, entre em contato conosco.';
export const PASSKEY_SIGN_IN_FAILED_MESSAGE =
  'Não foi possível entrar com a chave de acesso. Tente novamente ou entre com o e-mail e a senha.';

// The second factor's steps load only when a challenge arrives: /login's first load has a budget.
const SecondFactorStep = lazy(() =>
  import('./second-factor-step.tsx').then((module) => ({ default: module.SecondFactorStep })),
);
const EnrolmentStep = lazy(() =>
  import('./enrolment-step.tsx').then((module) => ({ default: module.EnrolmentStep })),
);

/** The passkey sign-in's code (and @simplewebauthn/browser) arrive only when the button is used. */
const signInWithPasskeyLazily = async (input: TPasskeyInput): Promise<TSignInResult> => {
  const { signInWithPasskey } = await import('./second-factor-step.tsx');
  return signInWithPasskey(input);
};

type TPasswordStepProps = {
  initialEmail: string;
  /** Why the user is back here (an expired challenge), shown as the form's alert. */
  notice: string | null;
  /** `email`: the address typed, kept for a return to this step (never the password). */
  onResult: (result: TSignInResult, email: string | null) => Promise<void>;
};

/** Sign-in card (spec part 1 §2 Login, §8), plus a passwordless passkey sign-in. */
const PasswordStep = ({ initialEmail, notice, onResult }: TPasswordStepProps) => {
  const toast = useToast();
  const signIn = useSignInMutation();
  const passkey = useSignInStepMutation(signInWithPasskeyLazily);
  const [formError, setFormError] = useState<string | null>(notice);
  // The screen is prerendered: what was typed before its code arrived stays, since react-hook-form
  // keeps a field edited before it was ready (prerender.test.tsx).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: initialEmail, password: '' },
  });
  const isHydrated = useIsHydrated();

  const onSubmit = async (values: TLoginForm) => {
    setFormError(null);
    let result: TSignInResult;
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      const kind = classifySignInError(error);
      if (kind === 'bad-credentials') return setFormError(BAD_CREDENTIALS_MESSAGE);
      // 429: the server says how long to wait; that is more useful than the generic text.
      if (kind === 'throttled') return void toast.error(errorMessage(error, LOGIN_FAILED_MESSAGE));
      return void toast.error(LOGIN_FAILED_MESSAGE);
    }
    await onResult(result, values.email);
  };

  const onPasskey = async () => {
    setFormError(null);
    let result: TSignInResult;
    try {
      // No password: the BI token comes from POST /credential/bi-token (see TBiCredentials).
      result = await passkey.mutateAsync({});
    } catch (error) {
      return setFormError(passkeyFailureMessage(error, PASSKEY_SIGN_IN_FAILED_MESSAGE));
    }
    await onResult(result, null);
  };

  const isLoading = signIn.isPending;
  const isBusy = isLoading || passkey.isPending;
  // After hydration only: the prerendered page cannot know the browser, and must match it.
  const canUsePasskey = isHydrated && isWebAuthnAvailable();
  const { portalName } = usePortalBranding();

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="login-title"
      data-testid="login-form"
      noValidate
    >
      <title>{`Login | ${portalName}`}</title>
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
          // Back from an expired second factor: the e-mail is kept, the password is typed again.
          autoFocus={notice !== null}
          required
        />
      </FormField>
      <button
        type="submit"
        className={styles.submit}
        disabled={isBusy || !isHydrated}
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
      {canUsePasskey && (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={isBusy}
          aria-busy={passkey.isPending}
          onClick={() => void onPasskey()}
        >
          Entrar com chave de acesso
        </button>
      )}
      <div className={styles.links}>
        <Link className={styles.link} to={routes.ForgotPassword.path}>
          Esqueceu sua senha?
        </Link>
        <Link className={styles.link} to={routes.PrivacyNotice.path}>
          {routes.PrivacyNotice.title}
        </Link>
      </div>
    </form>
  );
};

const StepLoading = () => (
  <p className={styles.subtitle} role="status">
    Carregando…
  </p>
);

/**
 * Login: e-mail and password, then, when the server asks for it, the second factor or its
 * enrolment (the challenge in hand: none while on the password step).
 */
export const LoginPage = () => {
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<TOAuthSecondFactorChallenge | null>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const goToSignedInPage = async () => {
    const previousRoute = storage.getPreviousRoute();
    storage.setPreviousRoute(null);
    await navigate(previousRoute ?? routes.Home.path, { replace: true });
  };

  const onResult = async (result: TSignInResult, typedEmail: string | null) => {
    if (result.kind === 'signed-in') return goToSignedInPage();
    if (typedEmail) setEmail(typedEmail);
    setNotice(null);
    setChallenge(result.challenge);
  };

  const backToPassword = (message: string | null) => {
    // Forgets the challenge: the next attempt types the password again.
    setChallenge(null);
    setNotice(message);
  };

  if (challenge === null) return <PasswordStep initialEmail={email} notice={notice} onResult={onResult} />;
  switch (challenge.challenge) {
    case 'second_factor':
      return (
        <Suspense fallback={<StepLoading />}>
          <SecondFactorStep challenge={challenge} onSignedIn={goToSignedInPage} onBack={backToPassword} />
        </Suspense>
      );
    case 'second_factor_enrolment':
      return (
        <Suspense fallback={<StepLoading />}>
          <EnrolmentStep challenge={challenge} onSignedIn={goToSignedInPage} onBack={backToPassword} />
        </Suspense>
      );
    default: {
      const exhaustive: never = challenge.challenge;
      return exhaustive;
    }
  }
};
