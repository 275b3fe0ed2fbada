import { ForbiddenNotice } from '../components/forbidden-notice/forbidden-notice.tsx';
import { ProcessModalHost } from '../features/process-detail/process-modal-host.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';

/**
 * The shell of every signed-in screen. Any of them opens the process modal, so it lives over the
 * shell, not inside a page. Why a route guard brought the user here is said above whichever
 * screen it landed on. Loaded lazily: /login does not fetch the shell's menus and popovers.
 */
export const SignedInLayout = () => (
  <AppLayout overlays={<ProcessModalHost />} notice={<ForbiddenNotice />} />
);
