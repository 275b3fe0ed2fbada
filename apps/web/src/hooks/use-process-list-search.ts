import { useMutation } from '@tanstack/react-query';
import { startTransition, useRef, useState } from 'react';
import { useToast } from './use-toast.ts';
import { NO_PROCESS_FOUND, foundMessage, searchFailedMessage } from '../lib/process-search.ts';
import { countOf, type TProcessSource } from '../lib/process-source.ts';

/** A list on screen; a new `key` per search makes the table start over (search text, page). */
export type TProcessResults = {
  key: string;
  source: TProcessSource;
  searchText?: string;
  /** Loaded on arrival with the screen's default filter, not asked for by a GERAR. */
  isDefault?: boolean;
};

export type TRunOptions = {
  /** The screen's own default list: no count toast (the count is on screen), failures still warn. */
  isDefault?: boolean;
};

/**
 * GERAR of the process list and the report: runs the search, keeps its list and tells the count
 * (none is a warning) or the failure in a toast (spec part 1 §8).
 */
export const useProcessListSearch = <TRequest>(
  fetchProcesses: (request: TRequest) => Promise<TProcessSource>,
) => {
  const toast = useToast();
  const [results, setResults] = useState<TProcessResults | null>(null);
  const runCount = useRef(0);
  const mutation = useMutation({ mutationFn: fetchProcesses });

  // TanStack Query calls these per-call callbacks for the latest mutate only, so a slow default
  // list never replaces the answer of a GERAR clicked meanwhile.
  const run = (request: TRequest, { isDefault = false }: TRunOptions = {}) =>
    mutation.mutate(request, {
      onSuccess: (source) => {
        runCount.current += 1;
        // A transition: the new table is rendered a slice at a time, not in one long task (phone speed).
        startTransition(() => setResults({ key: `run-${runCount.current}`, source, isDefault }));
        if (isDefault) return;
        const count = countOf(source);
        if (count === 0) toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
        else toast.success(foundMessage(count));
      },
      onError: (error) => toast.error(searchFailedMessage(error)),
    });

  return { results, setResults, run, isSearching: mutation.isPending };
};
