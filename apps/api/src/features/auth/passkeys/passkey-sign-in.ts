import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import {
  PASSKEY_INVALID_CREDENTIAL_MESSAGE,
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  type TOAuthTokenResponse,
} from '@pc/contract/auth';
import {
  PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
  PASSKEY_NONE_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  type TPasskeyAuthenticationOptionsResponse,
  ZPasskeyAuthenticationOptions,
} from '@pc/contract/second-factor';
import type { TDatabase } from '../../../db/client.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { TConfig } from '../../../lib/config.ts';
import {
  createAuthChallenge,
  findLiveAuthChallenge,
  spendAuthChallenge,
  takeAuthChallengeAttempt,
  type TAuthChallengeRow,
} from '../auth-challenge-repository.ts';
import { startSession } from '../token-service.ts';
import { findUserById } from '../user-repository.ts';
import { findPasskeyByCredentialId, listUserPasskeys, recordPasskeyUse } from './passkey-repository.ts';
import { credentialDescriptorOf, PASSKEY_CHALLENGE_TTL_SECONDS } from './passkey-shapes.ts';
import { resolveRelyingParty, type TRelyingParty } from './relying-party.ts';

type TPasskeySignInConfig = Pick<
  TConfig,
  'PUBLIC_URL' | 'JWT_SIGNING_KEYS' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_SECONDS'
>;

/**
 * POST /credential/passkeys/authentication-options. Without mfa_token: a passwordless sign-in, any
 * passkey of this site may answer (discoverable), and it must verify the user (PIN, biometrics),
 * since it stands for both factors. With mfa_token (the password was right): that user's passkeys,
 * verification preferred, the passkey being the second factor.
 */
export const startPasskeySignIn = async ({
  db,
  config,
  mfaToken,
  origin,
  now,
}: {
  db: TDatabase;
  config: Pick<TConfig, 'PUBLIC_URL'>;
  mfaToken: string | undefined;
  origin: string | undefined;
  now: Date;
}): Promise<TPasskeyAuthenticationOptionsResponse> => {
  const { rpID } = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  const timeout = PASSKEY_CHALLENGE_TTL_SECONDS * 1000;
  let userId: number | null = null;
  let options;
  if (mfaToken === undefined) {
    options = await generateAuthenticationOptions({ rpID, timeout, userVerification: 'required' });
  } else {
    const secondFactor = await findLiveAuthChallenge(db, { token: mfaToken, kind: 'SECOND_FACTOR', now });
    if (secondFactor?.userId == null) throw badRequest(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    userId = secondFactor.userId;
    const owned = await listUserPasskeys(db, userId);
    if (owned.length === 0) throw badRequest(PASSKEY_NONE_MESSAGE);
    options = await generateAuthenticationOptions({
      rpID,
      timeout,
      userVerification: 'preferred',
      allowCredentials: owned.map(credentialDescriptorOf),
    });
  }
  const { token } = await createAuthChallenge(db, {
    kind: 'PASSKEY_SIGN_IN',
    userId,
    webauthnChallenge: options.challenge,
    ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS,
    now,
  });
  // The library's interfaces carry no index signature: the contract's loose schema reads them as is.
  return { challengeId: token, options: ZPasskeyAuthenticationOptions.parse(options) };
};

const ZBase64Url = z.string().max(8192);

/** AuthenticationResponseJSON, as far as it is read before the signature check. */
const ZAuthenticationCredential = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: ZBase64Url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: ZBase64Url,
    authenticatorData: ZBase64Url,
    signature: ZBase64Url,
    userHandle: ZBase64Url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional(),
});

/** The grant's `credential` field: JSON text of AuthenticationResponseJSON; anything else is a 400. */
const parseAuthenticationCredential = (text: string): AuthenticationResponseJSON => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(PASSKEY_INVALID_CREDENTIAL_MESSAGE);
  }
  const parsed = ZAuthenticationCredential.safeParse(json);
  if (!parsed.success) throw badRequest(PASSKEY_INVALID_CREDENTIAL_MESSAGE);
  return {
    ...parsed.data,
    clientExtensionResults: parsed.data.clientExtensionResults ?? {},
  } as AuthenticationResponseJSON;
};

/** verifyAuthenticationResponse, with every refusal (thrown or not) as null: the input is the browser's. */
const verifyAssertion = async ({
  response,
  challenge,
  passkey,
  relyingParty,
}: {
  response: AuthenticationResponseJSON;
  challenge: TAuthChallengeRow & { webauthnChallenge: string };
  passkey: { credentialId: string; publicKey: string; counter: number };
  relyingParty: TRelyingParty;
}) => {
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.webauthnChallenge,
      expectedOrigin: relyingParty.expectedOrigin,
      expectedRPID: relyingParty.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
      },
      // Passwordless (no user on the challenge): the passkey is both factors, so the user is verified.
      requireUserVerification: challenge.userId === null,
    });
    return verification.verified ? verification.authenticationInfo : null;
  } catch {
    return null;
  }
};

type TSignInWithPasskeyOptions = {
  db: TDatabase;
  config: TPasskeySignInConfig;
  challengeId: string;
  /** AuthenticationResponseJSON as sent (a JSON string). */
  credential: string;
  mfaToken: string | undefined;
  /** The request's Origin header. */
  origin: string | undefined;
  now: Date;
};

/**
 * grant_type=passkey: a signed answer to a live PASSKEY_SIGN_IN challenge by a stored passkey starts
 * a session. With mfa_token the challenge must be that sign-in's (same user), and both are spent.
 * Each answer takes a try of both before the signature is checked, as a code does (mfa_otp).
 */
export const signInWithPasskey = async ({
  db,
  config,
  challengeId,
  credential,
  mfaToken,
  origin,
  now,
}: TSignInWithPasskeyOptions): Promise<TOAuthTokenResponse> => {
  const response = parseAuthenticationCredential(credential);
  const relyingParty = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  const expired = () =>
    badRequest(
      mfaToken === undefined ? PASSKEY_CHALLENGE_EXPIRED_MESSAGE : SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
    );
  const challenge = await takeAuthChallengeAttempt(db, { token: challengeId, kind: 'PASSKEY_SIGN_IN', now });
  if (!challenge?.webauthnChallenge) throw expired();
  const webauthnChallenge = { ...challenge, webauthnChallenge: challenge.webauthnChallenge };
  // A challenge made for an mfa_token is answered with that token (of the same user); a
  // passwordless one without any.
  if ((mfaToken === undefined) !== (challenge.userId === null)) throw expired();
  const secondFactor =
    mfaToken === undefined || challenge.userId === null
      ? null
      : await takeAuthChallengeAttempt(db, {
          token: mfaToken,
          kind: 'SECOND_FACTOR',
          userId: challenge.userId,
          now,
        });
  if (mfaToken !== undefined && !secondFactor) throw expired();

  const refused = () => badRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey || (challenge.userId !== null && passkey.userId !== challenge.userId)) throw refused();
  const info = await verifyAssertion({ response, challenge: webauthnChallenge, passkey, relyingParty });
  if (!info) throw refused();

  return db.transaction(async (tx) => {
    if (!(await spendAuthChallenge(tx, { id: challenge.id, now }))) throw expired();
    if (secondFactor && !(await spendAuthChallenge(tx, { id: secondFactor.id, now }))) throw expired();
    await recordPasskeyUse(tx, {
      id: passkey.id,
      counter: info.newCounter,
      isBackedUp: info.credentialBackedUp,
      now,
    });
    const user = await findUserById(tx, passkey.userId);
    // An inactive account is told no more than a wrong passkey is.
    if (!user?.isActive) throw badRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
    return startSession({ db: tx, config, user, now });
  });
};
