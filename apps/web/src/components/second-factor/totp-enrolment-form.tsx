import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZTotpConfirmRequest, type TTotpConfirmRequest, type TTotpSetup } from '@pc/contract/second-factor';
import { errorMessage } from '../../lib/api-error.ts';
import { fieldA11y, FormField } from '../form-field/form-field.tsx';
import { sanitizeTotpCode } from './totp-code.ts';
import styles from './second-factor.module.css';

export const TOTP_CODE_LABEL = 'Código do aplicativo';
export const TOTP_QR_ALT = 'QR code para cadastrar o Portal dos Clientes no aplicativo autenticador';
// Room for a pasted '123 456': the digits are kept, the rest dropped (see onChange).
const TOTP_CODE_PASTE_LENGTH = 12;

/** 'JBSW Y3DP EHPK 3PXP': the secret in blocks of 4, easier to type into an app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

type TTotpEnrolmentFormProps = {
  /** Prefix of the field ids (one enrolment form per screen). */
  id: string;
  setup: TTotpSetup;
  /** Resolves when the code was taken; a rejection is shown under the form (the server's message). */
  onConfirm: (code: string) => Promise<void>;
  isConfirming: boolean;
  /** The look of the context's main button (the sign-in card's, or a dialog's). */
  submitClassName?: string;
};

/**
 * TOTP enrolment, in Meus Dados and at sign-in: the QR code, the secret for typing by hand, and the
 * first code from the app, which proves the app holds the secret before it counts as a factor.
 */
export const TotpEnrolmentForm = ({
  id,
  setup,
  onConfirm,
  isConfirming,
  submitClassName,
}: TTotpEnrolmentFormProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TTotpConfirmRequest>({
    resolver: zodResolver(ZTotpConfirmRequest),
    defaultValues: { code: '' },
  });
  const fieldId = `${id}-code`;
  const error = errors.code?.message;

  const onSubmit = async ({ code }: TTotpConfirmRequest) => {
    setFailure(null);
    try {
      await onConfirm(code);
    } catch (caught) {
      setFailure(errorMessage(caught, 'Não foi possível confirmar o código. Tente novamente.'));
    }
  };

  return (
    <form className={styles.enrolment} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <ol className={styles.steps}>
        <li>Abra o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Leia o QR code abaixo ou digite a chave.</li>
        <li>Informe o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <img className={styles.qr} src={setup.qrCode} alt={TOTP_QR_ALT} width={176} height={176} />
      <div className={styles.secretBlock}>
        <span className={styles.muted}>Não consegue ler o QR code? Digite esta chave no aplicativo:</span>
        <code className={styles.secret} data-testid="totp-secret">
          {groupSecret(setup.secret)}
        </code>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <FormField id={fieldId} label={TOTP_CODE_LABEL} isRequired error={error}>
        <Controller
          name="code"
          control={control}
          render={({ field }) => (
            <input
              {...fieldA11y(fieldId, error)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(sanitizeTotpCode(event.target.value))}
              className={styles.codeInput}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={TOTP_CODE_PASTE_LENGTH}
              autoComplete="one-time-code"
              required
            />
          )}
        />
      </FormField>
      <button
        type="submit"
        className={submitClassName ?? styles.primary}
        disabled={isConfirming}
        aria-busy={isConfirming}
      >
        CONFIRMAR
      </button>
    </form>
  );
};
