import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotificationStreamCall, postNotificationStreamTicketCall } from '@pc/contract/notifications';
import { createQueryClient } from '../lib/query-client.ts';
import { storage } from '../lib/storage.ts';
import { answer, mockFetch } from '../test/fetch-mock.ts';
import { getAttentionCall } from '@pc/contract/attention';
import { getProcessMessagesCall, getUnreadMessagesCall } from '@pc/contract/messages';
import {
  MESSAGE_QUERY_PATHS,
  NOTIFICATION_STREAM_PATH,
  NOTIFICATION_STREAM_TICKET_PATH,
} from './notification-stream-client.ts';
import { unreadMessagesQueryOptions } from './use-unread-messages.ts';
import { useNotificationStream } from './use-notification-stream.ts';
import { notificationsRefetchInterval, unreadNotificationsQueryOptions } from './use-unread-notifications.ts';

/** An EventSource the test drives: it records the URLs opened and lets the test send events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

/** The ticket call, answering t1, t2, … in turn. */
const ticketAnswers = () => {
  let issued = 0;
  return (url: string, init: RequestInit) => {
    if (init.method !== 'POST' || url !== NOTIFICATION_STREAM_TICKET_PATH) return undefined;
    issued += 1;
    return answer('POST', NOTIFICATION_STREAM_TICKET_PATH, {
      data: { ticket: `t${issued}`, expiresAt: '2026-12-03T12:00:00Z' },
    })(url, init);
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('the live notification stream', () => {
  it('opens with a ticket, sets the count, stops the polls, and refreshes a message’s thread, and reopens after the last event when refused', async () => {
    expect(NOTIFICATION_STREAM_PATH).toBe(getNotificationStreamCall.path);
    expect(NOTIFICATION_STREAM_TICKET_PATH).toBe(postNotificationStreamTicketCall.path);
    vi.stubGlobal('EventSource', FakeEventSource);
    storage.setAccessToken('abc');
    mockFetch(ticketAnswers());
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useNotificationStream(), { wrapper });

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0];
    if (!first) throw new Error('no stream');
    expect(first.url).toBe(`${NOTIFICATION_STREAM_PATH}?ticket=t1`);
    act(() => {
      first.readyState = FakeEventSource.OPEN;
      first.dispatchEvent(new Event('open'));
      first.emit('unread', { total: 3 });
      first.emit('notification', { id: 41, event: 'PROCESS_STEP' }, '41');
    });
    expect(result.current).toBe(true);
    expect(notificationsRefetchInterval()).toBe(false);
    const messagesPoll = unreadMessagesQueryOptions().refetchInterval;
    expect(messagesPoll()).toBe(false);

    // A broker's message: the open thread and the conversations' counts read the server again.
    expect(MESSAGE_QUERY_PATHS).toEqual([
      getUnreadMessagesCall.path,
      getAttentionCall.path,
      getProcessMessagesCall.path,
    ]);
    const threadKey = [getProcessMessagesCall.path, { params: { id: '7' }, query: {} }];
    queryClient.setQueryData(threadKey, { data: { messages: [] } });
    act(() => {
      first.emit('notification', { id: 42, event: 'MESSAGE_RECEIVED' }, '42');
    });
    expect(queryClient.getQueryState(threadKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(unreadNotificationsQueryOptions().queryKey)).toEqual({
      data: { total: 3 },
    });

    // Refused (an expired ticket): closed, then reopened with a new ticket after event 42.
    vi.useFakeTimers();
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.dispatchEvent(new Event('error'));
    });
    expect(result.current).toBe(false);
    expect(notificationsRefetchInterval()).toBe(60_000);
    expect(messagesPoll()).toBe(60_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]?.url).toBe(`${NOTIFICATION_STREAM_PATH}?ticket=t2&ultimoEvento=42`);
    unmount();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
