import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE_MAX, getAdminUsersCall } from '@pc/contract/admin-users';
import {
  getMessageThreadsCall,
  getProcessMessagesCall,
  putThreadAssigneeCall,
  type TMessageThreadsQuery,
  type TStaffRef,
} from '@pc/contract/messages';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** The queue changes as customers write: read it again every 30 s while the screen is open. */
const THREADS_REFRESH_MS = 30_000;

/** GET /api/admin/message-threads: one page; the previous page stays on screen while the next loads. */
export const useMessageThreadsQuery = (query: TMessageThreadsQuery) =>
  useQuery({
    ...callQueryOptions(getMessageThreadsCall, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: THREADS_REFRESH_MS,
  });

/** Unanswered threads of every company (the sub-navigation's badge). */
export const useUnansweredCountQuery = () =>
  useQuery({
    ...callQueryOptions(getMessageThreadsCall, { query: { status: 'UNANSWERED', size: '1' } }),
    select: (answer) => answer.unansweredCount,
    refetchInterval: THREADS_REFRESH_MS,
  });

/** The broker's active staff and admins, by name: who may take a thread. */
export const useStaffOptionsQuery = () => {
  const query = (role: 'STAFF' | 'ADMIN') => ({
    ...callQueryOptions(getAdminUsersCall, {
      query: { role, status: 'ACTIVE', page: '1', size: String(ADMIN_USERS_PAGE_SIZE_MAX) },
    }),
    select: (answer: { data: readonly TStaffRef[] }) =>
      answer.data.map((user) => ({ id: user.id, name: user.name })),
  });
  const staff = useQuery(query('STAFF'));
  const admins = useQuery(query('ADMIN'));
  return [...(staff.data ?? []), ...(admins.data ?? [])].sort((first, second) =>
    first.name.localeCompare(second.name, 'pt-BR'),
  );
};

/** PUT …/message-threads/{id}/assignee: takes the thread (a staff id) or gives it back (null). */
export const useAssignThreadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, staffUserId }: { processId: number; staffUserId: number | null }) =>
      callApi(putThreadAssigneeCall, { params: { id: String(processId) }, body: { staffUserId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getMessageThreadsCall.path] }),
        // The thread's own "Atendimento:" line.
        queryClient.invalidateQueries({ queryKey: [getProcessMessagesCall.path] }),
      ]),
  });
};
