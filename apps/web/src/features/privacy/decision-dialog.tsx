import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { PRIVACY_REASON_MAX, PRIVACY_REASON_MESSAGE, type TAdminPrivacyRequest } from '@pc/contract/privacy';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import dialogForm from '../../components/dialog/dialog-form.module.css';
import { DialogSubmitActions } from '../../components/dialog/dialog-submit-actions.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useDecidePrivacyRequestMutation } from './api/privacy.ts';
import { requestKindLabel } from './privacy-texts.ts';
import styles from './privacy.module.css';

export type TDecision = { request: TAdminPrivacyRequest; decision: 'APPROVE' | 'DENY' };

export const decisionTitle = ({ request, decision }: TDecision): string =>
  decision === 'DENY'
    ? 'Recusar solicitação'
    : request.kind === 'DELETION'
      ? 'Atender exclusão e anonimizar'
      : 'Atender correção';

export const ANONYMISE_WARNING =
  'O nome passa a “Usuário removido”, o e-mail é trocado, as sessões, segundos fatores e chaves de acesso são removidos e a conta é desativada. Processos, documentos e mensagens continuam. Não há como desfazer.';

export const decidedMessage = ({ decision }: TDecision): string =>
  decision === 'APPROVE' ? 'Solicitação atendida.' : 'Solicitação recusada.';

const DecisionForm = ({ value, onDone }: { value: TDecision; onDone: () => void }) => {
  const id = useId();
  const toast = useToast();
  const decide = useDecidePrivacyRequestMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const message = trimmed ? undefined : PRIVACY_REASON_MESSAGE;
    setError(message);
    if (message) return;
    decide.mutate(
      { id: value.request.id, body: { decision: value.decision, reason: trimmed } },
      {
        onSuccess: () => {
          toast.success(decidedMessage(value));
          onDone();
        },
      },
    );
  };

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate>
      <FormField
        id={id}
        label="Motivo"
        isRequired
        error={error}
        hint="A pessoa vê este motivo em Meus Dados."
      >
        <textarea
          {...fieldA11y(id, error, true)}
          className={dialogForm.textarea}
          value={reason}
          maxLength={PRIVACY_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {decide.isError && (
        <p className={dialogForm.error} role="alert">
          {errorMessage(decide.error, 'Não foi possível registrar a decisão.')}
        </p>
      )}
      <DialogSubmitActions
        submitLabel={value.decision === 'APPROVE' ? 'Atender' : 'Recusar'}
        isPending={decide.isPending}
      />
    </form>
  );
};

/** Approve or deny a request with the reason the person reads; a deletion says what it does first. */
export const DecisionDialog = ({ value, onClose }: { value: TDecision | null; onClose: () => void }) => (
  <Dialog.Root open={value !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${dialogForm.content} ${styles.dialog}`}>
        <Dialog.Title className={dialog.title}>{value ? decisionTitle(value) : ''}</Dialog.Title>
        <Dialog.Description className={dialogForm.description}>
          {value
            ? `${requestKindLabel(value.request)} — ${value.request.user.name} (${value.request.user.email})`
            : ''}
        </Dialog.Description>
        {value?.decision === 'APPROVE' && value.request.kind === 'DELETION' && (
          <p className={dialogForm.description}>{ANONYMISE_WARNING}</p>
        )}
        {value && <DecisionForm value={value} onDone={onClose} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
