import { useMutation } from '@tanstack/react-query';
import { postRecoveryVerifyCodeCall } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/recovery/verifyCode {pin}. */
export const useRecoveryVerifyCodeMutation = () =>
  useMutation({
    mutationFn: (pin: string) => callApi(postRecoveryVerifyCodeCall, { body: { pin } }),
  });
