import { describe, expect, it } from 'vitest';
import { getNotificationsCall, getUnreadNotificationsCall } from '@pc/contract/notifications';
import { callQueryOptions } from '../lib/call-query-options.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { storage } from '../lib/storage.ts';
import { answer, mockFetch } from '../test/fetch-mock.ts';
import {
  NOTIFICATIONS_PATH,
  refreshNotifications,
  setUnreadNotifications,
  UNREAD_NOTIFICATIONS_PATH,
  unreadNotificationsQueryOptions,
} from './use-unread-notifications.ts';

describe('the bell’s count', () => {
  it('asks the contract’s call, under the key callQueryOptions gives it', async () => {
    expect(UNREAD_NOTIFICATIONS_PATH).toBe(getUnreadNotificationsCall.path);
    expect(NOTIFICATIONS_PATH).toBe(getNotificationsCall.path);
    expect(unreadNotificationsQueryOptions().queryKey).toEqual(
      callQueryOptions(getUnreadNotificationsCall).queryKey,
    );

    storage.setAccessToken('abc');
    const fetchMock = mockFetch(answer('GET', UNREAD_NOTIFICATIONS_PATH, { data: { total: 4 } }));
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(unreadNotificationsQueryOptions())).resolves.toEqual({
      data: { total: 4 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(UNREAD_NOTIFICATIONS_PATH);
    expect(init?.method).toBe(getUnreadNotificationsCall.method);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('takes a count the server answered elsewhere, and refreshes the lists and the count together', async () => {
    const queryClient = createQueryClient();
    setUnreadNotifications(queryClient, 7);
    expect(queryClient.getQueryData(unreadNotificationsQueryOptions().queryKey)).toEqual({
      data: { total: 7 },
    });
    const listKey = callQueryOptions(getNotificationsCall, { query: { lidas: 'false' } }).queryKey;
    queryClient.setQueryData(listKey, {
      data: [],
      page: { number: 1, size: 20, totalElements: 0, totalPages: 0 },
      unread: 7,
    });

    await refreshNotifications(queryClient);
    expect(queryClient.getQueryState(unreadNotificationsQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
