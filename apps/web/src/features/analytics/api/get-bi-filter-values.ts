import { queryOptions } from '@tanstack/react-query';
import { getBiFilterValuesCall } from '@pc/contract/bi';
import { callQueryOptions, selectValores, withRun } from '../../../lib/call-query-options.ts';
import { toPeriodQuery } from '../filters/bi-query.ts';
import type { TIsoPeriod } from '../period/analytics-period.ts';

/** The drawer's lists (and the map's countries) for the run's period. */
export const biFilterValuesQueryOptions = (period: TIsoPeriod, runId: number) =>
  queryOptions({
    ...withRun(callQueryOptions(getBiFilterValuesCall, { query: toPeriodQuery(period) }), runId),
    select: selectValores,
  });
