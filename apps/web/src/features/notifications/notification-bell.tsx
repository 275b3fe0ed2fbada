import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icon/icons.tsx';
import { useNotificationStream } from '../../hooks/use-notification-stream.ts';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { formatNumber } from '../../lib/format.ts';
import styles from './notification-bell.module.css';

// The panel (its popover, the list, the contract's schemas) loads on the first open, or as the
// pointer or the focus reaches the bell: the bell and its count are all every screen carries.
const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

// Drawn here rather than in icons.tsx: that module ships with /login, and the bell only with the shell.
const BellIcon = () => (
  <Icon>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** More than two digits would not fit the badge; the bell's name says the whole count. */
const BADGE_MAX = 99;

export const NOTIFICATIONS_LABEL = 'Notificações';

/** 'Notificações', or 'Notificações, 3 não lidas': what the bell is called. */
export const bellLabel = (unread: number): string => {
  if (unread <= 0) return NOTIFICATIONS_LABEL;
  return `${NOTIFICATIONS_LABEL}, ${formatNumber(unread)} ${unread === 1 ? 'não lida' : 'não lidas'}`;
};

/** '7', or '99+' past two digits. */
export const badgeText = (unread: number): string => (unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread));

/** The notification centre's bell in the header: the unread count, and the panel on a click. */
export const NotificationBell = () => {
  // The bell is on every signed-in screen: it keeps the tab's live stream open.
  useNotificationStream();
  const unread = useUnreadNotifications();
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first open on, so closing keeps the popover's code and its last list.
  const [hasOpened, setHasOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = bellLabel(unread);
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((wasOpen) => !wasOpen);
        }}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationPanel
            anchorRef={bellRef}
            contentId={panelId}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      )}
    </>
  );
};
