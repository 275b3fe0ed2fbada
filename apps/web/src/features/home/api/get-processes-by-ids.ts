import { queryOptions } from '@tanstack/react-query';
import { getProcessesByIdsCall } from '@pc/contract/process-calls';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';

/** The processes behind the 'ETD Atrasados' card, by id. */
export const processesByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    ...callQueryOptions(getProcessesByIdsCall, { query: { ids: ids.join(',') } }),
    // The call needs at least one id; an empty card has no rows to ask for.
    enabled: ids.length > 0,
    select: selectData,
  });
