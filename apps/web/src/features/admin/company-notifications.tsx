import { ADMIN_NOTIFICATION_DAYS } from '@pc/contract/admin-notifications';
import type { TNotificationEvent } from '@pc/contract/notifications';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { useCompanyNotificationsQuery, useNotificationEventMutation } from './api/admin-notifications.ts';
import type { TPickedCompany } from './company-picker.tsx';
import { notificationEventQuestion, notificationEventSavedMessage } from './notification-event-change.ts';
import { SentNotificationsTable } from './sent-notifications-table.tsx';
import { useConfirmation } from './use-confirmation.tsx';
import adminStyles from './admin.module.css';

export const COMPANY_NOTIFICATIONS_LOAD_ERROR = 'Não foi possível carregar as notificações da empresa.';
export const NOTIFICATION_EVENT_SAVE_ERROR = 'Não foi possível alterar a notificação.';

/** 'Últimos 30 dias, desde 22/10/2026.' */
export const sinceText = (since: string): string =>
  `Últimos ${ADMIN_NOTIFICATION_DAYS} dias, desde ${formatDate(since)}.`;

type TCompanyNotificationsProps = { company: TPickedCompany; canEdit: boolean };

/** One company's last 30 days of notifications; an admin turns an event off or on after confirming. */
export const CompanyNotifications = ({ company, canEdit }: TCompanyNotificationsProps) => {
  const toast = useToast();
  const notifications = useCompanyNotificationsQuery(company.id);
  const change = useNotificationEventMutation();
  const { ask, dialog } = useConfirmation();
  // The row being saved: the mutation's own, while it runs.
  const busyEvent = change.isPending ? (change.variables?.event ?? null) : null;
  const data = notifications.data?.data;

  // Every user of the company loses (or gets back) the event in every channel: it asks first.
  const onSwitch = (event: TNotificationEvent, isTurnedOff: boolean) => {
    const asked = { companyName: data?.companyName ?? company.name, event, isTurnedOff };
    ask(notificationEventQuestion(asked), () => {
      change.mutate(
        { companyId: company.id, event, isTurnedOff },
        {
          onSuccess: () => toast.success(notificationEventSavedMessage(asked)),
          onError: (error) => toast.error(errorMessage(error, NOTIFICATION_EVENT_SAVE_ERROR)),
        },
      );
    });
  };

  if (notifications.isError && !data) {
    return (
      <p className={adminStyles.error} role="alert">
        {errorMessage(notifications.error, COMPANY_NOTIFICATIONS_LOAD_ERROR)}
      </p>
    );
  }
  return (
    <>
      <LoadingOverlay
        isVisible={notifications.isPending}
        variant="container"
        label="Carregando notificações"
      />
      {data && (
        <>
          <p className={adminStyles.count}>{sinceText(data.since)}</p>
          <SentNotificationsTable
            events={data.events}
            canEdit={canEdit}
            busyEvent={busyEvent}
            onSwitch={onSwitch}
          />
        </>
      )}
      {dialog}
    </>
  );
};
