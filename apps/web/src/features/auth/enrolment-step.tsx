import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE, type TOAuthSecondFactorChallenge } from '@pc/contract/auth';
import type { TSignInTotpConfirmResponse } from '@pc/contract/second-factor';
import { RecoveryCodes, RECOVERY_CODES_TITLE } from '../../components/second-factor/recovery-codes.tsx';
import { TotpEnrolmentForm } from '../../components/second-factor/totp-enrolment-form.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import {
  confirmSignInEnrolment,
  finishSignInEnrolment,
  isChallengeExpired,
  useSignInTotpSetupQuery,
} from './api/second-factor-sign-in.ts';
import { useSignInStepMutation } from './api/sign-in.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const ENROLMENT_TITLE = 'Cadastre a verificação em duas etapas';
const SETUP_FAILED_MESSAGE = 'Não foi possível preparar o cadastro. Tente novamente.';
const FINISH_FAILED_MESSAGE =
  'A verificação em duas etapas foi cadastrada, mas não foi possível concluir a entrada. Entre com o e-mail, a senha e o código do aplicativo.';

type TEnrolmentStepProps = {
  challenge: TOAuthSecondFactorChallenge;
  onSignedIn: () => Promise<void>;
  onBack: (notice: string | null) => void;
};

/**
 * A 'second_factor_enrolment' challenge: the portal's administration requires a second factor of
 * staff, and this user has none yet. The app is enrolled here, its recovery codes shown once,
 * and only then does the sign-in go on (the confirmation's tokens are already stored).
 */
export const EnrolmentStep = ({ challenge, onSignedIn, onBack }: TEnrolmentStepProps) => {
  const mfaToken = challenge.mfa_token;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setup = useSignInTotpSetupQuery(mfaToken);
  const confirm = useMutation({ mutationFn: confirmSignInEnrolment });
  const finish = useSignInStepMutation(finishSignInEnrolment);
  const [enrolled, setEnrolled] = useState<TSignInTotpConfirmResponse | null>(null);
  const isSetupExpired = setup.isError && isChallengeExpired(setup.error);

  // The heading takes the focus when the step appears, and again when the codes replace the form.
  useEffect(() => headingRef.current?.focus(), [enrolled]);

  useEffect(() => {
    if (isSetupExpired) onBack(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
  }, [isSetupExpired, onBack]);

  const onConfirm = async (code: string) => {
    try {
      setEnrolled(await confirm.mutateAsync({ mfaToken, code }));
    } catch (error) {
      if (isChallengeExpired(error)) return onBack(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
      throw error;
    }
  };

  const onContinue = async () => {
    try {
      await finish.mutateAsync();
    } catch {
      return onBack(FINISH_FAILED_MESSAGE);
    }
    await onSignedIn();
  };

  const title = enrolled ? RECOVERY_CODES_TITLE : ENROLMENT_TITLE;

  return (
    <div className={styles.form}>
      <PageTitle parts={[title]} />
      <div className={styles.heading}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {!enrolled && (
          <p className={styles.subtitle}>
            A administração do portal exige a verificação em duas etapas para a equipe. Cadastre um aplicativo
            autenticador para continuar: nas próximas entradas, o portal pedirá o código dele depois da senha.
          </p>
        )}
      </div>
      {enrolled ? (
        <RecoveryCodes
          codes={enrolled.recoveryCodes}
          message={enrolled.message}
          onContinue={() => void onContinue()}
          isContinuing={finish.isPending}
          continueClassName={styles.submit}
        />
      ) : setup.isPending || isSetupExpired ? (
        <p className={styles.subtitle} role="status">
          Carregando…
        </p>
      ) : setup.isError ? (
        <>
          <p className={styles.formError} role="alert">
            {errorMessage(setup.error, SETUP_FAILED_MESSAGE)}
          </p>
          <button type="button" className={styles.secondaryButton} onClick={() => void setup.refetch()}>
            Tentar novamente
          </button>
        </>
      ) : (
        <TotpEnrolmentForm
          id="sign-in-totp"
          setup={setup.data}
          onConfirm={onConfirm}
          isConfirming={confirm.isPending}
          submitClassName={styles.submit}
        />
      )}
      {!enrolled && (
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={() => onBack(null)}>
            Voltar para o login
          </button>
        </div>
      )}
    </div>
  );
};
