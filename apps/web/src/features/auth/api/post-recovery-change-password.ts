import { useMutation } from '@tanstack/react-query';
import { postRecoveryChangePasswordCall, type TRecoveryChangePasswordRequest } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/recovery/changePassword {pin, newPassword, newPasswordConfirm}. */
export const useRecoveryChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: TRecoveryChangePasswordRequest) => callApi(postRecoveryChangePasswordCall, { body }),
  });
