import type { QueryClient } from '@tanstack/react-query';
import type {
  postNotificationStreamTicketCall,
  TNotification,
  TNotificationStreamTicketResponse,
} from '@pc/contract/notifications';
import { callApi } from '../lib/api-client.ts';
import { config } from '../lib/config.ts';
import {
  NOTIFICATIONS_PATH,
  refreshNotifications,
  setUnreadNotifications,
} from './use-unread-notifications.ts';

// The live stream's client, loaded after the first paint by use-notification-stream.ts: the Home's
// first bytes carry only the hook. The contract's paths are written out (use-unread-notifications.ts
// says why; use-notification-stream.test.tsx holds them equal).

export const NOTIFICATION_STREAM_TICKET_PATH = `${NOTIFICATIONS_PATH}/stream-ticket`;
export const NOTIFICATION_STREAM_PATH = `${NOTIFICATIONS_PATH}/stream`;

/** After a refused stream (an expired ticket, a restarting server): wait, then ask for a new ticket. */
const RECONNECT_DELAY_MS = 3_000;
/** After the ticket itself was refused (signed out, offline): try again later. */
const TICKET_RETRY_MS = 30_000;

const ticketCall = {
  method: 'POST',
  path: NOTIFICATION_STREAM_TICKET_PATH,
  summary: 'The stream’s ticket.',
  isAuthenticated: true,
  responses: {},
} as unknown as typeof postNotificationStreamTicketCall;

/**
 * What a piece of news changes elsewhere: a message's news refreshes the conversations' counts, the
 * Home's attention card and an open thread (their polls pause while the stream is open).
 */
export const MESSAGE_QUERY_PATHS = [
  '/api/public/customer/messages/unread',
  '/api/public/customer/attention',
  '/api/public/customer/processes/{id}/messages',
];

const onNotification = (queryClient: QueryClient, notification: TNotification): void => {
  void refreshNotifications(queryClient);
  if (notification.event === 'MESSAGE_RECEIVED' || notification.event === 'PAYMENT_REPORT_DECIDED') {
    for (const path of MESSAGE_QUERY_PATHS) void queryClient.invalidateQueries({ queryKey: [path] });
  }
};

/**
 * Opens the tab's stream and keeps it open until the answered function is called. EventSource
 * reconnects by itself (sending Last-Event-ID) while its ticket holds; once the stream is refused it
 * is closed, and a new one opens with a new ticket and `ultimoEvento`, so nothing sent meanwhile is
 * missed. `onLive` hears whether the stream is open.
 */
export const openNotificationStream = ({
  queryClient,
  onLive,
}: {
  queryClient: QueryClient;
  onLive: (isLive: boolean) => void;
}): (() => void) => {
  let source: EventSource | null = null;
  let lastEventId = '';
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), delayMs);
  };
  const connect = async (): Promise<void> => {
    let answer: TNotificationStreamTicketResponse;
    try {
      answer = await callApi(ticketCall);
    } catch {
      if (!isStopped) retry(TICKET_RETRY_MS);
      return;
    }
    if (isStopped) return;
    const params = new URLSearchParams({ ticket: answer.data.ticket });
    if (lastEventId !== '') params.set('ultimoEvento', lastEventId);
    const opened = new EventSource(`${config.apiBaseUrl}${NOTIFICATION_STREAM_PATH}?${params.toString()}`);
    source = opened;
    opened.addEventListener('open', () => onLive(true));
    opened.addEventListener('unread', (event) => {
      const { total } = JSON.parse((event as MessageEvent<string>).data) as { total: number };
      setUnreadNotifications(queryClient, total);
    });
    opened.addEventListener('notification', (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId;
      onNotification(queryClient, JSON.parse(message.data) as TNotification);
    });
    opened.addEventListener('error', () => {
      onLive(false);
      if (opened.readyState !== EventSource.CLOSED) return;
      opened.close();
      if (!isStopped) retry(RECONNECT_DELAY_MS);
    });
  };
  void connect();
  // The service worker (push, installing the portal) with the stream: this module already loads after
  // the first paint on every signed-in screen, so the Home's bytes do not grow. Not in development: a
  // worker left registered would outlive the dev server's reloads.
  if (import.meta.env.PROD)
    void import('../lib/service-worker.ts').then((module) => module.registerServiceWorkerWhenIdle());
  return () => {
    isStopped = true;
    clearTimeout(timer);
    source?.close();
    onLive(false);
  };
};
