import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isSecondFactorChallenge,
  type TOAuthPasswordGrantResponse,
  type TOAuthSecondFactorChallenge,
} from '@pc/contract/auth';
import type { TCredential } from '@pc/contract/user';
import { currentUserQueryKey, fetchCurrentUser } from '../../../hooks/use-current-user.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { setSigningIn } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { postBiSessionToken, postGescomexAuth } from './post-gescomex-auth.ts';
import { postOAuthToken } from './post-oauth-token.ts';
import { postUserAccessLog } from './post-user-access-log.ts';

export type TSignInInput = { email: string; password: string };

/**
 * What the BI sign-in needs (spec part 2 §7): the e-mail and password typed on this screen, kept in
 * memory until the last step. Null after a passkey or a second factor: the BI token then comes from
 * POST /credential/bi-token, for the access token just stored (the password alone opens nothing there).
 */
export type TBiCredentials = TSignInInput | null;

/** Signed in, or a second factor is due first (nothing stored yet). */
export type TSignInResult =
  | { kind: 'signed-in'; credential: TCredential }
  | { kind: 'challenge'; challenge: TOAuthSecondFactorChallenge };

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
 * Runs a sign-in step under the signing-in flag (the token is stored before the user is known, and
 * Login must not redirect Home mid-way). A failure leaves no half session behind.
 */
export const withSigningIn = async <T>(step: () => Promise<T>): Promise<T> => {
  setSigningIn(true);
  try {
    return await step();
  } catch (error) {
    storage.clearSession();
    throw error;
  } finally {
    setSigningIn(false);
  }
};

/** Spec part 1 §2 Login and §7, once the tokens are stored: current user → BI sign-in and access log. */
export const completeSignIn = async (biCredentials: TBiCredentials): Promise<TCredential> => {
  const credential = await fetchCurrentUser();
  await Promise.all([
    biCredentials ? postGescomexAuth(biCredentials.email, biCredentials.password) : postBiSessionToken(),
    postUserAccessLog(),
  ]);
  return credential;
};

/** A token answer ends the sign-in; a challenge answer (no tokens, nothing stored) asks for a second factor. */
export const signInWithGrant = (
  grant: () => Promise<TOAuthPasswordGrantResponse>,
  biCredentials: TBiCredentials,
): Promise<TSignInResult> =>
  withSigningIn(async () => {
    const answer = await grant();
    if (isSecondFactorChallenge(answer)) return { kind: 'challenge', challenge: answer };
    return { kind: 'signed-in', credential: await completeSignIn(biCredentials) };
  });

/** Spec part 1 §2 Login: the password grant, then the rest of the sign-in unless a second factor is due. */
export const signIn = (input: TSignInInput): Promise<TSignInResult> =>
  signInWithGrant(() => postOAuthToken(input.email, input.password), input);

/** Any step that may end the sign-in; the guard's start-up fetch would repeat GET /credential, so seed its cache. */
export const useSignInStepMutation = <TInput>(step: (input: TInput) => Promise<TSignInResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (result) => {
      if (result.kind !== 'signed-in') return;
      queryClient.setQueryData(currentUserQueryKey(storage.getAccessToken()), result.credential);
    },
  });
};

export const useSignInMutation = () => useSignInStepMutation(signIn);
