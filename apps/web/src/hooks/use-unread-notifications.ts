import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { getUnreadNotificationsCall, TUnreadNotificationsResponse } from '@pc/contract/notifications';
import { callApi } from '../lib/api-client.ts';
import type { TCallQueryKey } from '../lib/call-query-options.ts';

// The notification centre's bell (docs/decisions/0115-notifications.md): one query of the caller's
// unread count, read by the header on every signed-in screen; the panel, the page and the read marks
// refresh it.

/**
 * How often the bell, the panel and the page ask the server again while the live stream is not open
 * (use-notification-stream.ts): a browser without EventSource, or a stream being reopened.
 */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

let isStreamLive = false;

/** Set by the live stream as it opens and drops: the polls stop while it is open. */
export const setNotificationStreamLive = (isLive: boolean): void => {
  isStreamLive = isLive;
};

/**
 * A poll's interval that pauses while the live stream is open: the stream's news refreshes what the
 * poll would have read (the bell, the lists, the conversations' counts and threads).
 */
export const pollWhileStreamDown = (intervalMs: number) => (): number | false =>
  isStreamLive ? false : intervalMs;

/** The polls' interval: none while the stream brings the news. */
export const notificationsRefetchInterval = pollWhileStreamDown(NOTIFICATIONS_REFRESH_MS);

// The contract's paths, written out (use-unread-notifications.test.ts holds them equal): the bell is
// on the Home's first load, and the contract's module (every notification schema, the paging
// helpers) would add about 2.5 KB to it, or, imported lazily, download the lists' shared chunk
// after every first paint. The list, the panel and the settings import the contract itself.
export const NOTIFICATIONS_PATH = '/api/public/customer/notifications';
export const UNREAD_NOTIFICATIONS_PATH = `${NOTIFICATIONS_PATH}/unread`;

/**
 * GET …/notifications/unread as the contract's call defines it, without its answer's schema: the
 * API client reads only the method, the path and the authentication (the server validates).
 */
const unreadNotificationsCall = {
  method: 'GET',
  path: UNREAD_NOTIFICATIONS_PATH,
  summary: 'The bell’s count.',
  isAuthenticated: true,
  responses: {},
} as unknown as typeof getUnreadNotificationsCall;

/** The key callQueryOptions(getUnreadNotificationsCall) gives, so either reads the same cache entry. */
const unreadQueryKey = [UNREAD_NOTIFICATIONS_PATH, {}] as TCallQueryKey;

export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }): Promise<TUnreadNotificationsResponse> =>
      callApi(unreadNotificationsCall, { signal }),
    refetchInterval: notificationsRefetchInterval,
  });

/** The caller's unread notifications (0 while loading or when the call fails). */
export const useUnreadNotifications = (): number => {
  const query = useQuery({
    ...unreadNotificationsQueryOptions(),
    select: (answer: TUnreadNotificationsResponse) => answer.data.total,
  });
  return query.data ?? 0;
};

/** A count the server just answered (a read mark's, a list's): the bell shows it without asking. */
export const setUnreadNotifications = (queryClient: QueryClient, total: number): void => {
  queryClient.setQueryData<TUnreadNotificationsResponse>(unreadQueryKey, { data: { total } });
};

/** After a read mark, a rule saved or news: the lists and the count ask again. */
export const refreshNotifications = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [UNREAD_NOTIFICATIONS_PATH] }),
  ]).then(() => undefined);
