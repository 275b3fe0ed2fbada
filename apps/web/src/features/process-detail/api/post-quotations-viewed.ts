import { getAttentionCall } from '@pc/contract/attention';
import { getFreightQuotationsCall, postQuotationsViewedCall } from '@pc/contract/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/**
 * COTADO quotations of the process become VISUALIZADO; when any did, the quotations and Home's
 * "Precisa de atenção" are loaded again.
 */
export const useMarkQuotationsViewedMutation = (processId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(postQuotationsViewedCall, { params: { id: String(processId) } }),
    onSuccess: ({ data }) => {
      if (data.viewed === 0) return;
      void queryClient.invalidateQueries({ queryKey: [getFreightQuotationsCall.path] });
      void queryClient.invalidateQueries({ queryKey: [getAttentionCall.path] });
    },
  });
};
