import { queryOptions } from '@tanstack/react-query';
import { getProcessPaymentReportsCall } from '@pc/contract/payment-reports';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/** The payments reported on the process (newest first) and the server's state of each payment (tab 'Financeiro'). */
export const processPaymentReportsQueryOptions = (processId: number) =>
  queryOptions({
    ...callQueryOptions(getProcessPaymentReportsCall, processInput(processId)),
    select: selectData,
  });
