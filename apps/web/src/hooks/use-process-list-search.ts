import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import { useToast } from '../components/toast/use-toast.ts';
import { NO_PROCESS_FOUND, foundMessage, searchFailedMessage } from '../lib/process-search.ts';

/** A list on screen; a new `key` per search makes the table start over (search text, page). */
export type TProcessResults = { key: string; processes: TProcessResponse[]; searchText?: string };

/**
 * GERAR of the process list and the report: runs the search, keeps its list and tells the count
 * (none is a warning) or the failure in a toast (spec part 1 §8).
 */
export const useProcessListSearch = <TRequest>(
  fetchProcesses: (request: TRequest) => Promise<TProcessResponse[]>,
) => {
  const toast = useToast();
  const [results, setResults] = useState<TProcessResults | null>(null);
  const runCount = useRef(0);
  const mutation = useMutation({ mutationFn: fetchProcesses });

  const run = (request: TRequest) =>
    mutation.mutate(request, {
      onSuccess: (processes) => {
        runCount.current += 1;
        setResults({ key: `run-${runCount.current}`, processes });
        if (processes.length === 0) toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
        else toast.success(foundMessage(processes.length));
      },
      onError: (error) => toast.error(searchFailedMessage(error)),
    });

  return { results, setResults, run, isSearching: mutation.isPending };
};
