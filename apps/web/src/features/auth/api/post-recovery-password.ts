import { useMutation } from '@tanstack/react-query';
import { postRecoveryPasswordCall } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/recovery/password {email}: e-mails the 6-digit code. */
export const useRecoveryPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) => callApi(postRecoveryPasswordCall, { body: { email } }),
  });
