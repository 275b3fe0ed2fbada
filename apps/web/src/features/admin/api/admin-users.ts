import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAdminUserCompanyCall,
  getAdminUserAccessLogsCall,
  getAdminUserCall,
  getAdminUsersCall,
  postAdminUserCall,
  postAdminUserDeactivateCall,
  postAdminUserInvitationCall,
  postAdminUserPasswordResetCall,
  postAdminUserReactivateCall,
  postAdminUserSecondFactorResetCall,
  putAdminUserCompanyCall,
  putAdminUserRoleCall,
  type TAdminUserAccessLogsQuery,
  type TAdminUsersQuery,
  type TInviteUserBody,
  type TUserRoleBody,
} from '@pc/contract/admin-users';
import { getSecuritySettingsCall, putSecuritySettingsCall } from '@pc/contract/second-factor';
import { putAdminUserWebhooksPermissionCall } from '@pc/contract/webhooks';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/users: one page; the previous page stays on screen while the next loads. */
export const useAdminUsersQuery = (query: TAdminUsersQuery) =>
  useQuery({ ...callQueryOptions(getAdminUsersCall, { query }), placeholderData: keepPreviousData });

/** GET /api/admin/users/{id}: the detail (companies by name, pending invitation). */
export const useAdminUserQuery = (id: number | null) =>
  useQuery({
    ...callQueryOptions(getAdminUserCall, { params: { id: String(id ?? 0) } }),
    enabled: id !== null,
  });

/** GET /api/admin/users/{id}/access-logs: one page of the sign-ins, newest first. */
export const useAdminUserAccessLogsQuery = (id: number, query: TAdminUserAccessLogsQuery) =>
  useQuery({
    ...callQueryOptions(getAdminUserAccessLogsCall, { params: { id: String(id) }, query }),
    placeholderData: keepPreviousData,
  });

/** After any change: the list, the detail and the audit read the server again. */
const useRefreshUsers = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [getAdminUsersCall.path] }),
      queryClient.invalidateQueries({ queryKey: [getAdminUserCall.path] }),
    ]);
};

/** POST /api/admin/users (admins only): creates the user and e-mails the invitation. */
export const useInviteUserMutation = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: TInviteUserBody) => callApi(postAdminUserCall, { body }),
    onSuccess: refresh,
  });
};

/** The one-click actions on a user (admins only), each answering the user as they now are. */
export type TUserAction =
  'resend-invitation' | 'deactivate' | 'reactivate' | 'password-reset' | 'second-factor-reset';

const callOf = (action: TUserAction) => {
  switch (action) {
    case 'resend-invitation':
      return postAdminUserInvitationCall;
    case 'deactivate':
      return postAdminUserDeactivateCall;
    case 'reactivate':
      return postAdminUserReactivateCall;
    case 'password-reset':
      return postAdminUserPasswordResetCall;
    case 'second-factor-reset':
      return postAdminUserSecondFactorResetCall;
    default: {
      const exhaustive: never = action;
      throw new Error(`Unknown action: ${String(exhaustive)}`);
    }
  }
};

export const useUserActionMutation = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TUserAction }) =>
      callApi(callOf(action), { params: { id: String(id) } }),
    onSuccess: refresh,
  });
};

/** PUT /api/admin/users/{id}/role (admins only). */
export const useUserRoleMutation = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: number } & TUserRoleBody) =>
      callApi(putAdminUserRoleCall, { params: { id: String(id) }, body: { role } }),
    onSuccess: refresh,
  });
};

/** PUT or DELETE /api/admin/users/{id}/companies/{companyId} (admins only). */
export const useUserCompanyMutation = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, companyId, isLinked }: { id: number; companyId: number; isLinked: boolean }) =>
      callApi(isLinked ? putAdminUserCompanyCall : deleteAdminUserCompanyCall, {
        params: { id: String(id), companyId: String(companyId) },
      }),
    onSuccess: refresh,
  });
};

/** PUT /api/admin/users/{id}/webhooks-permission (admins only): a customer's user manages webhooks. */
export const useWebhooksPermissionMutation = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, canManageWebhooks }: { id: number; canManageWebhooks: boolean }) =>
      callApi(putAdminUserWebhooksPermissionCall, {
        params: { id: String(id) },
        body: { canManageWebhooks },
      }),
    onSuccess: refresh,
  });
};

/** GET /api/admin/security-settings (admins only): whether staff must use a second factor. */
export const useSecuritySettingsQuery = (isEnabled: boolean) =>
  useQuery({ ...callQueryOptions(getSecuritySettingsCall), enabled: isEnabled });

export const useSecuritySettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isStaffSecondFactorRequired: boolean) =>
      callApi(putSecuritySettingsCall, { body: { isStaffSecondFactorRequired } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(callQueryOptions(getSecuritySettingsCall).queryKey, answer),
  });
};
