import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TPaletteProcess } from './command-palette-types.ts';

/** Shortest term sent: one character matches half the portfolio. */
export const MIN_SEARCH_LENGTH = 2;
/** A pause in typing before asking, so a reference typed whole is one call. */
const SEARCH_DELAY_MS = 250;

/** The term once typing has paused (trimmed; '' below the shortest term). */
const useSettledTerm = (term: string): string => {
  const trimmed = term.trim();
  const wanted = trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(wanted), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  return wanted === '' ? '' : settled;
};

/** The processes the header's search finds for the typed term (nothing until it is long enough). */
export const useProcessMatches = (
  term: string,
  searchProcesses: (term: string, signal: AbortSignal) => Promise<TPaletteProcess[]>,
) => {
  const settled = useSettledTerm(term);
  const query = useQuery({
    queryKey: ['command-palette', 'processes', settled],
    queryFn: ({ signal }) => searchProcesses(settled, signal),
    enabled: settled !== '',
    staleTime: 30_000,
  });
  const isWaiting = term.trim().length >= MIN_SEARCH_LENGTH && (settled !== term.trim() || query.isFetching);
  return {
    processes: settled === '' ? [] : (query.data ?? []),
    isSearching: isWaiting,
    isFailed: query.isError && settled !== '',
  };
};
