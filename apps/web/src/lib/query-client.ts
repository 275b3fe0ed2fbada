import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 1;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only network failures and 5xx get one retry.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
