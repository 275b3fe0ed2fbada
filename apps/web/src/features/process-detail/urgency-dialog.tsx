import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { errorMessage } from '../../lib/api-error.ts';
import dialog from '../../components/dialog/dialog.module.css';
import { useChangeUrgencyMutation } from './api/post-change-urgency.ts';
import styles from './dialogs.module.css';
import { CheckIcon } from './process-icons.tsx';

/** Spec §5: an empty justification is sent as this text. */
export const DEFAULT_JUSTIFICATION = 'Não informado';
/** Spec §9: the success dialog stays 1500 ms. */
export const URGENCY_SUCCESS_MS = 1500;

type TUrgencyDialogProps = {
  isOpen: boolean;
  processId: number;
  reference: string;
  isUrgent: boolean;
  onClose: () => void;
};

/** Confirms urgent ↔ not urgent with an optional justification, then shows 'Alterado com sucesso!'. */
export const UrgencyDialog = ({ isOpen, processId, reference, isUrgent, onClose }: TUrgencyDialogProps) => {
  const textareaId = useId();
  const [justification, setJustification] = useState('');
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);

  const mutation = useChangeUrgencyMutation({
    processId,
    onSuccess: () => {
      setJustification('');
      onClose();
      setIsSuccessOpen(true);
    },
    onError: (error) => toast.error(errorMessage(error, 'Não foi possível alterar a urgência do processo!')),
  });

  useEffect(() => {
    if (!isSuccessOpen) return;
    const timer = setTimeout(() => setIsSuccessOpen(false), URGENCY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSuccessOpen]);

  const target = isUrgent ? 'NÃO URGENTE' : 'URGENTE';

  return (
    <>
      <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && !mutation.isPending && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <DialogContent className={`${dialog.content} ${styles.content}`} role="alertdialog">
            <Dialog.Title className={styles.title}>Alterar Urgência</Dialog.Title>
            <Dialog.Description className={styles.message}>
              {`Deseja alterar o processo ${reference} para ${target}?`}
            </Dialog.Description>
            <label className={styles.label} htmlFor={textareaId}>
              Justificativa (opcional)
            </label>
            <textarea
              id={textareaId}
              className={styles.textarea}
              value={justification}
              maxLength={1000}
              onChange={(event) => setJustification(event.target.value)}
            />
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <button
                  type="button"
                  className={`${dialog.button} ${dialog.secondary} ${styles.cancel}`}
                  disabled={mutation.isPending}
                >
                  Cancelar
                </button>
              </Dialog.Close>
              <button
                type="button"
                className={`${dialog.button} ${dialog.primary} ${styles.confirm}`}
                disabled={mutation.isPending}
                onClick={() =>
                  mutation.mutate({
                    processId,
                    hasUrgency: !isUrgent,
                    justification: justification.trim() || DEFAULT_JUSTIFICATION,
                  })
                }
              >
                Confirmar
              </button>
            </div>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={isSuccessOpen} onOpenChange={setIsSuccessOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <DialogContent
            className={`${dialog.content} ${styles.content} ${styles.success}`}
            aria-describedby={undefined}
          >
            <span className={styles.successIcon}>
              <CheckIcon size={32} />
            </span>
            <Dialog.Title className={styles.title}>Alterado com sucesso!</Dialog.Title>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
};
