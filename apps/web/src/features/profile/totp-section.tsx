import { useState } from 'react';
import type { TRecoveryCodesResponse, TSecondFactorStatus } from '@pc/contract/second-factor';
import dialog from '../../components/dialog/dialog.module.css';
import { RecoveryCodes, RECOVERY_CODES_TITLE } from '../../components/second-factor/recovery-codes.tsx';
import { TotpEnrolmentForm } from '../../components/second-factor/totp-enrolment-form.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { formatDate } from '../../lib/format.ts';
import { useTotpEnrolmentMutations, useTotpPasswordMutations } from './api/second-factor.ts';
import { CurrentPasswordForm } from './current-password-form.tsx';
import pageStyles from './my-data-page.module.css';
import styles from './security-card.module.css';
import { SecurityDialog } from './security-dialog.tsx';

const PRIMARY = `${dialog.button} ${dialog.primary}`;

type TTotpDialog = 'enable' | 'renew' | 'disable' | null;

/** '3 códigos de recuperação restantes' (and the singular). */
export const recoveryCodesLeftText = (count: number): string =>
  count === 1 ? '1 código de recuperação restante' : `${count} códigos de recuperação restantes`;

const totpStateText = (status: TSecondFactorStatus): string => {
  if (!status.isTotpEnabled) return 'Desativada';
  return status.totpEnabledAt ? `Ativada desde ${formatDate(status.totpEnabledAt)}` : 'Ativada';
};

type TEnableTotpProps = {
  enrolment: ReturnType<typeof useTotpEnrolmentMutations>;
  onEnrolled: (answer: TRecoveryCodesResponse) => void;
  onCancel: () => void;
};

/**
 * The enable dialog's body before the codes: the current password first (a session alone adds no
 * factor; a refusal shows in the form), then the QR code and secret.
 */
const EnableTotpBody = ({ enrolment: { setup, confirm }, onEnrolled, onCancel }: TEnableTotpProps) => {
  if (!setup.data) {
    return (
      <CurrentPasswordForm
        id="enable-totp"
        confirmLabel="CONTINUAR"
        isPending={setup.isPending}
        onConfirm={async (currentPassword) => {
          await setup.mutateAsync(currentPassword);
        }}
        onCancel={onCancel}
      />
    );
  }
  return (
    <TotpEnrolmentForm
      id="my-data-totp"
      setup={setup.data.data}
      onConfirm={async (code) => onEnrolled(await confirm.mutateAsync(code))}
      isConfirming={confirm.isPending}
      submitClassName={PRIMARY}
    />
  );
};

/** "Verificação em duas etapas": its state, and turning it on, renewing its codes or turning it off. */
export const TotpSection = ({ status }: { status: TSecondFactorStatus }) => {
  const toast = useToast();
  const enrolment = useTotpEnrolmentMutations();
  const { disable, renew } = useTotpPasswordMutations();
  const [openDialog, setOpenDialog] = useState<TTotpDialog>(null);
  // Shown once, in the dialog that produced them; gone when it closes.
  const [codes, setCodes] = useState<TRecoveryCodesResponse | null>(null);

  const open = (which: Exclude<TTotpDialog, null>) => {
    setCodes(null);
    if (which === 'enable') {
      // A new pending secret each time (after the password): the one of a closed dialog is never confirmed.
      enrolment.setup.reset();
      enrolment.confirm.reset();
    }
    setOpenDialog(which);
  };
  const close = () => {
    setOpenDialog(null);
    setCodes(null);
  };

  const codesView = codes && (
    <RecoveryCodes
      codes={codes.recoveryCodes}
      message={codes.message}
      onContinue={close}
      continueClassName={PRIMARY}
    />
  );

  return (
    <div className={styles.section}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>Verificação em duas etapas</h3>
        <span className={styles.state} data-on={status.isTotpEnabled ? '' : undefined}>
          {totpStateText(status)}
        </span>
      </div>
      <p className={styles.muted}>
        Depois da senha, o portal pede o código de 6 dígitos de um aplicativo autenticador (Google
        Authenticator, Microsoft Authenticator, 1Password…).
      </p>
      {status.isTotpEnabled && (
        <p className={styles.muted}>{recoveryCodesLeftText(status.recoveryCodesLeft)}</p>
      )}
      <div className={styles.actions}>
        {status.isTotpEnabled ? (
          <>
            <button type="button" className={pageStyles.secondaryButton} onClick={() => open('renew')}>
              Gerar novos códigos de recuperação
            </button>
            <button type="button" className={pageStyles.linkButton} onClick={() => open('disable')}>
              DESATIVAR
            </button>
          </>
        ) : (
          <button type="button" className={pageStyles.save} onClick={() => open('enable')}>
            ATIVAR
          </button>
        )}
      </div>
      <SecurityDialog
        isOpen={openDialog === 'enable'}
        title={codes ? RECOVERY_CODES_TITLE : 'Ativar a verificação em duas etapas'}
        {...(codes || enrolment.setup.data ? {} : { description: 'Para começar, confirme com a sua senha.' })}
        onClose={close}
      >
        {codesView ?? <EnableTotpBody enrolment={enrolment} onEnrolled={setCodes} onCancel={close} />}
      </SecurityDialog>
      <SecurityDialog
        isOpen={openDialog === 'renew'}
        title={codes ? RECOVERY_CODES_TITLE : 'Gerar novos códigos de recuperação'}
        {...(codes ? {} : { description: 'Os códigos atuais deixarão de valer. Confirme com a sua senha.' })}
        onClose={close}
      >
        {codesView ?? (
          <CurrentPasswordForm
            id="renew-codes"
            confirmLabel="GERAR NOVOS CÓDIGOS"
            isPending={renew.isPending}
            onConfirm={async (currentPassword) => setCodes(await renew.mutateAsync(currentPassword))}
            onCancel={close}
          />
        )}
      </SecurityDialog>
      <SecurityDialog
        isOpen={openDialog === 'disable'}
        title="Desativar a verificação em duas etapas"
        description="O portal deixará de pedir o código do aplicativo ao entrar, e os códigos de recuperação deixarão de valer. Confirme com a sua senha."
        onClose={close}
      >
        <CurrentPasswordForm
          id="disable-totp"
          confirmLabel="DESATIVAR"
          isPending={disable.isPending}
          onConfirm={async (currentPassword) => {
            const answer = await disable.mutateAsync(currentPassword);
            toast.success(answer.message);
            close();
          }}
          onCancel={close}
        />
      </SecurityDialog>
    </div>
  );
};
