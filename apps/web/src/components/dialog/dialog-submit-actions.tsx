import * as Dialog from '@radix-ui/react-dialog';
import styles from './dialog.module.css';

type TDialogSubmitActionsProps = {
  /** The submit button's text (callers pass 'Enviando…' while the call runs, where they say so). */
  submitLabel: string;
  isPending: boolean;
};

/**
 * A form dialog's buttons: "Cancelar", which closes the dialog, and the form's submit; both wait
 * while the call runs, so the dialog is not closed nor sent twice halfway.
 */
export const DialogSubmitActions = ({ submitLabel, isPending }: TDialogSubmitActionsProps) => (
  <div className={styles.actions}>
    <Dialog.Close asChild>
      <button type="button" className={`${styles.button} ${styles.secondary}`} disabled={isPending}>
        Cancelar
      </button>
    </Dialog.Close>
    <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={isPending}>
      {submitLabel}
    </button>
  </div>
);
