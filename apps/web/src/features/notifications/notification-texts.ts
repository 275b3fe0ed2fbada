import { NOTIFICATION_RETENTION_DAYS } from '@pc/contract/notifications';

// The notification centre's words (pt-BR), shared by the panel, the page and their tests.

export const NO_UNREAD_TEXT = 'Nenhuma notificação não lida.';
export const NO_NOTIFICATIONS_TEXT = `Nenhuma notificação nos últimos ${NOTIFICATION_RETENTION_DAYS} dias.`;
export const NO_MATCH_TEXT = 'Nenhuma notificação encontrada com esses filtros.';
export const MARK_ALL_READ_LABEL = 'Marcar todas como lidas';
export const SEE_ALL_LABEL = 'Ver todas';
export const LOAD_FAILED_TEXT = 'Não foi possível carregar as notificações.';
export const MARK_READ_FAILED_TEXT = 'Não foi possível marcar as notificações como lidas.';
/** Said before an unread row's text to a screen reader (the dot says it to the eye). */
export const UNREAD_PREFIX = 'Não lida: ';

/** Which notifications a list shows: every one of the 90 days, or only the unread ones. */
export type TReadView = 'todas' | 'nao-lidas';

export const READ_VIEWS: readonly { value: TReadView; label: string }[] = [
  { value: 'nao-lidas', label: 'Não lidas' },
  { value: 'todas', label: 'Todas' },
];

/** The empty list's sentence: none unread, none in 90 days, or none matching the filters. */
export const emptyText = ({ view, isFiltered }: { view: TReadView; isFiltered: boolean }): string => {
  if (isFiltered) return NO_MATCH_TEXT;
  return view === 'nao-lidas' ? NO_UNREAD_TEXT : NO_NOTIFICATIONS_TEXT;
};
