import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteCalendarFeedCall,
  getCalendarFeedCall,
  putCalendarFeedCall,
  type TCalendarFeedRequest,
} from '@pc/contract/calendar-feed';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';

const feedQuery = () => callQueryOptions(getCalendarFeedCall);

/** GET …/calendar-feed: the user's feed, or null when there is none. */
export const useCalendarFeedQuery = () => useQuery({ ...feedQuery(), select: selectData });

/** PUT (create, regenerate or change companies) and DELETE; both leave the answer in the cache. */
export const useCalendarFeedMutations = () => {
  const queryClient = useQueryClient();
  const { queryKey } = feedQuery();
  const save = useMutation({
    mutationFn: (body: TCalendarFeedRequest) => callApi(putCalendarFeedCall, { body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  const remove = useMutation({
    mutationFn: () => callApi(deleteCalendarFeedCall),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  return { save, remove };
};
