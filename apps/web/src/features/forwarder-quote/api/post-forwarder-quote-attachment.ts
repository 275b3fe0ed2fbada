import { buildPath } from '@pc/contract/call';
import {
  FORWARDER_ATTACHMENT_REFUSED,
  postForwarderQuoteAttachmentCall,
  type TForwarderQuotePage,
} from '@pc/contract/forwarder-quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { config } from '../../../lib/config.ts';
import { forwarderQuoteQueryOptions } from './get-forwarder-quote.ts';

/** Sends one file as multipart (the contract's calls are JSON; this one is a form upload). */
const uploadAttachment = async (token: string, file: File): Promise<{ data: TForwarderQuotePage }> => {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(
    `${config.apiBaseUrl}${buildPath(postForwarderQuoteAttachmentCall.path, { token })}`,
    {
      method: 'POST',
      body: form,
    },
  );
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: TForwarderQuotePage };
  if (!response.ok || !body.data) throw new Error(body.message ?? FORWARDER_ATTACHMENT_REFUSED);
  return { data: body.data };
};

/** Attaches a file to the quotation; the answer is the new page, put into its query. */
export const useUploadAttachmentMutation = (token: string, onSuccess: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(token, file),
    onSuccess: (answer) => {
      queryClient.setQueryData(forwarderQuoteQueryOptions(token).queryKey, answer);
      onSuccess();
    },
  });
};
