import { useMutation } from '@tanstack/react-query';
import { postRecoveryVerifyCodeCall, type TRecoveryVerifyCodeRequest } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/recovery/verifyCode {pin, email}: answers the reset token on success. */
export const useRecoveryVerifyCodeMutation = () =>
  useMutation({
    mutationFn: (body: TRecoveryVerifyCodeRequest) => callApi(postRecoveryVerifyCodeCall, { body }),
  });
