import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_REPORT_MESSAGES, type TPaymentReport } from '@pc/contract/payment-reports';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import dialogForm from '../../components/dialog/dialog-form.module.css';
import { DialogSubmitActions } from '../../components/dialog/dialog-submit-actions.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { paymentTargetLabel } from '../../lib/payment-report.ts';
import { useRejectPaymentReportMutation } from './api/admin-payment-reports.ts';
import styles from './payment-reports.module.css';

export const REJECT_TITLE = 'Recusar pagamento informado';
export const REJECT_REASON_MAX = 500;
const REJECT_FAILED = 'Não foi possível recusar o pagamento informado.';

export const rejectedMessage = (report: Pick<TPaymentReport, 'reference'>): string =>
  `Pagamento informado do processo ${report.reference} recusado.`;

const RejectForm = ({ report, onDone }: { report: TPaymentReport; onDone: () => void }) => {
  const reasonId = useId();
  const toast = useToast();
  const reject = useRejectPaymentReportMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const message = trimmed ? undefined : PAYMENT_REPORT_MESSAGES.missingReason;
    setError(message);
    if (message) return;
    reject.mutate(
      { id: report.id, reason: trimmed },
      {
        onSuccess: () => {
          toast.success(rejectedMessage(report));
          onDone();
        },
      },
    );
  };

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate>
      <FormField id={reasonId} label="Motivo" isRequired error={error} hint="O cliente recebe este motivo.">
        <textarea
          {...fieldA11y(reasonId, error, true)}
          className={`${dialogForm.textarea} ${styles.reason}`}
          value={reason}
          maxLength={REJECT_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {reject.isError && (
        <p className={dialogForm.error} role="alert">
          {errorMessage(reject.error, REJECT_FAILED)}
        </p>
      )}
      <DialogSubmitActions submitLabel="Recusar" isPending={reject.isPending} />
    </form>
  );
};

/** Refuses a reported payment with the reason the customer is told. */
export const PaymentReportRejectDialog = ({
  report,
  onClose,
}: {
  report: TPaymentReport | null;
  onClose: () => void;
}) => (
  <Dialog.Root open={report !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${dialogForm.content} ${styles.dialog}`}>
        <Dialog.Title className={dialog.title}>{REJECT_TITLE}</Dialog.Title>
        <Dialog.Description className={dialogForm.description}>
          {report ? `${report.companyName} — ${report.reference} — ${paymentTargetLabel(report)}` : ''}
        </Dialog.Description>
        {report && <RejectForm report={report} onDone={onClose} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
