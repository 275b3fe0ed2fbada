import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE, type TOAuthSecondFactorChallenge } from '@pc/contract/auth';
import { ZTotpConfirmRequest } from '@pc/contract/second-factor';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { sanitizeTotpCode } from '../../components/second-factor/totp-code.ts';
import {
  isWebAuthnAvailable,
  passkeyFailureMessage,
  PASSKEY_UNSUPPORTED_MESSAGE,
} from '../../components/second-factor/webauthn.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { isChallengeExpired, signInWithOneTimeCode, signInWithPasskey } from './api/second-factor-sign-in.ts';
import { useSignInStepMutation, type TSignInResult } from './api/sign-in.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import {
  sanitizeRecoveryCode,
  ZRecoveryCodeForm,
  type TCodeForm,
  type TCodeKind,
} from './second-factor-schemas.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const SECOND_FACTOR_TITLE = 'Verificação em duas etapas';
const CODE_FAILED_MESSAGE = 'Não foi possível verificar o código. Tente novamente.';
const PASSKEY_FAILED_MESSAGE = 'Não foi possível verificar a chave de acesso. Tente novamente.';

type TStepProps = {
  challenge: TOAuthSecondFactorChallenge;
  onSignedIn: () => Promise<void>;
  /** Back to the e-mail and password, with why (an expired challenge) or without (the user went back). */
  onBack: (notice: string | null) => void;
};

const CODE_FIELDS = {
  totp: {
    id: 'second-factor-code',
    label: 'Código de verificação',
    subtitle: 'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra agora.',
    hint: undefined,
  },
  recovery_code: {
    id: 'second-factor-recovery-code',
    label: 'Código de recuperação',
    subtitle: 'Digite um dos códigos de recuperação que você guardou. Cada código vale uma única vez.',
    hint: 'Formato XXXXX-XXXXX',
  },
} as const;

type TCodeFormProps = {
  kind: TCodeKind;
  isBusy: boolean;
  /** How many codes the server refused so far: each refusal clears the field for the next one. */
  refusals: number;
  onVerify: (code: string) => Promise<void>;
};

/** One code field: the app's 6 digits or a recovery code (remounted when the kind changes). */
const CodeForm = ({ kind, isBusy, refusals, onVerify }: TCodeFormProps) => {
  const field = CODE_FIELDS[kind];
  const {
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<TCodeForm>({
    resolver: zodResolver(kind === 'totp' ? ZTotpConfirmRequest : ZRecoveryCodeForm),
    defaultValues: { code: '' },
  });
  const error = errors.code?.message;
  const sanitize = kind === 'totp' ? sanitizeTotpCode : sanitizeRecoveryCode;

  useEffect(() => {
    // A refused code is cleared for the next one (the alert above says why).
    if (refusals === 0) return;
    setValue('code', '');
    setFocus('code');
  }, [refusals, setValue, setFocus]);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(({ code }) => onVerify(code))(event)}
      noValidate
    >
      <FormField
        id={field.id}
        label={field.label}
        isRequired
        error={error}
        {...(field.hint ? { hint: field.hint } : {})}
      >
        <Controller
          name="code"
          control={control}
          render={({ field: input }) => (
            <input
              {...fieldA11y(field.id, error, Boolean(field.hint))}
              name={input.name}
              ref={input.ref}
              value={input.value}
              onBlur={input.onBlur}
              onChange={(event) => input.onChange(sanitize(event.target.value))}
              className={styles.codeInput}
              type="text"
              {...(kind === 'totp'
                ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 12, autoComplete: 'one-time-code' }
                : { maxLength: 16, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false })}
              required
            />
          )}
        />
      </FormField>
      <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={isBusy}>
        {isBusy && <span className={styles.spinner} aria-hidden="true" />}
        VERIFICAR
      </button>
    </form>
  );
};

/**
 * The second factor at sign-in (a 'second_factor' challenge): the app's code, a recovery code, or
 * a passkey, whichever the user has. The password step's e-mail and password wait in memory.
 */
export const SecondFactorStep = ({ challenge, onSignedIn, onBack }: TStepProps) => {
  const { methods, mfa_token: mfaToken } = challenge;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<TCodeKind | null>(
    methods.includes('totp') ? 'totp' : methods.includes('recovery_code') ? 'recovery_code' : null,
  );
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [refusals, setRefusals] = useState(0);
  const oneTimeCode = useSignInStepMutation(signInWithOneTimeCode);
  const passkey = useSignInStepMutation(signInWithPasskey);
  const isBusy = oneTimeCode.isPending || passkey.isPending;
  const canSwitch = methods.includes('totp') && methods.includes('recovery_code');
  const canUsePasskey = methods.includes('passkey') && isWebAuthnAvailable();

  useEffect(() => headingRef.current?.focus(), []);

  /** Runs one answer to the challenge; false when it failed (the alert says why). */
  const settle = async (
    attempt: () => Promise<TSignInResult>,
    describe: (error: unknown) => string,
  ): Promise<boolean> => {
    let result: TSignInResult;
    try {
      result = await attempt();
    } catch (error) {
      if (isChallengeExpired(error)) {
        onBack(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
        return true;
      }
      // Keyed by the attempt, so the same message is announced again after another refusal.
      setFailure((last) => ({ message: describe(error), attempt: (last?.attempt ?? 0) + 1 }));
      return false;
    }
    // A token answer is all these grants give; a new challenge would mean starting over.
    if (result.kind === 'signed-in') await onSignedIn();
    else onBack(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    return true;
  };

  const verifyCode = async (otp: string) => {
    const isSettled = await settle(
      () => oneTimeCode.mutateAsync({ mfaToken, otp }),
      (error) => errorMessage(error, CODE_FAILED_MESSAGE),
    );
    if (!isSettled) setRefusals((count) => count + 1);
  };
  const verifyWithPasskey = () =>
    settle(
      () => passkey.mutateAsync({ mfaToken }),
      (error) => passkeyFailureMessage(error, PASSKEY_FAILED_MESSAGE),
    );

  const switchKind = () => {
    setFailure(null);
    setKind((current) => (current === 'totp' ? 'recovery_code' : 'totp'));
  };

  return (
    <div className={styles.form}>
      <PageTitle parts={[SECOND_FACTOR_TITLE]} />
      <div className={styles.heading}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {SECOND_FACTOR_TITLE}
        </h1>
        <p className={styles.subtitle}>
          {kind ? CODE_FIELDS[kind].subtitle : 'Confirme que é você com a sua chave de acesso.'}
        </p>
      </div>
      {failure && (
        <p key={failure.attempt} className={styles.formError} role="alert">
          {failure.message}
        </p>
      )}
      {kind && <CodeForm key={kind} kind={kind} isBusy={isBusy} refusals={refusals} onVerify={verifyCode} />}
      {!kind && !canUsePasskey && <p className={styles.formError}>{PASSKEY_UNSUPPORTED_MESSAGE}</p>}
      {canUsePasskey && (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={isBusy}
          aria-busy={passkey.isPending}
          onClick={() => void verifyWithPasskey()}
        >
          Usar chave de acesso
        </button>
      )}
      <div className={styles.links}>
        {canSwitch && (
          <button type="button" className={styles.linkButton} onClick={switchKind} disabled={isBusy}>
            {kind === 'totp' ? 'Usar um código de recuperação' : 'Usar o código do aplicativo'}
          </button>
        )}
        <button type="button" className={styles.linkButton} onClick={() => onBack(null)} disabled={isBusy}>
          Voltar para o login
        </button>
      </div>
    </div>
  );
};

// For the password step's "Entrar com chave de acesso": importing the passkey sign-in through this
// already-lazy chunk adds no other chunk to the build, and keeps the sign-in entry's own chunks as
// they were (a new dynamic import there made the bundler split them, adding requests to /login).
export { signInWithPasskey };
