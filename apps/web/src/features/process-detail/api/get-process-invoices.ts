import { queryOptions } from '@tanstack/react-query';
import { getInvoicesByProcessCall } from '@pc/contract/process-calls';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/** The process's invoices (tab 'Geral'). */
export const processInvoicesQueryOptions = (processId: number) =>
  queryOptions({
    ...callQueryOptions(getInvoicesByProcessCall, processInput(processId)),
    select: selectData,
  });
