import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { CloseIcon } from '../../components/icon/icons.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './dialogs.module.css';

type TReminderDialogProps = {
  isOpen: boolean;
  reminder: string;
  onClose: () => void;
};

/** The 'Lembrete' modal with the process reminder (spec part 1 §2). */
export const ReminderDialog = ({ isOpen, reminder, onClose }: TReminderDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.content}`} aria-describedby={undefined}>
        <div className={dialog.titleRow}>
          <Dialog.Title className={styles.title}>Lembrete</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
            <CloseIcon size={18} />
          </Dialog.Close>
        </div>
        <p className={styles.reminder}>{reminder}</p>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
