import {
  NOTIFICATION_STREAM_PATH,
  postNotificationStreamTicketCall,
  type TNotification,
  type TNotificationStreamTicketResponse,
} from '@pc/contract/notifications';
import { send } from './cluster-client.ts';

/**
 * A tab's notification stream through HAProxy, as the web's EventSource keeps it: when the stream
 * ends (its instance stops) it asks for a new ticket and opens again after the last event it got,
 * through whichever instance HAProxy picks. Collects the notifications with the instant each came.
 */
export const openResumingStream = ({ base, authorization }: { base: string; authorization: string }) => {
  const received: { notification: TNotification; at: number }[] = [];
  let lastEventId = '';
  let reconnects = 0;
  let isClosed = false;
  let controller = new AbortController();

  const readOnce = async (): Promise<void> => {
    const ticket = await send(`${base}${postNotificationStreamTicketCall.path}`, {
      method: 'POST',
      headers: { authorization },
    });
    if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status}`);
    const { data } = JSON.parse(ticket.body) as TNotificationStreamTicketResponse;
    const query = new URLSearchParams({ ticket: data.ticket });
    if (lastEventId !== '') query.set('ultimoEvento', lastEventId);
    controller = new AbortController();
    const response = await fetch(`${base}${NOTIFICATION_STREAM_PATH}?${query.toString()}`, {
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const field = (name: string) =>
          lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        if (field('event') !== 'notification') continue;
        lastEventId = field('id') ?? lastEventId;
        received.push({
          notification: JSON.parse(field('data') ?? '{}') as TNotification,
          at: performance.now(),
        });
      }
    }
  };

  const loop = async () => {
    while (!isClosed) {
      try {
        await readOnce();
      } catch {
        // Refused or cut (an instance stopping): open again, as EventSource would.
      }
      if (isClosed) break;
      reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  void loop();

  return {
    received,
    reconnects: () => reconnects,
    /** The first notification whose text holds `text`, waited for up to `timeoutMs`. */
    waitFor: async (text: string, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((entry) => entry.notification.text.includes(text));
        if (found) return found;
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => {
      isClosed = true;
      controller.abort();
    },
  };
};
