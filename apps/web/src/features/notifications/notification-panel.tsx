import * as Popover from '@radix-ui/react-popover';
import { useId, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE_DEFAULT, type TNotification } from '@pc/contract/notifications';
import { useToast } from '../../hooks/use-toast.ts';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from './api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import {
  emptyText,
  LOAD_FAILED_TEXT,
  MARK_ALL_READ_LABEL,
  MARK_READ_FAILED_TEXT,
  SEE_ALL_LABEL,
  type TReadView,
} from './notification-texts.ts';
import { notificationsPagePath } from './notifications-filters.ts';
import { ReadViewToggle } from './read-view-toggle.tsx';
import list from './notification-list.module.css';
import styles from './notification-panel.module.css';

type TPanelBodyProps = { titleId: string; onClose: () => void };

/** What the open panel shows: the 20 newest, unread or all, and its two ways on. */
const PanelBody = ({ titleId, onClose }: TPanelBodyProps) => {
  const viewName = useId();
  const toast = useToast();
  const [view, setView] = useState<TReadView>('todas');
  const notifications = useNotificationsQuery(
    {
      page: '1',
      size: String(NOTIFICATIONS_PAGE_SIZE_DEFAULT),
      ...(view === 'nao-lidas' ? { lidas: 'false' } : {}),
    },
    { isFreshOnMount: true },
  );
  const markRead = useMarkNotificationsReadMutation();
  const unread = useUnreadNotifications();
  const rows = notifications.data?.data ?? [];
  // Ages read against the answer's time: the list asks again each minute, and so they move on.
  const now = new Date(notifications.dataUpdatedAt);

  const onMarkFailed = (error: unknown) => toast.error(errorMessage(error, MARK_READ_FAILED_TEXT));
  // The row's link opens the process; the read mark goes along and the panel steps aside.
  const openRow = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate({ ids: [notification.id] }, { onError: onMarkFailed });
    onClose();
  };

  const renderRows = () => {
    if (notifications.isPending) return <p className={list.status}>Carregando…</p>;
    if (notifications.isError && !notifications.data)
      return (
        <p className={list.error} role="alert">
          {errorMessage(notifications.error, LOAD_FAILED_TEXT)}
        </p>
      );
    if (rows.length === 0) return <p className={list.status}>{emptyText({ view, isFiltered: false })}</p>;
    return (
      <ul className={list.list} aria-labelledby={titleId} aria-busy={notifications.isPlaceholderData}>
        {rows.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={openRow}
            variant="panel"
            now={now}
          />
        ))}
      </ul>
    );
  };

  return (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Notificações
        </h2>
        <ReadViewToggle name={viewName} value={view} onChange={setView} />
      </div>
      <div className={styles.scroller}>{renderRows()}</div>
      <div className={styles.foot}>
        <button
          type="button"
          className={styles.markAll}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: onMarkFailed })}
        >
          {MARK_ALL_READ_LABEL}
        </button>
        <Link className={styles.seeAll} to={notificationsPagePath({ view })} onClick={onClose}>
          {SEE_ALL_LABEL}
        </Link>
      </div>
    </>
  );
};

type TNotificationPanelProps = {
  /** The header's bell: the panel opens under it and gives it the focus back. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The bell's panel (a Radix popover, loaded on the first open so the shell stays light). The bell
 * stays a plain button of the shell, so the popover is anchored to it rather than triggered by it: a
 * click on the bell toggles it and is no click outside; closing gives the bell the focus back.
 */
export const NotificationPanel = ({
  anchorRef,
  contentId,
  isOpen,
  onOpenChange,
}: TNotificationPanelProps) => {
  const titleId = useId();
  const isOnBell = (target: EventTarget | null) =>
    target instanceof Node && anchorRef.current?.contains(target) === true;
  return (
    <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          className={styles.content}
          aria-labelledby={titleId}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onInteractOutside={(event) => {
            if (isOnBell(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
        >
          <PanelBody titleId={titleId} onClose={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
