import * as Dialog from '@radix-ui/react-dialog';
import type { TProcessDetail } from '@pc/contract/process';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { formatProcessReference } from '../../lib/format.ts';
import { BellIcon } from './process-icons.tsx';
import modalStyles from './process-detail-modal.module.css';
import styles from './process-detail-view.module.css';

type TProcessHeaderProps = {
  process: TProcessDetail;
  onChangeUrgency: () => void;
  onShowReminder: () => void;
  /** Given to the broker's own staff only: invite a forwarder to quote. */
  onInviteForwarder?: (() => void) | undefined;
};

/** Reference (prefix + 5 digits), status, 'Alterar Urgência', the reminder and the close control. */
export const ProcessHeader = ({
  process,
  onChangeUrgency,
  onShowReminder,
  onInviteForwarder,
}: TProcessHeaderProps) => {
  const hasReminder = Boolean(process.reminder?.trim());
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <Dialog.Title className={styles.reference}>
          {formatProcessReference(process.typeOfProcess, process.identification)}
        </Dialog.Title>
        {process.status && <span className={styles.status}>{process.status}</span>}
        {process.urgent && <span className={styles.urgentBadge}>Urgente</span>}
      </div>
      <div className={styles.headerActions}>
        {hasReminder && (
          <button type="button" className={styles.button} onClick={onShowReminder}>
            <BellIcon size={16} />
            Lembrete
          </button>
        )}
        {onInviteForwarder && (
          <button type="button" className={styles.button} onClick={onInviteForwarder}>
            Convidar agente
          </button>
        )}
        <button
          type="button"
          className={`${styles.button} ${styles.primaryButton}`}
          onClick={onChangeUrgency}
        >
          Alterar Urgência
        </button>
      </div>
      <Dialog.Close className={modalStyles.iconButton} aria-label="Fechar">
        <CloseIcon size={20} />
      </Dialog.Close>
    </header>
  );
};
