import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { selectDados, withRun, type TCallQueryKey } from '../../../lib/call-query-options.ts';
import { useBlockErrorToast } from '../use-block-error-toast.ts';

type TDadosOptions<T> = UseQueryOptions<{ dados: T }, Error, { dados: T }, TCallQueryKey>;

/**
 * One block's load (spec part 2 §4): keyed by the run, so each generation starts pending and its
 * placeholder shows; a failure leaves the block empty and toasts the server's message.
 */
export const useBiQuery = <T>(options: TDadosOptions<T>, runId: number) => {
  const query = useQuery({ ...withRun(options, runId), select: selectDados<T> });
  useBlockErrorToast(query.error);
  // The query library hands answers over through an external store, which React renders at once:
  // deferred, a block's first render with its data is a transition, sliced (phone speed).
  return useDeferredValue(query);
};
