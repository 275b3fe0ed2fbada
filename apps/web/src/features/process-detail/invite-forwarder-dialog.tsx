import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import {
  FORWARDER_LANGUAGE_NAMES,
  FORWARDER_LANGUAGES,
  type TForwarderLanguage,
  type TQuotationInvitationResponse,
} from '@pc/contract/forwarder-quote';
import { QUOTATION_ROUND_CLOSED_MESSAGES } from '@pc/contract/quotation';
import { useId, useState } from 'react';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { quotationRoundQueryOptions } from './api/get-quotation-round.ts';
import { useQuotationInvitationMutation } from './api/post-quotation-invitation.ts';
import styles from './dialogs.module.css';

type TInviteForwarderDialogProps = { processId: number; reference: string; onClose: () => void };

/**
 * The broker's staff invite a forwarder to quote the process: the link goes to the forwarder by
 * e-mail and is shown here too, to send another way. A closed round (a quotation approved, the
 * process concluded or cancelled) takes no one: the dialog says why and offers no sending.
 */
export const InviteForwarderDialog = ({ processId, reference, onClose }: TInviteForwarderDialogProps) => {
  const nameId = useId();
  const emailId = useId();
  const languageId = useId();
  const [forwarderName, setForwarderName] = useState('');
  const [email, setEmail] = useState('');
  // A forwarder abroad reads the e-mail and the page in English or Spanish (decision 0103).
  const [language, setLanguage] = useState<TForwarderLanguage>('pt-BR');
  const [sent, setSent] = useState<TQuotationInvitationResponse | null>(null);
  const invite = useQuotationInvitationMutation(processId, setSent);
  const round = useQuery(quotationRoundQueryOptions(processId));
  const closedReason = round.data?.closedReason ?? null;
  const isIncomplete = forwarderName.trim().length === 0 || !/^\S+@\S+\.\S+$/.test(email.trim());

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && !invite.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.content}`}>
          <Dialog.Title className={styles.title}>Convidar agente de carga</Dialog.Title>
          {sent ? (
            <>
              <Dialog.Description className={styles.message} role="status">
                {`Convite enviado para ${email.trim()}. O link vale até ${formatDate(sent.expiresAt)}:`}
              </Dialog.Description>
              <input className={styles.input} readOnly value={sent.url} aria-label="Link de cotação" />
              <div className={dialog.actions}>
                <button type="button" className={`${dialog.button} ${dialog.primary}`} onClick={onClose}>
                  Fechar
                </button>
              </div>
            </>
          ) : closedReason ? (
            <>
              <Dialog.Description className={styles.message} role="alert">
                {QUOTATION_ROUND_CLOSED_MESSAGES[closedReason]}
              </Dialog.Description>
              <div className={dialog.actions}>
                <button type="button" className={`${dialog.button} ${dialog.primary}`} onClick={onClose}>
                  Fechar
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className={styles.message}>
                {`O agente recebe por e-mail um link para cotar o frete do processo ${reference}, sem login.`}
              </Dialog.Description>
              <label className={styles.label} htmlFor={nameId}>
                Agente de carga
              </label>
              <input
                id={nameId}
                className={styles.input}
                value={forwarderName}
                maxLength={200}
                onChange={(event) => setForwarderName(event.target.value)}
              />
              <label className={styles.label} htmlFor={emailId}>
                E-mail do agente
              </label>
              <input
                id={emailId}
                className={styles.input}
                type="email"
                value={email}
                maxLength={200}
                onChange={(event) => setEmail(event.target.value)}
              />
              <label className={styles.label} htmlFor={languageId}>
                Idioma do e-mail e da página
              </label>
              <select
                id={languageId}
                className={styles.input}
                value={language}
                onChange={(event) => setLanguage(event.target.value as TForwarderLanguage)}
              >
                {FORWARDER_LANGUAGES.map((item) => (
                  <option key={item} value={item} lang={item}>
                    {FORWARDER_LANGUAGE_NAMES[item]}
                  </option>
                ))}
              </select>
              {invite.isError && (
                <p className={styles.message} role="alert">
                  {errorMessage(invite.error, 'Não foi possível enviar o convite.')}
                </p>
              )}
              <div className={dialog.actions}>
                <Dialog.Close asChild>
                  <button
                    type="button"
                    className={`${dialog.button} ${dialog.secondary}`}
                    disabled={invite.isPending}
                  >
                    Cancelar
                  </button>
                </Dialog.Close>
                <button
                  type="button"
                  className={`${dialog.button} ${dialog.primary}`}
                  disabled={invite.isPending || isIncomplete || round.isPending}
                  onClick={() =>
                    invite.mutate(
                      { forwarderName: forwarderName.trim(), email: email.trim(), language },
                      // A refusal may be the round closing meanwhile: read it again to show why.
                      { onError: () => void round.refetch() },
                    )
                  }
                >
                  Enviar convite
                </button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
