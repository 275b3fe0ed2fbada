import { useState } from 'react';
import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  type TWebhookSubscription,
  type TWebhookDoor,
} from '@pc/contract/webhooks';
import { WEBHOOK_EVENT_LABELS } from '@pc/contract/webhooks-events';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import {
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useWebhooksQuery,
} from './api/webhook-calls.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { WebhookDeliveriesSheet } from './webhook-deliveries-sheet.tsx';
import { WebhookDialog, type TCompanyField } from './webhook-dialog.tsx';
import { companiesText } from './webhook-form.ts';
import { WebhookSecretDialog, type TShownSecret } from './webhook-secret-dialog.tsx';
import styles from './webhooks.module.css';

export const NEW_WEBHOOK_LABEL = 'NOVO WEBHOOK';
export const EMPTY_WEBHOOKS_TEXT = 'Nenhum webhook cadastrado.';
export const TEST_SENT_MESSAGE = 'Teste enviado: o resultado aparece em Entregas.';
export const DELETE_TITLE = 'Excluir webhook';
export const ROTATE_TITLE = 'Gerar novo segredo';
const ACTION_FAILED_MESSAGE = 'Não foi possível concluir a ação.';
const HEADERS = ['URL', 'Eventos', 'Empresas', 'Situação', 'Criado em'] as const;

export const deleteQuestion = (subscription: Pick<TWebhookSubscription, 'url'>): string =>
  `Excluir o webhook ${subscription.url}? As entregas dele deixam de ser feitas e o registro de entregas é apagado.`;

export const rotateQuestion = (subscription: Pick<TWebhookSubscription, 'url'>): string =>
  `Gerar um novo segredo para ${subscription.url}? O segredo atual deixa de assinar as entregas na hora: atualize o seu sistema com o novo.`;

/** 'Ativo', 'Ativo — falhando desde …', 'Desativado em … após 24 h de falhas' or 'Desativado'. */
export const situationText = (
  subscription: Pick<TWebhookSubscription, 'isActive' | 'disabledAt' | 'failingSince'>,
): string => {
  if (subscription.isActive) {
    return subscription.failingSince
      ? `Ativo — falhando desde ${formatInstant(subscription.failingSince) ?? '—'}`
      : 'Ativo';
  }
  return subscription.disabledAt
    ? `Desativado em ${formatInstant(subscription.disabledAt) ?? '—'} após ${WEBHOOK_DISABLE_AFTER_HOURS} h de falhas`
    : 'Desativado';
};

const situationClass = (subscription: TWebhookSubscription): string | undefined => {
  if (!subscription.isActive) return subscription.disabledAt ? styles.disabled : styles.inactive;
  return subscription.failingSince ? styles.failing : styles.active;
};

type TAsking = { kind: 'delete' | 'rotate'; subscription: TWebhookSubscription };

type TRowProps = {
  subscription: TWebhookSubscription;
  canEdit: boolean;
  isBusy: boolean;
  onEdit: () => void;
  onTest: () => void;
  onLog: () => void;
  onAsk: (kind: TAsking['kind']) => void;
};

const WebhookRow = ({ subscription, canEdit, isBusy, onEdit, onTest, onLog, onAsk }: TRowProps) => (
  <tr>
    <td className={styles.url}>
      {subscription.url}
      {subscription.description && <span className={styles.description}>{subscription.description}</span>}
    </td>
    <td>
      <ul className={styles.events}>
        {subscription.events.map((event) => (
          <li key={event}>{WEBHOOK_EVENT_LABELS[event]}</li>
        ))}
      </ul>
    </td>
    <td className={styles.companies}>{companiesText(subscription)}</td>
    <td>
      <span className={situationClass(subscription)}>{situationText(subscription)}</span>
    </td>
    <td className={styles.nowrap}>{formatInstant(subscription.createdAt) ?? '—'}</td>
    <td>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={styles.rowButton}
          aria-label={`Entregas de ${subscription.url}`}
          onClick={onLog}
        >
          Entregas
        </button>
        {canEdit && (
          <>
            <button
              type="button"
              className={styles.rowButton}
              disabled={isBusy}
              aria-label={`Enviar teste para ${subscription.url}`}
              onClick={onTest}
            >
              Enviar teste
            </button>
            <button
              type="button"
              className={styles.rowButton}
              aria-label={`Editar ${subscription.url}`}
              onClick={onEdit}
            >
              Editar
            </button>
            <button
              type="button"
              className={styles.rowButton}
              disabled={isBusy}
              aria-label={`Gerar novo segredo para ${subscription.url}`}
              onClick={() => onAsk('rotate')}
            >
              Gerar novo segredo
            </button>
            <button
              type="button"
              className={styles.dangerButton}
              disabled={isBusy}
              aria-label={`Excluir ${subscription.url}`}
              onClick={() => onAsk('delete')}
            >
              Excluir
            </button>
          </>
        )}
      </div>
    </td>
  </tr>
);

type TWebhooksPanelProps = {
  door: TWebhookDoor;
  /** Heading and text above the list (they differ between the back-office and a customer). */
  title: string;
  text: string;
  canEdit: boolean;
  /** The back-office's company picker; null: a customer chooses among their own companies. */
  CompanyField: TCompanyField | null;
};

/** Outbound webhooks: the subscriptions with their actions, the dialog, the secret shown once and the log. */
export const WebhooksPanel = ({ door, title, text, canEdit, CompanyField }: TWebhooksPanelProps) => {
  const toast = useToast();
  const webhooks = useWebhooksQuery(door);
  const test = useTestWebhookMutation(door);
  const rotate = useRotateWebhookSecretMutation(door);
  const remove = useDeleteWebhookMutation(door);
  const [editing, setEditing] = useState<TWebhookSubscription | 'new' | null>(null);
  const [shownSecret, setShownSecret] = useState<TShownSecret | null>(null);
  const [logOf, setLogOf] = useState<TWebhookSubscription | null>(null);
  const [asking, setAsking] = useState<TAsking | null>(null);
  const list = webhooks.data?.data ?? [];
  const isBusy = test.isPending || rotate.isPending || remove.isPending;
  const onError = (error: unknown) => toast.error(errorMessage(error, ACTION_FAILED_MESSAGE));

  const onConfirm = () => {
    if (!asking) return;
    const { kind, subscription } = asking;
    setAsking(null);
    if (kind === 'rotate') {
      rotate.mutate(subscription.id, {
        onSuccess: (answer) => setShownSecret({ answer, isNew: false }),
        onError,
      });
      return;
    }
    remove.mutate(subscription.id, { onSuccess: () => toast.success('Webhook excluído.'), onError });
  };
  const onTest = (subscription: TWebhookSubscription) =>
    test.mutate(subscription.id, {
      onSuccess: () => {
        toast.success(TEST_SENT_MESSAGE);
        setLogOf(subscription);
      },
      onError,
    });

  return (
    <section className={styles.panel} aria-labelledby="webhooks-title">
      <header className={styles.header}>
        <div className={styles.panelHeader}>
          <h2 id="webhooks-title" className={styles.panelTitle}>
            {title}
          </h2>
          <p className={styles.muted}>{text}</p>
        </div>
        {canEdit && (
          <button type="button" className={styles.newButton} onClick={() => setEditing('new')}>
            {NEW_WEBHOOK_LABEL}
          </button>
        )}
      </header>
      <LoadingOverlay isVisible={webhooks.isPending} variant="container" label="Carregando webhooks" />
      {webhooks.isError && !webhooks.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(webhooks.error, 'Não foi possível carregar os webhooks.')}
        </p>
      ) : (
        <PlainTable label="Webhooks" tableLabel="Webhooks" headers={HEADERS} hasActions>
          {list.map((subscription) => (
            <WebhookRow
              key={subscription.id}
              subscription={subscription}
              canEdit={canEdit}
              isBusy={isBusy}
              onEdit={() => setEditing(subscription)}
              onTest={() => onTest(subscription)}
              onLog={() => setLogOf(subscription)}
              onAsk={(kind) => setAsking({ kind, subscription })}
            />
          ))}
          {list.length === 0 && !webhooks.isPending && (
            <tr>
              <td colSpan={HEADERS.length + 1} className={styles.empty}>
                {EMPTY_WEBHOOKS_TEXT}
              </td>
            </tr>
          )}
        </PlainTable>
      )}
      <WebhookDialog
        door={door}
        editing={editing}
        CompanyField={CompanyField}
        onClose={() => setEditing(null)}
        onCreated={(answer) => {
          setEditing(null);
          setShownSecret({ answer, isNew: true });
        }}
      />
      <WebhookSecretDialog shown={shownSecret} onClose={() => setShownSecret(null)} />
      <WebhookDeliveriesSheet
        door={door}
        subscription={logOf}
        canEdit={canEdit}
        onClose={() => setLogOf(null)}
      />
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking?.kind === 'rotate' ? ROTATE_TITLE : DELETE_TITLE}
        message={
          asking
            ? asking.kind === 'rotate'
              ? rotateQuestion(asking.subscription)
              : deleteQuestion(asking.subscription)
            : ''
        }
        confirmLabel={asking?.kind === 'rotate' ? 'Gerar' : 'Excluir'}
        onConfirm={onConfirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
};
