import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminServiceClientsCall,
  postAdminServiceClientCall,
  postAdminServiceClientRevokeCall,
  type TCreateServiceClientBody,
} from '@pc/contract/admin-clients';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/service-clients: every client, newest first. */
export const useServiceClientsQuery = () => useQuery(callQueryOptions(getAdminServiceClientsCall));

const useRefreshClients = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getAdminServiceClientsCall.path] });
};

/** POST /api/admin/service-clients (admins only): answers the secret, shown once. */
export const useCreateServiceClientMutation = () => {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (body: TCreateServiceClientBody) => callApi(postAdminServiceClientCall, { body }),
    onSuccess: refresh,
  });
};

/** POST /api/admin/service-clients/{id}/revoke (admins only). */
export const useRevokeServiceClientMutation = () => {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (id: number) => callApi(postAdminServiceClientRevokeCall, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
};
