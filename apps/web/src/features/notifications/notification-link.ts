import type { TNotification } from '@pc/contract/notifications';
import { withProcessOpen } from '../../lib/process-modal-url.ts';

type TLocationLike = { pathname: string; search: string };

/**
 * The address that opens the notification's process modal on its tab over the screen the user is on
 * (`?processo=<id>&abaProcesso=<tab>`, or `/processos/<id>?aba=<tab>` over the list), its other
 * parameters kept. Dados Gerais is the modal's first tab: it has no parameter.
 */
export const notificationHref = (
  location: TLocationLike,
  notification: Pick<TNotification, 'processId' | 'tab'>,
): string =>
  withProcessOpen(location, {
    id: notification.processId,
    tab: notification.tab === 'geral' ? null : notification.tab,
  });
