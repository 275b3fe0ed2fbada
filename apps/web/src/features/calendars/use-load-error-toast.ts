import { useEffect } from 'react';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';

export const LOAD_ERROR_FALLBACK = 'Não foi possível carregar o calendário.';

/** Spec §8: a calendar load failure shows the server message, or else the error message (once per failure). */
export const useLoadErrorToast = (error: Error | null): void => {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(errorMessage(error, LOAD_ERROR_FALLBACK));
  }, [error, toast]);
};
