import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminQuotationInvitationsCall,
  postAdminQuotationInvitationResendCall,
  postAdminQuotationInvitationRevokeCall,
  type TAdminQuotationInvitation,
  type TAdminQuotationInvitationsQuery,
} from '@pc/contract/admin-quotations';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/quotation-invitations: one page; the previous page stays on screen while the next loads. */
export const useQuotationInvitationsQuery = (query: TAdminQuotationInvitationsQuery) =>
  useQuery({
    ...callQueryOptions(getAdminQuotationInvitationsCall, { query }),
    placeholderData: keepPreviousData,
  });

const paramsOf = (invitation: Pick<TAdminQuotationInvitation, 'id' | 'company'>) => ({
  companyId: String(invitation.company.id),
  id: String(invitation.id),
});

/** Revoke or resend (staff): either changes the row's state, so the list is read again. */
const useInvitationAction = (
  call: typeof postAdminQuotationInvitationRevokeCall | typeof postAdminQuotationInvitationResendCall,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: TAdminQuotationInvitation) => callApi(call, { params: paramsOf(invitation) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getAdminQuotationInvitationsCall.path] }),
  });
};

/** POST …/{companyId}/{id}/revoke: the forwarder's link stops working. */
export const useRevokeQuotationInvitationMutation = () =>
  useInvitationAction(postAdminQuotationInvitationRevokeCall);

/** POST …/{companyId}/{id}/resend: a new link e-mailed, the old one dead. */
export const useResendQuotationInvitationMutation = () =>
  useInvitationAction(postAdminQuotationInvitationResendCall);
