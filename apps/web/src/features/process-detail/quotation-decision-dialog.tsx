import * as Dialog from '@radix-ui/react-dialog';
import type { TFreightQuotation } from '@pc/contract/quotation';
import { useId, useState } from 'react';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { toast } from '../../lib/toast-store.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatBRL, orNI } from '../../lib/format.ts';
import { useQuotationDecisionMutation } from './api/post-quotation-decision.ts';
import styles from './dialogs.module.css';

export type TQuotationDecisionKind = 'approve' | 'reject';

type TQuotationDecisionDialogProps = {
  processId: number;
  quotation: TFreightQuotation;
  kind: TQuotationDecisionKind;
  onClose: () => void;
};

/** Confirms the approval of a quotation, or its rejection with a justification. */
export const QuotationDecisionDialog = ({
  processId,
  quotation,
  kind,
  onClose,
}: TQuotationDecisionDialogProps) => {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const isApproval = kind === 'approve';
  const forwarder = orNI(quotation.freightForwarder?.name);

  const mutation = useQuotationDecisionMutation({
    processId,
    quotationId: quotation.id,
    onSuccess: () => {
      toast.success(isApproval ? 'Cotação aprovada.' : 'Cotação reprovada.');
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, 'Não foi possível registrar a decisão da cotação.')),
  });

  const isReasonMissing = !isApproval && reason.trim().length < 3;

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && !mutation.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.content}`} role="alertdialog">
          <Dialog.Title className={styles.title}>
            {isApproval ? 'Aprovar cotação' : 'Reprovar cotação'}
          </Dialog.Title>
          <Dialog.Description className={styles.message}>
            {isApproval
              ? `Aprovar a cotação de ${forwarder} (${orNI(formatBRL(quotation.total))})?\nAs demais cotações deste processo serão encerradas; os agentes com e-mail cadastrado são avisados.`
              : `Reprovar a cotação de ${forwarder} (${orNI(formatBRL(quotation.total))})? Se o agente tiver e-mail cadastrado, ele recebe a justificativa.`}
          </Dialog.Description>
          {!isApproval && (
            <>
              <label className={styles.label} htmlFor={reasonId}>
                Justificativa
              </label>
              <textarea
                id={reasonId}
                className={styles.textarea}
                value={reason}
                maxLength={1000}
                required
                aria-invalid={reason.length > 0 && isReasonMissing}
                onChange={(event) => setReason(event.target.value)}
              />
            </>
          )}
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
              disabled={mutation.isPending || isReasonMissing}
              onClick={() =>
                mutation.mutate(isApproval ? { approved: true } : { approved: false, reason: reason.trim() })
              }
            >
              {isApproval ? 'Aprovar' : 'Reprovar'}
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
