import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCredential } from '@pc/contract/user';
import { currentUserQueryKey, fetchCurrentUser } from '../../../hooks/use-current-user.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { setSigningIn } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { postGescomexAuth } from './post-gescomex-auth.ts';
import { postOAuthToken } from './post-oauth-token.ts';
import { postUserAccessLog } from './post-user-access-log.ts';

export type TSignInInput = { email: string; password: string };

/** The OAuth server's answer for a wrong e-mail or password (RFC 6749 error_description). */
const BAD_CREDENTIALS = 'Bad credentials';
const TOO_MANY_REQUESTS = 429;

export type TSignInFailure = 'bad-credentials' | 'throttled' | 'other';

export const classifySignInError = (error: unknown): TSignInFailure => {
  if (!isApiError(error)) return 'other';
  const description = (error.body as { error_description?: unknown } | undefined)?.error_description;
  if (description === BAD_CREDENTIALS) return 'bad-credentials';
  if (error.status === TOO_MANY_REQUESTS && error.serverMessage) return 'throttled';
  return 'other';
};

/**
 * Spec part 1 §2 Login and §7: token → current user → BI sign-in and access log (both only
 * logged on failure). A failure before the user is known leaves no half session behind.
 */
export const signIn = async ({ email, password }: TSignInInput): Promise<TCredential> => {
  setSigningIn(true);
  try {
    await postOAuthToken(email, password);
    const credential = await fetchCurrentUser();
    await Promise.all([postGescomexAuth(email, password), postUserAccessLog()]);
    return credential;
  } catch (error) {
    storage.clearSession();
    throw error;
  } finally {
    setSigningIn(false);
  }
};

export const useSignInMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The guard's start-up fetch would repeat GET /credential; seed its cache instead.
    onSuccess: (credential) => {
      queryClient.setQueryData(currentUserQueryKey(storage.getAccessToken()), credential);
    },
  });
};
