import { queryOptions } from '@tanstack/react-query';
import { getForwarderQuoteCall } from '@pc/contract/forwarder-quote';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** The page of a forwarder's link: the process, the quotation so far and its attachments. */
export const forwarderQuoteQueryOptions = (token: string) =>
  queryOptions({
    ...callQueryOptions(getForwarderQuoteCall, { params: { token } }),
    // An invalid or expired link stays so: asking again cannot help.
    retry: false,
  });
