import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getAttentionCall } from '@pc/contract/attention';
import { getUnreadMessagesCall, type TUnreadMessagesResponse } from '@pc/contract/messages';
import { callQueryOptions } from '../lib/call-query-options.ts';
import { pollWhileStreamDown } from './use-unread-notifications.ts';

// Collaboration: one query of the caller's unread messages, read by the process list's rows, the
// process modal's Mensagens tab and anything else that shows a count; the rows share its cache.

/**
 * Unread counts change when someone writes: read them again each minute while a screen shows them
 * and the notification stream is down (its message news refreshes them while it is open).
 */
export const UNREAD_REFRESH_MS = 60_000;

export const unreadMessagesQueryOptions = () => ({
  ...callQueryOptions(getUnreadMessagesCall),
  refetchInterval: pollWhileStreamDown(UNREAD_REFRESH_MS),
});

const unreadOf =
  (processId: number) =>
  (answer: TUnreadMessagesResponse): number =>
    answer.data.processes.find((process) => process.processId === processId)?.unread ?? 0;

/**
 * Unread messages of one process for the caller (0 while loading or when the call fails).
 * `isFreshOnMount` asks the server again when the component appears (the process modal's tab: a
 * message may have arrived since the list read the counts); the list's rows share the cached answer.
 */
export const useProcessUnreadCount = (
  processId: number,
  { isFreshOnMount = false }: { isFreshOnMount?: boolean } = {},
): number => {
  const query = useQuery({
    ...unreadMessagesQueryOptions(),
    select: unreadOf(processId),
    ...(isFreshOnMount ? { staleTime: 0 } : {}),
  });
  return query.data ?? 0;
};

/** After the caller read or wrote: the counts (rows, tab, Home's "Mensagens não lidas") ask again. */
export const refreshUnreadMessages = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [getUnreadMessagesCall.path] }),
    queryClient.invalidateQueries({ queryKey: [getAttentionCall.path] }),
  ]).then(() => undefined);
