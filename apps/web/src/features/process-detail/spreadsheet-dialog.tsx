import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './dialogs.module.css';

export const SPREADSHEET_SUCCESS = 'Planilha gerada com sucesso!';
export const SPREADSHEET_ERROR = 'Erro inesperado ao testar gerar planilha das cotações!';

type TSpreadsheetDialogProps = { result: 'success' | 'error' | null; onClose: () => void };

/** The 'Planilha das Cotações' answer dialog (spec §8). */
export const SpreadsheetDialog = ({ result, onClose }: TSpreadsheetDialogProps) => (
  <Dialog.Root open={result !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent
        className={`${dialog.content} ${styles.content}`}
        role={result === 'error' ? 'alertdialog' : 'dialog'}
      >
        <Dialog.Title className={styles.title}>Planilha das Cotações</Dialog.Title>
        <Dialog.Description className={styles.message}>
          {result === 'error' ? SPREADSHEET_ERROR : SPREADSHEET_SUCCESS}
        </Dialog.Description>
        <div className={dialog.actions}>
          <Dialog.Close asChild>
            <button type="button" className={`${dialog.button} ${dialog.primary} ${styles.confirm}`}>
              OK
            </button>
          </Dialog.Close>
        </div>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
