import { useId, useState } from 'react';
import { useToast } from '../../hooks/use-toast.ts';
import { saveBlob } from '../../lib/save-file.ts';
import styles from './second-factor.module.css';

/** The heading over the codes, at sign-in and in Meus Dados' dialogs. */
export const RECOVERY_CODES_TITLE = 'Guarde os códigos de recuperação';
export const RECOVERY_CODES_FILE_NAME = 'codigos-de-recuperacao-portal-dos-clientes.txt';
export const RECOVERY_CODES_COPIED_MESSAGE = 'Códigos de recuperação copiados.';
export const SAVED_CODES_LABEL = 'Guardei os códigos em um lugar seguro';

type TRecoveryCodesProps = {
  codes: readonly string[];
  /** The server's message that came with the codes (enrolled, or renewed). */
  message?: string | undefined;
  onContinue: () => void;
  isContinuing?: boolean;
  /** The look of the context's main button (the sign-in card's, or a dialog's). */
  continueClassName?: string;
};

/** The text of the .txt download: what the codes are for, then one code a line. */
export const recoveryCodesText = (codes: readonly string[]): string =>
  [
    'Portal dos Clientes: códigos de recuperação da verificação em duas etapas',
    'Use um deles quando não tiver o aplicativo autenticador. Cada código vale uma única vez.',
    '',
    ...codes,
    '',
  ].join('\n');

/**
 * The recovery codes, shown once (after an enrolment or a renewal): copy, download, and a checkbox
 * the user ticks before going on, so nobody leaves them behind by a careless click.
 */
export const RecoveryCodes = ({
  codes,
  message,
  onContinue,
  isContinuing = false,
  continueClassName,
}: TRecoveryCodesProps) => {
  const id = useId();
  const toast = useToast();
  const [hasSaved, setHasSaved] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(RECOVERY_CODES_COPIED_MESSAGE);
    } catch {
      toast.error('Não foi possível copiar. Baixe o arquivo ou anote os códigos.');
    }
  };
  const download = () =>
    saveBlob(
      new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
      RECOVERY_CODES_FILE_NAME,
    );

  return (
    <div className={styles.codes}>
      {message && <p className={styles.message}>{message}</p>}
      <p className={styles.muted}>
        Sem o aplicativo autenticador, só estes códigos permitem entrar. Cada um vale uma única vez.
      </p>
      {/* One code per item and nothing else in it: they are read, copied and tested one by one. */}
      <ul className={styles.codeList} aria-label="Códigos de recuperação">
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.codeActions}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Copiar
        </button>
        <button type="button" className={styles.secondary} onClick={download}>
          Baixar .txt
        </button>
      </div>
      <label className={styles.check} htmlFor={`${id}-saved`}>
        <input
          id={`${id}-saved`}
          type="checkbox"
          checked={hasSaved}
          onChange={(event) => setHasSaved(event.currentTarget.checked)}
        />
        {SAVED_CODES_LABEL}
      </label>
      <button
        type="button"
        className={continueClassName ?? styles.primary}
        disabled={!hasSaved || isContinuing}
        aria-busy={isContinuing}
        onClick={onContinue}
      >
        CONTINUAR
      </button>
    </div>
  );
};
