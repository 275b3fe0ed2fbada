import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CUSTOMER_DOCUMENT_ACCEPT } from '@pc/contract/customer-documents';
import { getProcessDocumentsCall } from '@pc/contract/process-calls';
import { PAYMENT_REPORT_MESSAGES, postPaymentReportCall } from '@pc/contract/payment-reports';
import { periodBoundDay } from '@pc/contract/period-range';
import { useToast } from '../../hooks/use-toast.ts';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import {
  CUSTOMER_DOCUMENT_FILE_HINT,
  checkCustomerDocumentFile,
  sendCustomerDocument,
} from '../../lib/customer-document.ts';
import { invalidDateMessage, parseDateText } from '../../lib/date-input.ts';
import { parseMoneyText } from '../../lib/money-input.ts';
import { REPORT_PAYMENT_LABEL, type TPaymentSubject } from '../../lib/payment-report.ts';
import { DateInput } from '../date-input/date-input.tsx';
import { DialogContent } from '../dialog/dialog-content.tsx';
import dialog from '../dialog/dialog.module.css';
import dialogForm from '../dialog/dialog-form.module.css';
import { DialogSubmitActions } from '../dialog/dialog-submit-actions.tsx';
import { FormField, fieldA11y } from '../form-field/form-field.tsx';
import styles from './payment-report-dialog.module.css';
import { refreshPaymentQueries } from './refresh-payment-queries.ts';

export const PROOF_DOCUMENT_TYPE = 'Comprovante de pagamento';
const REPORT_FAILED = 'Não foi possível informar o pagamento.';

type TFields = { dateText: string; amountText: string; file: File | null };
type TErrors = Partial<Record<'date' | 'amount' | 'proof', string>>;
type TReading = { paidOn: string; amount: number; file: File };

const readDate = (text: string): { paidOn: string } | { error: string } => {
  const trimmed = text.trim();
  if (!trimmed) return { error: PAYMENT_REPORT_MESSAGES.missingDate };
  const paidOn = parseDateText(trimmed);
  if (paidOn === null) return { error: invalidDateMessage(trimmed) };
  // The server's rule: not after today in São Paulo.
  if (paidOn > periodBoundDay(new Date().toISOString())) return { error: PAYMENT_REPORT_MESSAGES.futureDate };
  return { paidOn };
};

const readAmount = (text: string): { amount: number } | { error: string } => {
  if (!text.trim()) return { error: PAYMENT_REPORT_MESSAGES.missingAmount };
  const amount = parseMoneyText(text);
  return amount === null || amount <= 0 ? { error: PAYMENT_REPORT_MESSAGES.badAmount } : { amount };
};

/** The form as the call takes it, or the message of each field that is not right. */
export const readPaymentReportForm = (
  fields: TFields,
): { reading: TReading; errors?: undefined } | { errors: TErrors } => {
  const date = readDate(fields.dateText);
  const amount = readAmount(fields.amountText);
  const proofError = fields.file
    ? checkCustomerDocumentFile(fields.file)
    : PAYMENT_REPORT_MESSAGES.missingProof;
  const errors: TErrors = {
    ...('error' in date ? { date: date.error } : {}),
    ...('error' in amount ? { amount: amount.error } : {}),
    ...(proofError ? { proof: proofError } : {}),
  };
  if ('error' in date || 'error' in amount || proofError || !fields.file) return { errors };
  return { reading: { paidOn: date.paidOn, amount: amount.amount, file: fields.file } };
};

type TPaymentReportFormProps = { processId: number; subject: TPaymentSubject; onDone: () => void };

const PaymentReportForm = ({ processId, subject, onDone }: TPaymentReportFormProps) => {
  const ids = { date: useId(), amount: useId(), proof: useId() };
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<TFields>({ dateText: '', amountText: '', file: null });
  const [errors, setErrors] = useState<TErrors>({});
  // A proof already sent is not sent twice when the report itself is refused and tried again.
  const sentProof = useRef<{ file: File; documentId: number } | null>(null);

  const report = useMutation({
    mutationFn: async ({ paidOn, amount, file }: TReading) => {
      const documentId =
        sentProof.current?.file === file
          ? sentProof.current.documentId
          : (await sendCustomerDocument({ processId, documentTypeName: PROOF_DOCUMENT_TYPE, file })).data.id;
      sentProof.current = { file, documentId };
      return callApi(postPaymentReportCall, {
        params: { id: String(processId) },
        body: { ...subject, paidOn, amount, documentId },
      });
    },
    onSuccess: () => {
      toast.success(PAYMENT_REPORT_MESSAGES.reported);
      refreshPaymentQueries(queryClient);
      // The proof is a document of the process too.
      void queryClient.invalidateQueries({ queryKey: [getProcessDocumentsCall.path] });
      onDone();
    },
  });

  const set = (patch: Partial<TFields>) => setFields((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPaymentReportForm(fields);
    setErrors(read.errors ?? {});
    if (read.errors) return;
    report.mutate(read.reading);
  };

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate>
      <FormField id={ids.date} label="Data do pagamento" isRequired error={errors.date}>
        <DateInput
          {...fieldA11y(ids.date, errors.date)}
          value={fields.dateText}
          onValueChange={(dateText) => set({ dateText })}
        />
      </FormField>
      <FormField id={ids.amount} label="Valor pago (R$)" isRequired error={errors.amount}>
        <input
          {...fieldA11y(ids.amount, errors.amount)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          maxLength={24}
          value={fields.amountText}
          onChange={(event) => set({ amountText: event.target.value })}
        />
      </FormField>
      <FormField
        id={ids.proof}
        label="Comprovante"
        isRequired
        error={errors.proof}
        hint={CUSTOMER_DOCUMENT_FILE_HINT}
      >
        <input
          {...fieldA11y(ids.proof, errors.proof, true)}
          type="file"
          className={dialogForm.file}
          accept={CUSTOMER_DOCUMENT_ACCEPT}
          onChange={(event) => set({ file: event.target.files?.[0] ?? null })}
        />
      </FormField>
      {report.isError && (
        <p className={dialogForm.error} role="alert">
          {errorMessage(report.error, REPORT_FAILED)}
        </p>
      )}
      <DialogSubmitActions
        submitLabel={report.isPending ? 'Enviando…' : REPORT_PAYMENT_LABEL}
        isPending={report.isPending}
      />
    </form>
  );
};

type TPaymentReportDialogProps = {
  /** The process whose numerário or instalment was paid; null keeps the dialog closed. */
  processId: number | null;
  subject: TPaymentSubject | null;
  /** What is paid, in words: 'Numerário do processo PRI00042', 'Invoice INV-1 parcela 2 …'. */
  description: string;
  onClose: () => void;
};

/**
 * "Informar pagamento" (collaboration), shared by the financial calendar and the process's Financeiro tab:
 * the date, the amount and the proof, which is sent first as a 'Comprovante de pagamento' document
 * of the process and then named by the report.
 */
export const PaymentReportDialog = ({
  processId,
  subject,
  description,
  onClose,
}: TPaymentReportDialogProps) => {
  const isOpen = processId !== null && subject !== null;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${dialogForm.content} ${styles.content}`}>
          <Dialog.Title className={dialog.title}>{REPORT_PAYMENT_LABEL}</Dialog.Title>
          <Dialog.Description className={dialogForm.description}>{description}</Dialog.Description>
          {isOpen && <PaymentReportForm processId={processId} subject={subject} onDone={onClose} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
