import { useQuery } from '@tanstack/react-query';
import { getProcessStepsCall } from '@pc/contract/process-calls';
import { toast } from '../../components/toast/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import { isAbortError } from '../../lib/api-error.ts';
import { selectableSteps } from './processes-filter.ts';

/** The step selector's options (spec part 1 §2); the list rarely changes, so it is fetched once. */
export const useProcessSteps = () =>
  useQuery({
    queryKey: ['processSteps'],
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(getProcessStepsCall, { signal });
        return selectableSteps(answer._embedded.processSteps);
      } catch (error) {
        if (!isAbortError(error)) toast.error('Não foi possível recuperar as etapas de processo!');
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
