import { queryOptions } from '@tanstack/react-query';
import { getAttentionCall } from '@pc/contract/attention';
import { getHerculesEtdIndicatorCall } from '@pc/contract/indicators';
import { callQueryOptions, selectData, withRun } from '../../lib/call-query-options.ts';
import type { TPeriodRange } from './period-text.ts';

/** "Precisa de atenção" of the Home's companies (ids joined by commas). */
export const attentionQueryOptions = (customersId: string) =>
  queryOptions({ ...callQueryOptions(getAttentionCall, { query: { customersId } }), select: selectData });

/** Ids of the processes whose ETD moved more than 7 days in the period (spec part 1 §2). */
export const delayedEtdQueryOptions = (range: TPeriodRange, runId: number) =>
  queryOptions({
    ...withRun(callQueryOptions(getHerculesEtdIndicatorCall, { query: range }), runId),
    select: selectData,
  });
