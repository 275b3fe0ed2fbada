import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCredentialCall } from '@pc/contract/auth';
import type { TCredential } from '@pc/contract/user';
import { callApi } from '../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../lib/current-user-key.ts';
import { storeCredential, useSession } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';

/**
 * GET /credential (spec part 1 §7): at login, at start when a token exists, and to refresh the
 * user after a profile change. Shared by auth (guard, login) and profile, hence here.
 */
export const fetchCurrentUser = async (signal?: AbortSignal): Promise<TCredential> => {
  const answer = await callApi(getCredentialCall, { signal });
  storeCredential(answer.data);
  return answer.data;
};

// Keyed by the token: a new sign-in is a new user; the start-up fetch happens once per token.
export const currentUserQueryKey = (token: string | null) => [CURRENT_USER_KEY, token ?? ''] as const;

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: currentUserQueryKey(token),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: Infinity,
    enabled: Boolean(token),
    retry: false,
  });

/** Fetches the current user once per stored token; the stored copy is what screens read. */
export const useCurrentUserQuery = () => {
  const { isAuthenticated } = useSession();
  return useQuery(currentUserQueryOptions(isAuthenticated ? storage.getAccessToken() : null));
};
