import { queryOptions } from '@tanstack/react-query';
import { getProcessSearchCall } from '@pc/contract/process-calls';
import { callApi } from './api-client.ts';
import type { TProcessSource } from './process-source.ts';

/**
 * The header's keyword search (concluded processes included) as a list in hand. One cache entry per
 * term: the header asks, then the process list at `/processos?busca=…` reads the same answer, and a
 * link or a reload asks again. Not on every screen's path: the header loads it on the first search.
 */
export const processSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['process-search', term] as readonly unknown[],
    queryFn: async ({ signal }): Promise<TProcessSource> => ({
      kind: 'rows',
      processes: (await callApi(getProcessSearchCall, { query: { concluidos: 'true', q: term }, signal }))
        .data,
    }),
  });
