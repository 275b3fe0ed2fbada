import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { useState, type FormEvent } from 'react';
import { ZNewIndicatorRequest } from '@pc/contract/indicators';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatNumber } from '../../lib/format.ts';
import { useNewIndicatorRequestMutation } from './api/post-new-indicator-request.ts';
import dialog from '../../components/dialog/dialog.module.css';
import { DialogHeader } from './dialog-header.tsx';
import styles from './dialogs.module.css';

type TPersonalizeIndicatorDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export const REQUEST_SENT_MESSAGE = 'Sua solicitação foi enviada com sucesso!';
const MESSAGE_MAX = 5000;

/** Spec part 1 §2: 'Personalize seu indicador', a free-text request with Cancelar and Solicitar. */
export const PersonalizeIndicatorDialog = ({ isOpen, onOpenChange }: TPersonalizeIndicatorDialogProps) => {
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useNewIndicatorRequestMutation();

  const close = () => {
    onOpenChange(false);
    setMessage('');
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's own rule and words (required, at most 5000 characters).
    const parsed = ZNewIndicatorRequest.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Descreva o indicador que deseja solicitar.');
      return;
    }
    setError(null);
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(REQUEST_SENT_MESSAGE);
        close();
      },
      onError: (failure) =>
        toast.error(`Não foi possível enviar sua solicitação: ${errorMessage(failure, 'erro inesperado.')}`),
    });
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => (isNowOpen ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.content}`}>
          <DialogHeader title="Personalize seu indicador">
            Conte qual indicador ajudaria a sua operação. Nossa equipe entrará em contato.
          </DialogHeader>
          <form className={styles.form} onSubmit={submit} noValidate>
            <label htmlFor="indicator-request-message" className={styles.label}>
              Descreva o indicador
            </label>
            <textarea
              id="indicator-request-message"
              className={styles.textarea}
              rows={6}
              maxLength={MESSAGE_MAX}
              value={message}
              placeholder="Ex.: tempo médio entre a chegada e a presença de carga, por recinto."
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'indicator-request-error' : 'indicator-request-count'}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id="indicator-request-count" className={styles.counter}>
              {formatNumber(message.length)}/{formatNumber(MESSAGE_MAX)}
            </p>
            {error && (
              <p id="indicator-request-error" className={styles.error} role="alert">
                {error}
              </p>
            )}
            <div className={dialog.actions}>
              <button
                type="button"
                className={`${dialog.button} ${dialog.buttonLarge} ${dialog.secondary}`}
                onClick={close}
              >
                Cancelar
              </button>
              <button
                type="submit"
                className={`${dialog.button} ${dialog.buttonLarge} ${dialog.primary} ${styles.confirm}`}
                disabled={request.isPending}
                aria-busy={request.isPending}
              >
                {request.isPending ? 'Enviando…' : 'Solicitar'}
              </button>
            </div>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
