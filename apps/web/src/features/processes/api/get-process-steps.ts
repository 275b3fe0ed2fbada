import { queryOptions } from '@tanstack/react-query';
import type { TCallResponse } from '@pc/contract/call';
import { getProcessStepsCall } from '@pc/contract/process-calls';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { selectableSteps } from '../processes-filter.ts';

const selectSteps = (answer: TCallResponse<typeof getProcessStepsCall>) =>
  selectableSteps(answer._embedded.processSteps);

/** The step selector's options (spec part 1 §2); the list rarely changes, so it is fetched once. */
export const processStepsQueryOptions = () =>
  queryOptions({
    ...callQueryOptions(getProcessStepsCall),
    select: selectSteps,
    staleTime: Infinity,
    retry: false,
  });
