import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import type { ReactNode } from 'react';
import dialog from '../../components/dialog/dialog.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import styles from './analytics.module.css';

type TAnalyticsDialogProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
};

/** The wide modal of the 'Todos…' lists and the expanded chart; Escape, the backdrop or X close it. */
export const AnalyticsDialog = ({ title, isOpen, onOpenChange, children }: TAnalyticsDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.dialog}`} aria-describedby={undefined}>
        <header className={dialog.titleRow}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${dialog.closeRound}`} aria-label="Fechar">
            <CloseIcon size={18} />
          </Dialog.Close>
        </header>
        {/* A scrolling list with nothing focusable in it: focusable itself, so the keyboard scrolls it. */}
        <div className={styles.dialogBody} tabIndex={0} role="region" aria-label={title}>
          {isOpen && children}
        </div>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
