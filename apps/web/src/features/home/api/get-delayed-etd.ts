import { queryOptions } from '@tanstack/react-query';
import { getHerculesEtdIndicatorCall } from '@pc/contract/indicators';
import { callQueryOptions, selectData, withRun } from '../../../lib/call-query-options.ts';
import type { TPeriodRange } from '../period-text.ts';

/** Ids of the processes whose ETD moved more than 7 days in the period (spec part 1 §2). */
export const delayedEtdQueryOptions = (range: TPeriodRange, runId: number) =>
  queryOptions({
    ...withRun(callQueryOptions(getHerculesEtdIndicatorCall, { query: range }), runId),
    select: selectData,
  });
