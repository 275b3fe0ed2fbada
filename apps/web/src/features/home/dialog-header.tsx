import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import dialog from '../../components/dialog/dialog.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import styles from './dialogs.module.css';

type TDialogHeaderProps = { title: string; children: ReactNode };

/** The Home dialogs' title with its description under it, and the X that closes the dialog. */
export const DialogHeader = ({ title, children }: TDialogHeaderProps) => (
  <header className={dialog.titleRow}>
    <div>
      <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      <Dialog.Description className={styles.description}>{children}</Dialog.Description>
    </div>
    <Dialog.Close asChild>
      <button type="button" className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
        <CloseIcon size={20} />
      </button>
    </Dialog.Close>
  </header>
);
