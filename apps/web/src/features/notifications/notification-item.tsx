import { Link, useLocation } from 'react-router';
import { NOTIFICATION_EVENT_CATALOGUE, type TNotification } from '@pc/contract/notifications';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatRelativeInstant, formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { PROCESS_MODAL_PUSHED_STATE } from '../../lib/process-modal-url.ts';
import { notificationHref } from './notification-link.ts';
import { UNREAD_PREFIX } from './notification-texts.ts';
import styles from './notification-list.module.css';

type TItemNameParts = { notification: TNotification; when: string; eventLabel: string | null };

/** 'Não lida: PRI00042: nova mensagem do despachante. AURORA IMPORTADORA, há 5 min'. */
export const itemName = ({ notification, when, eventLabel }: TItemNameParts): string =>
  [
    notification.isRead ? '' : UNREAD_PREFIX,
    eventLabel === null ? '' : `${eventLabel}. `,
    `${notification.text} ${notification.companyName}, ${when}`,
  ].join('');

type TNotificationItemProps = {
  notification: TNotification;
  /** As the link is followed: mark the row read (and close the panel). */
  onOpen: (notification: TNotification) => void;
  /** The page names the event above the text and lays the row out in columns; the panel is compact. */
  variant: 'panel' | 'page';
  /** The render's clock, so every row of a list reads its age against the same instant. */
  now: Date;
};

/**
 * One notification: its sentence, the company (blurred in presentation mode), when, and a dot while
 * unread. The whole row is a link to the process modal on the notification's tab; pushed, so closing
 * the modal is going Back to where the user was.
 */
export const NotificationItem = ({ notification, onOpen, variant, now }: TNotificationItemProps) => {
  const location = useLocation();
  const when = formatRelativeInstant(notification.created, now) ?? '';
  const fullWhen = formatSaoPauloInstant(notification.created) ?? '';
  const eventLabel = NOTIFICATION_EVENT_CATALOGUE[notification.event].label;
  return (
    <li className={styles.item} data-variant={variant} data-unread={!notification.isRead || undefined}>
      <Link
        // The row's parts are inline boxes, which a name computed from the content runs together
        // ('…IMPORTADORA02/03/2026'): said here in order, with their pauses.
        aria-label={itemName({ notification, when, eventLabel: variant === 'page' ? eventLabel : null })}
        className={styles.link}
        to={notificationHref(location, notification)}
        state={PROCESS_MODAL_PUSHED_STATE}
        onClick={() => onOpen(notification)}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.main}>
          {variant === 'page' && <span className={styles.event}>{eventLabel}</span>}
          <span className={styles.text}>{notification.text}</span>
        </span>
        <SensitiveName className={styles.company}>{notification.companyName}</SensitiveName>
        <time className={styles.when} dateTime={notification.created} title={fullWhen}>
          {when}
        </time>
      </Link>
    </li>
  );
};
