import { CUSTOMER_DOCUMENT_ACCEPT } from '@pc/contract/customer-documents';
import {
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_TOO_MANY_ATTACHMENTS_MESSAGE,
  MESSAGE_MAX_LENGTH,
  ZMessageText,
} from '@pc/contract/messages';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { checkCustomerDocumentFile } from '../../lib/customer-document.ts';
import { formatNumber } from '../../lib/format.ts';
import { useSendMessageMutation } from './api/process-messages.ts';
import styles from './messages-tab.module.css';
import sections from './sections.module.css';

export const MESSAGE_SEND_ERROR = 'Não foi possível enviar a mensagem.';

/** The text's problem before sending, or null: the contract's own rule and message. */
const problemOf = (text: string): string | null =>
  ZMessageText.safeParse(text).error?.issues[0]?.message ?? null;

type TMessageComposerProps = {
  processId: number;
  /** Who reads it, for the placeholder: 'o despachante' or 'o cliente'. */
  recipient: string;
};

/**
 * Writes a message (up to 4.000 characters, with its counter) with up to five attachments; each
 * file is sent first as a document of the process ('Outros'). Ctrl+Enter sends too.
 */
export const MessageComposer = ({ processId, recipient }: TMessageComposerProps) => {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessageMutation(processId);
  const isOver = text.length > MESSAGE_MAX_LENGTH;

  const submit = () => {
    if (send.isPending) return;
    const textProblem = problemOf(text);
    setProblem(textProblem);
    if (textProblem) return;
    send.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
        onError: (error) => setProblem(errorMessage(error, MESSAGE_SEND_ERROR)),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The same file may be picked again after being removed.
    event.target.value = '';
    const refused = picked.map(checkCustomerDocumentFile).find((refusal) => refusal !== null);
    if (refused) {
      setProblem(refused);
      return;
    }
    if (files.length + picked.length > MESSAGE_MAX_ATTACHMENTS) {
      setProblem(MESSAGE_TOO_MANY_ATTACHMENTS_MESSAGE);
      return;
    }
    setProblem(null);
    setFiles((current) => [...current, ...picked]);
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label="Nova mensagem" noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        Mensagem
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        rows={3}
        placeholder={`Escreva para ${recipient}`}
        aria-invalid={problem !== null && problemOf(text) !== null}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <span id={`${id}-count`} className={`${styles.counter} ${isOver ? styles.counterOver : ''}`}>
          {`${formatNumber(text.length)}/${formatNumber(MESSAGE_MAX_LENGTH)} caracteres`}
        </span>
        <div className={styles.composerActions}>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={CUSTOMER_DOCUMENT_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFiles}
          />
          <button
            type="button"
            className={sections.actionButton}
            disabled={send.isPending || files.length >= MESSAGE_MAX_ATTACHMENTS}
            onClick={() => fileInput.current?.click()}
          >
            Anexar
          </button>
          <button
            type="submit"
            className={`${sections.actionButton} ${sections.primaryAction}`}
            disabled={send.isPending}
            aria-busy={send.isPending}
          >
            {send.isPending ? 'Enviando…' : 'Enviar'}
          </button>
        </div>
      </div>
      {files.length > 0 && (
        <ul className={styles.chosen} aria-label="Arquivos anexados">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.chip}>
              <span className={styles.filename}>{file.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remover ${file.name}`}
                disabled={send.isPending}
                onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
};
