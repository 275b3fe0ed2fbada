import { queryOptions } from '@tanstack/react-query';
import { getQuotationRoundCall } from '@pc/contract/quotation';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/**
 * Whether the process's round still takes forwarders: read fresh each time the invitation dialog
 * opens (a quotation may have been approved a minute ago).
 */
export const quotationRoundQueryOptions = (processId: number) =>
  queryOptions({
    ...callQueryOptions(getQuotationRoundCall, processInput(processId)),
    select: selectData,
    staleTime: 0,
  });
