import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAdminServiceClientRequestsCall, type TIngestionRequestsQuery } from '@pc/contract/admin-clients';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/service-clients/{id}/requests: one page of a client's requests, newest first. */
export const useServiceClientRequestsQuery = (clientId: number, query: TIngestionRequestsQuery) =>
  useQuery({
    ...callQueryOptions(getAdminServiceClientRequestsCall, { params: { id: String(clientId) }, query }),
    placeholderData: keepPreviousData,
  });
