import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import styles from './security-card.module.css';

type TSecurityDialogProps = {
  isOpen: boolean;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: string;
  onClose: () => void;
  children: ReactNode;
};

/** The Radix dialog of the security card's steps: focus trapped, Escape closes, focus returns. */
export const SecurityDialog = ({ isOpen, title, description, onClose, children }: TSecurityDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent
        className={`${dialog.content} ${styles.dialog}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={dialog.titleRow}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${dialog.closeRound}`} aria-label="Fechar">
            <CloseIcon size={18} />
          </Dialog.Close>
        </div>
        {description && <Dialog.Description className={styles.muted}>{description}</Dialog.Description>}
        {children}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);

type TDialogFormActionsProps = {
  confirmLabel: string;
  isPending: boolean;
  onCancel: () => void;
};

/** A security dialog form's buttons: "Cancelar" and its submit, busy while the call runs. */
export const DialogFormActions = ({ confirmLabel, isPending, onCancel }: TDialogFormActionsProps) => (
  <div className={dialog.actions}>
    <button type="button" className={`${dialog.button} ${dialog.secondary}`} onClick={onCancel}>
      Cancelar
    </button>
    <button
      type="submit"
      className={`${dialog.button} ${dialog.primary}`}
      disabled={isPending}
      aria-busy={isPending}
    >
      {confirmLabel}
    </button>
  </div>
);
