import { queryOptions } from '@tanstack/react-query';
import { getFreightQuotationsCall } from '@pc/contract/quotation';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/** The process's freight quotations and the day's rates (tab 'Cotações Recebidas'). */
export const freightQuotationsQueryOptions = (processId: number) =>
  queryOptions({
    ...callQueryOptions(getFreightQuotationsCall, processInput(processId)),
    select: selectData,
  });
