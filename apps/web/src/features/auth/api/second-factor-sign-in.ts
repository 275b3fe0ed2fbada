import { useQuery } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import {
  postOAuthTokenCall,
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  type TOAuthMfaOtpGrant,
  type TOAuthPasskeyGrant,
} from '@pc/contract/auth';
import {
  postPasskeyAuthenticationOptionsCall,
  postSignInTotpConfirmCall,
  postSignInTotpSetupCall,
  type TSignInTotpConfirmResponse,
} from '@pc/contract/second-factor';
import { loadWebAuthn } from '../../../components/second-factor/webauthn.ts';
import { callApi, oauthClientAuthorization } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { setSigningIn } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { completeSignIn, signInWithGrant, withSigningIn, type TSignInResult } from './sign-in.ts';

// The sign-in's second factor (security round 2). Its own module, loaded only when a challenge
// arrives or a passkey is used, so /login's first load stays within its budget.

/** The challenge (mfa_token) is spent, expired or out of tries: the password must be typed again. */
export const isChallengeExpired = (error: unknown): boolean =>
  isApiError(error) && error.serverMessage === SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE;

const postTokenGrant = (body: TOAuthMfaOtpGrant | TOAuthPasskeyGrant) =>
  callApi(postOAuthTokenCall, { body, headers: { Authorization: oauthClientAuthorization() } });

type TOneTimeCodeInput = { mfaToken: string; otp: string };

// After a second factor the BI token comes from POST /credential/bi-token (biCredentials null): the
// server's BI sign-in refuses the password alone for an account with a factor.

/** grant_type=mfa_otp: a code of the authenticator app, or a recovery code. */
export const signInWithOneTimeCode = ({ mfaToken, otp }: TOneTimeCodeInput) =>
  signInWithGrant(() => postTokenGrant({ grant_type: 'mfa_otp', mfa_token: mfaToken, otp }), null);

export type TPasskeyInput = {
  /** The challenge's mfa_token when the passkey answers a second factor; none for a passwordless sign-in. */
  mfaToken?: string;
};

/** Options → the browser's passkey prompt → grant_type=passkey. A dismissed prompt rejects with NotAllowedError. */
export const signInWithPasskey = async ({ mfaToken }: TPasskeyInput): Promise<TSignInResult> => {
  const { challengeId, options } = await callApi(postPasskeyAuthenticationOptionsCall, {
    body: mfaToken ? { mfa_token: mfaToken } : {},
  });
  const { startAuthentication } = await loadWebAuthn();
  // The server builds the options with @simplewebauthn/server; the contract checks only what it names.
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return signInWithGrant(
    () =>
      postTokenGrant({
        grant_type: 'passkey',
        challenge_id: challengeId,
        credential: JSON.stringify(answer),
        ...(mfaToken ? { mfa_token: mfaToken } : {}),
      }),
    null,
  );
};

/**
 * The sign-in enrolment's secret and QR code. A query, not a command: one request per challenge
 * even when the step renders twice, and never again on focus (a new secret would void the QR
 * code the user is reading).
 */
export const useSignInTotpSetupQuery = (mfaToken: string) =>
  useQuery({
    ...callQueryOptions(postSignInTotpSetupCall, { body: { mfa_token: mfaToken } }),
    select: selectData,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * Confirms the enrolment with the app's first code. The answer carries the recovery codes and the
 * session's tokens, which the API client stores at once; the signing-in flag stays up while the
 * codes are shown, so Login does not leave for Home before the user has kept them.
 */
export const confirmSignInEnrolment = async (input: {
  mfaToken: string;
  code: string;
}): Promise<TSignInTotpConfirmResponse> => {
  setSigningIn(true);
  try {
    return await callApi(postSignInTotpConfirmCall, {
      body: { mfa_token: input.mfaToken, code: input.code },
    });
  } catch (error) {
    storage.clearSession();
    setSigningIn(false);
    throw error;
  }
};

/** After the recovery codes: the rest of the sign-in with the tokens stored by the confirmation. */
export const finishSignInEnrolment = (): Promise<TSignInResult> =>
  withSigningIn(async () => ({ kind: 'signed-in', credential: await completeSignIn(null) }));
