import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE_DEFAULT,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type TWebhookDelivery,
  type TWebhookSubscription,
  type TWebhookDoor,
} from '@pc/contract/webhooks';
import { WEBHOOK_EVENT_LABELS } from '@pc/contract/webhooks-events';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import sheet from '../../components/dialog/side-sheet.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useRedeliverWebhookMutation, useWebhookDeliveriesQuery } from './api/webhook-calls.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './webhooks.module.css';

export const DELIVERIES_TITLE = 'Entregas';
export const EMPTY_DELIVERIES_TEXT = 'Nenhuma entrega registrada.';
export const REDELIVER_LABEL = 'Reenviar';
export const REDELIVERED_MESSAGE = 'Entrega reenviada: o resultado aparece no registro.';
const REDELIVER_FAILED_MESSAGE = 'Não foi possível reenviar a entrega.';
const HEADERS = [
  'Criada em',
  'Evento',
  'Situação',
  'Tentativas',
  'HTTP',
  'Erro',
  'Última tentativa',
] as const;

const when = (value: string | null): string => (value ? (formatInstant(value) ?? '—') : '—');

type TRowProps = {
  delivery: TWebhookDelivery;
  canEdit: boolean;
  isPending: boolean;
  onRedeliver: () => void;
};

const DeliveryRow = ({ delivery, canEdit, isPending, onRedeliver }: TRowProps) => (
  <tr>
    <td className={styles.nowrap}>
      <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time>
    </td>
    <td>{WEBHOOK_EVENT_LABELS[delivery.eventType]}</td>
    <td>
      <span className={styles.status} data-status={delivery.status}>
        {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
      </span>
    </td>
    <td>{delivery.attempts}</td>
    <td>{delivery.lastStatusCode ?? '—'}</td>
    <td className={styles.lastError}>{delivery.lastError ?? '—'}</td>
    <td className={styles.nowrap}>{when(delivery.lastAttemptAt)}</td>
    {canEdit && (
      <td>
        <button
          type="button"
          className={styles.rowButton}
          disabled={delivery.status === 'PENDING' || isPending}
          aria-label={`${REDELIVER_LABEL} a entrega de ${when(delivery.createdAt)}`}
          onClick={onRedeliver}
        >
          {REDELIVER_LABEL}
        </button>
      </td>
    )}
  </tr>
);

type TTableProps = { door: TWebhookDoor; subscription: TWebhookSubscription; canEdit: boolean };

const DeliveriesTable = ({ door, subscription, canEdit }: TTableProps) => {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const size = WEBHOOK_DELIVERIES_PAGE_SIZE_DEFAULT;
  const deliveries = useWebhookDeliveriesQuery(door, subscription.id, page, size);
  const redeliver = useRedeliverWebhookMutation(door);
  const list = deliveries.data?.data ?? [];
  const total = deliveries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const onRedeliver = (delivery: TWebhookDelivery) =>
    redeliver.mutate(
      { id: subscription.id, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success(REDELIVERED_MESSAGE),
        onError: (error) => toast.error(errorMessage(error, REDELIVER_FAILED_MESSAGE)),
      },
    );

  if (deliveries.isError && !deliveries.data) {
    return (
      <p className={styles.error} role="alert">
        {errorMessage(deliveries.error, 'Não foi possível carregar as entregas.')}
      </p>
    );
  }
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'entrega' : 'entregas'}
      </p>
      <PlainTable
        label={`${DELIVERIES_TITLE} de ${subscription.url}`}
        headers={HEADERS}
        hasActions={canEdit}
        isBusy={deliveries.isFetching}
      >
        {list.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            canEdit={canEdit}
            isPending={redeliver.isPending}
            onRedeliver={() => onRedeliver(delivery)}
          />
        ))}
        {list.length === 0 && (
          <tr>
            <td colSpan={HEADERS.length + (canEdit ? 1 : 0)} className={styles.empty}>
              {deliveries.isPending ? 'Carregando…' : EMPTY_DELIVERIES_TEXT}
            </td>
          </tr>
        )}
      </PlainTable>
      <Pager page={page} pageCount={pageCount} label="Páginas das entregas" onPage={setPage} />
    </>
  );
};

type TSheetProps = {
  door: TWebhookDoor;
  subscription: TWebhookSubscription | null;
  canEdit: boolean;
  onClose: () => void;
};

/** A subscription's delivery log, newest first, with "Reenviar" on each finished delivery. */
export const WebhookDeliveriesSheet = ({ door, subscription, canEdit, onClose }: TSheetProps) => (
  <Dialog.Root open={subscription !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${sheet.sheet} ${styles.sheet}`} aria-describedby="webhook-deliveries-hint">
        <header className={sheet.head}>
          <Dialog.Title className={dialog.title}>{DELIVERIES_TITLE}</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${sheet.close}`} aria-label="Fechar">
            <CloseIcon />
          </Dialog.Close>
        </header>
        <p id="webhook-deliveries-hint" className={sheet.hint}>
          {`${subscription?.url ?? ''} — cada entrega, a mais recente primeiro; guardadas por ${WEBHOOK_DELIVERY_RETENTION_DAYS} dias. Uma entrega que falha é tentada de novo com intervalos crescentes.`}
        </p>
        {subscription && (
          <DeliveriesTable key={subscription.id} door={door} subscription={subscription} canEdit={canEdit} />
        )}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
