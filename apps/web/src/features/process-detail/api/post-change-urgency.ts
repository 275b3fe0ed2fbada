import type { TCallBody } from '@pc/contract/call';
import { postChangeUrgencyCall } from '@pc/contract/process-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { processQueryOptions } from './get-process.ts';

type TChangeUrgencyOptions = {
  processId: number;
  onSuccess: () => void;
  onError: (error: Error) => void;
};

/** Marks the process urgent or not urgent, with its justification. */
export const useChangeUrgencyMutation = ({ processId, onSuccess, onError }: TChangeUrgencyOptions) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallBody<typeof postChangeUrgencyCall>) => callApi(postChangeUrgencyCall, { body }),
    onSuccess: () => {
      onSuccess();
      // The history gains an item: reload the process.
      void queryClient.invalidateQueries({ queryKey: processQueryOptions(processId).queryKey });
    },
    onError,
  });
};
