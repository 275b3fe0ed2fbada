import { queryOptions } from '@tanstack/react-query';
import { getInvitationCall } from '@pc/contract/invitation';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /credential/invitation/{token}: whom the link is for (404 when it no longer works). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    ...callQueryOptions(getInvitationCall, { params: { token } }),
    // An invalid, used or expired link stays so: asking again cannot help.
    retry: false,
    staleTime: Infinity,
  });
