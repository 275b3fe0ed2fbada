import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettingsCall,
  getNotificationsCall,
  postNotificationsReadCall,
  putNotificationSettingsCall,
  type TMarkNotificationsReadRequest,
  type TNotificationSettingsUpdate,
  type TNotificationsQuery,
} from '@pc/contract/notifications';
import { invalidateCurrentUser } from '../../../lib/current-user-key.ts';
import {
  notificationsRefetchInterval,
  refreshNotifications,
  setUnreadNotifications,
} from '../../../hooks/use-unread-notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

type TNotificationsQueryOptions = {
  /** The panel asks again each time it opens: what it shows is news, 30 s old is too old. */
  isFreshOnMount?: boolean;
};

/**
 * GET /api/public/customer/notifications: one page, newest first. The answer's unread count goes to
 * the bell at once, so the badge and the list never disagree. A new filter keeps the last page on
 * screen until its answer arrives (the rows dim meanwhile).
 */
export const useNotificationsQuery = (
  query: TNotificationsQuery,
  { isFreshOnMount = false }: TNotificationsQueryOptions = {},
) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: callQueryOptions(getNotificationsCall, { query }).queryKey,
    queryFn: async ({ signal }) => {
      const answer = await callApi(getNotificationsCall, { query, signal });
      setUnreadNotifications(queryClient, answer.unread);
      return answer;
    },
    placeholderData: keepPreviousData,
    refetchInterval: notificationsRefetchInterval,
    ...(isFreshOnMount ? { staleTime: 0 } : {}),
  });
};

/** POST …/notifications/read (some ids, or all): the bell takes the answered count, the lists read again. */
export const useMarkNotificationsReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarkNotificationsReadRequest) => callApi(postNotificationsReadCall, { body }),
    onSuccess: (answer) => {
      setUnreadNotifications(queryClient, answer.data.total);
      return refreshNotifications(queryClient);
    },
  });
};

/** GET …/notifications/settings: the caller's rules (the defaults until they save some). */
export const useNotificationSettingsQuery = () =>
  useQuery({ ...callQueryOptions(getNotificationSettingsCall), staleTime: 0 });

/**
 * PUT …/notifications/settings: saved whole, with the portal's e-mail switch; the form keeps the
 * saved rules, the lists read again. The switch is the profile's followUP, and the process events'
 * e-mail its analytical follow-up: the user is read again (not awaited), so Dados de acesso agrees.
 */
export const useSaveNotificationSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationSettingsUpdate) => callApi(putNotificationSettingsCall, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(callQueryOptions(getNotificationSettingsCall).queryKey, answer);
      void invalidateCurrentUser(queryClient);
      return refreshNotifications(queryClient);
    },
  });
};
