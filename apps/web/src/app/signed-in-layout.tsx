import { ForbiddenNotice } from '../components/forbidden-notice/forbidden-notice.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { ProcessModalHost } from '../features/process-detail/process-modal-host.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';

/**
 * The shell of every signed-in screen. Any of them opens the process modal, so it lives over the
 * shell, not inside a page. Why a route guard brought the user here is said above whichever
 * screen it landed on. The notification centre's bell sits in the header of every screen. Loaded
 * lazily: /login does not fetch the shell's menus and popovers.
 */
export const SignedInLayout = () => (
  <AppLayout
    overlays={<ProcessModalHost />}
    notice={<ForbiddenNotice />}
    headerActions={<NotificationBell />}
  />
);
