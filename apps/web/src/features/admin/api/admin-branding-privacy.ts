import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminPrivacyContactsCall,
  putAdminPrivacyContactsCall,
  type TPrivacyContactsBody,
} from '@pc/contract/privacy';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/branding/privacy: the controller and DPO the privacy notice names. */
export const usePrivacyContactsQuery = () => useQuery(callQueryOptions(getAdminPrivacyContactsCall));

/** PUT /api/admin/branding/privacy: the answer replaces the cache. */
export const useSavePrivacyContactsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrivacyContactsBody) => callApi(putAdminPrivacyContactsCall, { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData(callQueryOptions(getAdminPrivacyContactsCall).queryKey, answer),
  });
};
