import type { TCallBody } from '@pc/contract/call';
import { postQuotationDecisionCall } from '@pc/contract/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { freightQuotationsQueryOptions } from './get-freight-quotations.ts';
import { processQueryOptions } from './get-process.ts';

type TQuotationDecisionOptions = {
  processId: number;
  quotationId: number;
  onSuccess: () => void;
  onError: (error: Error) => void;
};

/**
 * Approves a quotation (the others of the round are closed) or rejects it with a justification.
 * The answer is the new ranking, put straight into the quotations query.
 */
export const useQuotationDecisionMutation = ({
  processId,
  quotationId,
  onSuccess,
  onError,
}: TQuotationDecisionOptions) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallBody<typeof postQuotationDecisionCall>) =>
      callApi(postQuotationDecisionCall, {
        params: { id: String(processId), quotationId: String(quotationId) },
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(freightQuotationsQueryOptions(processId).queryKey, answer);
      // The history gains the decision.
      void queryClient.invalidateQueries({ queryKey: processQueryOptions(processId).queryKey });
      onSuccess();
    },
    onError,
  });
};
