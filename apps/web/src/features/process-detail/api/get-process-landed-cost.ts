import { queryOptions } from '@tanstack/react-query';
import { getProcessLandedCostCall } from '@pc/contract/landed-cost';
import { isApiError } from '../../../lib/api-error.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/**
 * The process's landed cost (tab 'Custo'): data null before the declaration's items. A process of a
 * company without the landedCost entitlement answers 404, which is not retried.
 */
export const processLandedCostQueryOptions = (processId: number) =>
  queryOptions({
    ...callQueryOptions(getProcessLandedCostCall, processInput(processId)),
    retry: (failures: number, error: Error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
