import type { TCallBody } from '@pc/contract/call';
import { postQuotationInvitationCall, type TQuotationInvitationResponse } from '@pc/contract/forwarder-quote';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Invites a forwarder to quote the process; the answer carries the link and its expiry. */
export const useQuotationInvitationMutation = (
  processId: number,
  onSuccess: (answer: TQuotationInvitationResponse) => void,
) =>
  useMutation({
    mutationFn: (body: TCallBody<typeof postQuotationInvitationCall>) =>
      callApi(postQuotationInvitationCall, { params: { id: String(processId) }, body }),
    onSuccess,
  });
