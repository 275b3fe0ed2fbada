import { NOTIFICATION_EVENT_CATALOGUE, type TNotificationEvent } from '@pc/contract/notifications';
import type { TAdminNotificationEventStats } from '@pc/contract/admin-notifications';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { formatNumber } from '../../lib/format.ts';
import styles from './sent-notifications.module.css';

export const SENT_NOTIFICATIONS_HEADERS = ['Evento', 'No portal', 'Push', 'E-mail', 'Situação'] as const;
export const TURNED_OFF_TEXT = 'Desligado para este cliente';
export const TURNED_ON_TEXT = 'Ligado';

type TSentNotificationsTableProps = {
  events: readonly TAdminNotificationEventStats[];
  /** False for the staff: they read the table, only an admin turns an event off or on. */
  canEdit: boolean;
  /** The event whose change is on its way: its button waits for the server. */
  busyEvent: TNotificationEvent | null;
  onSwitch: (event: TNotificationEvent, isTurnedOff: boolean) => void;
};

/**
 * Per event, what the portal sent in its centre, by push and by e-mail, and whether it is turned off
 * for the company.
 */
export const SentNotificationsTable = ({
  events,
  canEdit,
  busyEvent,
  onSwitch,
}: TSentNotificationsTableProps) => (
  <PlainTable
    label="Tabela de notificações enviadas"
    tableLabel="Notificações enviadas por evento"
    headers={SENT_NOTIFICATIONS_HEADERS}
    hasActions={canEdit}
  >
    {events.map(({ event, inPortal, push, email, isTurnedOff }) => {
      const label = NOTIFICATION_EVENT_CATALOGUE[event].label;
      return (
        <tr key={event}>
          <td className={styles.event}>{label}</td>
          <td className={styles.count}>{formatNumber(inPortal)}</td>
          <td className={styles.count}>{formatNumber(push)}</td>
          <td className={styles.count}>{formatNumber(email)}</td>
          <td className={isTurnedOff ? styles.off : styles.on}>
            {isTurnedOff ? TURNED_OFF_TEXT : TURNED_ON_TEXT}
          </td>
          {canEdit && (
            <td className={styles.actions}>
              <button
                type="button"
                className={isTurnedOff ? styles.turnOn : styles.turnOff}
                disabled={busyEvent === event}
                aria-label={`${isTurnedOff ? 'Religar' : 'Desligar'} ${label}`}
                onClick={() => onSwitch(event, !isTurnedOff)}
              >
                {isTurnedOff ? 'Religar' : 'Desligar'}
              </button>
            </td>
          )}
        </tr>
      );
    })}
  </PlainTable>
);
