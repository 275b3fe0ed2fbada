import { queryOptions } from '@tanstack/react-query';
import { getBiMapCall, type TBiFilterQuery } from '@pc/contract/bi';
import { callQueryOptions, selectData, withRun } from '../../../lib/call-query-options.ts';
import { toMapQuery, type TMapSelection } from '../filters/bi-query.ts';

/** The map's figures per origin country for the run, narrowed by its País and NCM choice. */
export const biMapQueryOptions = (query: TBiFilterQuery, selection: TMapSelection, runId: number) =>
  queryOptions({
    ...withRun(callQueryOptions(getBiMapCall, { query: toMapQuery(query, selection) }), runId),
    select: selectData,
  });
