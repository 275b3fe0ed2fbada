import { useMutation } from '@tanstack/react-query';
import { postInvitationAcceptCall, type TInvitationAcceptRequest } from '@pc/contract/invitation';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/invitation/accept {token, newPassword, newPasswordConfirm}. */
export const useInvitationAcceptMutation = () =>
  useMutation({
    mutationFn: (body: TInvitationAcceptRequest) => callApi(postInvitationAcceptCall, { body }),
  });
