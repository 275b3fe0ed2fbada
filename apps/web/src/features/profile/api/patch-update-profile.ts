import { useMutation } from '@tanstack/react-query';
import { patchUpdateProfileCall, type TUpdateProfileRequest } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** PATCH /credential/updateProfile (spec part 1 §7); answers code SUCCESS. */
export const useUpdateProfileMutation = () =>
  useMutation({
    mutationFn: (body: TUpdateProfileRequest) => callApi(patchUpdateProfileCall, { body }),
  });
