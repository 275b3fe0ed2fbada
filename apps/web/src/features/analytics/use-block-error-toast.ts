import { useEffect } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { isApiError } from '../../lib/api-error.ts';

/** An answer without a message (an empty 5xx) still says that something failed. */
export const BLOCK_FAILURE_FALLBACK = 'Não foi possível carregar os dados da análise.';

// Several blocks read the same query (the gauge reads the modes' total): one toast per failure.
const reported = new WeakSet<Error>();

/**
 * Spec part 2 §8: a BI load that failed with an answer shows the server's message as an error
 * toast (5 s); failures without one (network) only leave the block empty.
 */
export const useBlockErrorToast = (error: Error | null): void => {
  useEffect(() => {
    if (!error || reported.has(error)) return;
    reported.add(error);
    if (isApiError(error) && error.hasResponse) toast.error(error.serverMessage ?? BLOCK_FAILURE_FALLBACK);
  }, [error]);
};
