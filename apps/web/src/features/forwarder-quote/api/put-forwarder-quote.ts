import { putForwarderQuoteCall, type TForwarderQuote } from '@pc/contract/forwarder-quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { forwarderQuoteQueryOptions } from './get-forwarder-quote.ts';

/** Sends (or changes) the forwarder's quotation; the answer is the new page, put into its query. */
export const useSendForwarderQuoteMutation = (token: string, onSuccess: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: TForwarderQuote) =>
      callApi(putForwarderQuoteCall, { params: { token }, body: quote }),
    onSuccess: (answer) => {
      queryClient.setQueryData(forwarderQuoteQueryOptions(token).queryKey, answer);
      onSuccess();
    },
  });
};
