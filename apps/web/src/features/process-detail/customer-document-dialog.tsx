import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import {
  CUSTOMER_DOCUMENT_ACCEPT,
  CUSTOMER_DOCUMENT_MESSAGES,
  CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH,
  CUSTOMER_DOCUMENT_TYPES,
  type TCustomerDocumentType,
} from '@pc/contract/customer-documents';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import dialogForm from '../../components/dialog/dialog-form.module.css';
import { DialogSubmitActions } from '../../components/dialog/dialog-submit-actions.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { CUSTOMER_DOCUMENT_FILE_HINT, checkCustomerDocumentFile } from '../../lib/customer-document.ts';
import { useSendCustomerDocumentMutation } from './api/post-customer-document.ts';
import styles from './customer-document.module.css';
import sections from './sections.module.css';

export const SEND_DOCUMENT_LABEL = 'Enviar documento';
/** Only the web asks this (the select starts empty so no type is sent by accident). */
export const MISSING_TYPE_MESSAGE = 'Selecione o tipo do documento.';
const SEND_FAILED = 'Não foi possível enviar o documento.';

type TErrors = Partial<Record<'type' | 'file' | 'note', string>>;

const SendDocumentForm = ({ processId, onDone }: { processId: number; onDone: () => void }) => {
  const ids = { type: useId(), file: useId(), note: useId() };
  const toast = useToast();
  const send = useSendCustomerDocumentMutation();
  const [type, setType] = useState<TCustomerDocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fileError = checkCustomerDocumentFile(file);
    const next: TErrors = {
      ...(type ? {} : { type: MISSING_TYPE_MESSAGE }),
      ...(fileError ? { file: fileError } : {}),
      ...(note.trim().length > CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH
        ? { note: CUSTOMER_DOCUMENT_MESSAGES.noteTooLong }
        : {}),
    };
    setErrors(next);
    if (!type || !file || next.file || next.note) return;
    send.mutate(
      { processId, documentTypeName: type, note, file },
      {
        onSuccess: () => {
          toast.success(CUSTOMER_DOCUMENT_MESSAGES.sent);
          onDone();
        },
      },
    );
  };

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate>
      <FormField id={ids.type} label="Tipo" isRequired error={errors.type}>
        <select
          {...fieldA11y(ids.type, errors.type)}
          value={type}
          onChange={(event) => setType(event.target.value as TCustomerDocumentType | '')}
        >
          <option value="">Selecione</option>
          {CUSTOMER_DOCUMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.file}
        label="Arquivo"
        isRequired
        error={errors.file}
        hint={CUSTOMER_DOCUMENT_FILE_HINT}
      >
        <input
          {...fieldA11y(ids.file, errors.file, true)}
          type="file"
          className={dialogForm.file}
          accept={CUSTOMER_DOCUMENT_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <FormField id={ids.note} label="Observação (opcional)" error={errors.note}>
        <textarea
          {...fieldA11y(ids.note, errors.note)}
          className={`${dialogForm.textarea} ${styles.noteInput}`}
          value={note}
          maxLength={CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {send.isError && (
        <p className={dialogForm.error} role="alert">
          {errorMessage(send.error, SEND_FAILED)}
        </p>
      )}
      <DialogSubmitActions submitLabel={send.isPending ? 'Enviando…' : 'Enviar'} isPending={send.isPending} />
    </form>
  );
};

/**
 * "Enviar documento" (collaboration): the customer sends the broker a document of the process (type, file,
 * optional note). The file's extension and size are looked at here; the server judges its content.
 */
export const CustomerDocumentDialog = ({ processId }: { processId: number }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${sections.actionButton} ${sections.primaryAction}`}>
          {SEND_DOCUMENT_LABEL}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${dialogForm.content} ${styles.content}`}>
          <Dialog.Title className={dialog.title}>{SEND_DOCUMENT_LABEL}</Dialog.Title>
          <Dialog.Description className={dialogForm.description}>
            O documento fica nesta aba, marcado como enviado pelo cliente, e o despachante é avisado.
          </Dialog.Description>
          {isOpen && <SendDocumentForm processId={processId} onDone={() => setIsOpen(false)} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
