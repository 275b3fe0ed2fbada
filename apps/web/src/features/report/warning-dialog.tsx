import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './warning-dialog.module.css';
import type { TReportWarning } from './report-filter.ts';

type TWarningDialogProps = {
  warning: TReportWarning | null;
  onClose: () => void;
};

/** The report's 'Campo Vazio' warning: a dialog, because the spec lists the missing fields under its text. */
export const WarningDialog = ({ warning, onClose }: TWarningDialogProps) => (
  <Dialog.Root open={warning !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.content}`} role="alertdialog">
        <span className={styles.icon} aria-hidden="true">
          !
        </span>
        <Dialog.Title className={styles.title}>{warning?.title}</Dialog.Title>
        <Dialog.Description className={styles.message}>{warning?.message}</Dialog.Description>
        {warning && warning.items.length > 0 && (
          <ul className={styles.items}>
            {warning.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        <Dialog.Close className={`${dialog.primary} ${styles.ok}`}>OK</Dialog.Close>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
