import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminCompanyNotificationsCall,
  putAdminCompanyNotificationEventCall,
} from '@pc/contract/admin-notifications';
import type { TNotificationEvent } from '@pc/contract/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

const companyNotificationsOptions = (companyId: number) =>
  callQueryOptions(getAdminCompanyNotificationsCall, { params: { id: String(companyId) } });

/** GET /api/admin/companies/{id}/notifications: the last 30 days of one company, per event and channel. */
export const useCompanyNotificationsQuery = (companyId: number) =>
  useQuery(companyNotificationsOptions(companyId));

export type TNotificationEventSwitch = { companyId: number; event: TNotificationEvent; isTurnedOff: boolean };

/**
 * PUT /api/admin/companies/{id}/notifications/{event} (admins only). The server answers the whole
 * table again, so it replaces the cached one and the row reads what the server now holds.
 */
export const useNotificationEventMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, event, isTurnedOff }: TNotificationEventSwitch) =>
      callApi(putAdminCompanyNotificationEventCall, {
        params: { id: String(companyId), event },
        body: { isTurnedOff },
      }),
    onSuccess: (answer, { companyId }) =>
      queryClient.setQueryData(companyNotificationsOptions(companyId).queryKey, answer),
  });
};
