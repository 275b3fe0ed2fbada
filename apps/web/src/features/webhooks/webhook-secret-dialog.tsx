import * as Dialog from '@radix-ui/react-dialog';
import type { TWebhookSecretResponse } from '@pc/contract/webhooks';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { useToast } from '../../hooks/use-toast.ts';
import styles from './webhooks.module.css';

export const SECRET_WARNING =
  'Guarde o segredo agora: ele não será mostrado de novo. Use-o no seu sistema para verificar a assinatura (webhook-signature) de cada entrega.';
export const SECRET_COPIED_MESSAGE = 'Segredo copiado.';
export const SECRET_COPY_FAILED_MESSAGE = 'Não foi possível copiar: selecione o segredo e copie-o.';

export type TShownSecret = { answer: TWebhookSecretResponse; isNew: boolean };

type TSecretDialogProps = { shown: TShownSecret | null; onClose: () => void };

/**
 * The `whsec_…` secret of a new subscription or of "Gerar novo segredo": the answer lives only in
 * the caller's state, dropped when this closes, so the secret is never shown again.
 */
export const WebhookSecretDialog = ({ shown, onClose }: TSecretDialogProps) => {
  const toast = useToast();
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(SECRET_COPIED_MESSAGE);
    } catch {
      toast.error(SECRET_COPY_FAILED_MESSAGE);
    }
  };
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent
          className={`${dialog.content} ${styles.dialog}`}
          aria-describedby="webhook-secret-warning"
        >
          <Dialog.Title className={dialog.title}>
            {shown?.isNew ? 'Webhook criado' : 'Novo segredo gerado'}
          </Dialog.Title>
          {shown && (
            <>
              <p id="webhook-secret-warning" className={styles.warning} role="alert">
                {SECRET_WARNING}
              </p>
              <p className={`${styles.muted} ${styles.breakAll}`}>{shown.answer.data.url}</p>
              <p className={styles.secret} data-testid="webhook-secret">
                {shown.answer.secret}
              </p>
              <div className={dialog.actions}>
                <button
                  type="button"
                  className={`${dialog.button} ${dialog.secondary}`}
                  onClick={() => void copy(shown.answer.secret)}
                >
                  Copiar segredo
                </button>
                <Dialog.Close asChild>
                  <button type="button" className={`${dialog.button} ${dialog.primary}`}>
                    Concluir
                  </button>
                </Dialog.Close>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
