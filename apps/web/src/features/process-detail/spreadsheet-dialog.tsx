import * as Dialog from '@radix-ui/react-dialog';
import styles from './dialogs.module.css';

export const SPREADSHEET_SUCCESS = 'Planilha gerada com sucesso!';
export const SPREADSHEET_ERROR = 'Erro inesperado ao testar gerar planilha das cotações!';

type TSpreadsheetDialogProps = { result: 'success' | 'error' | null; onClose: () => void };

/** The 'Planilha das Cotações' answer dialog (spec §8). */
export const SpreadsheetDialog = ({ result, onClose }: TSpreadsheetDialogProps) => (
  <Dialog.Root open={result !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content className={styles.content} role={result === 'error' ? 'alertdialog' : 'dialog'}>
        <Dialog.Title className={styles.title}>Planilha das Cotações</Dialog.Title>
        <Dialog.Description className={styles.message}>
          {result === 'error' ? SPREADSHEET_ERROR : SPREADSHEET_SUCCESS}
        </Dialog.Description>
        <div className={styles.actions}>
          <Dialog.Close asChild>
            <button type="button" className={styles.confirm}>
              OK
            </button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
