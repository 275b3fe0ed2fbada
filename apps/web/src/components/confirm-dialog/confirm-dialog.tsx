import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../dialog/dialog-content.tsx';
import dialog from '../dialog/dialog.module.css';
import styles from './confirm-dialog.module.css';

type TConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape and a click outside all cancel. */
  onCancel: () => void;
};

/** A yes/no question (Radix dialog: focus trapped, Escape cancels, focus returns to the opener). */
export const ConfirmDialog = ({
  isOpen,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
}: TConfirmDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onCancel()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.content}`} role="alertdialog">
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <Dialog.Description className={styles.message}>{message}</Dialog.Description>
        <div className={dialog.actions}>
          <Dialog.Close asChild>
            <button type="button" className={`${dialog.button} ${dialog.secondary}`}>
              {cancelLabel}
            </button>
          </Dialog.Close>
          <button type="button" className={`${dialog.button} ${dialog.primary}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
