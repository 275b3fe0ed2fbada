import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { processStepsQueryOptions } from './api/get-process-steps.ts';

/** The step selector's options; a failed load says so once. */
export const useProcessSteps = () => {
  const query = useQuery(processStepsQueryOptions());
  const { error } = query;
  useEffect(() => {
    if (error) toast.error('Não foi possível recuperar as etapas de processo!');
  }, [error]);
  return query;
};
