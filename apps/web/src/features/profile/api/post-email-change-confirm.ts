import { useMutation } from '@tanstack/react-query';
import { postEmailChangeConfirmCall, type TEmailChangeConfirmRequest } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST /credential/email-change/confirm: the code sent to the new address makes it the account's. */
export const useConfirmEmailChangeMutation = () =>
  useMutation({
    mutationFn: (body: TEmailChangeConfirmRequest) => callApi(postEmailChangeConfirmCall, { body }),
  });
