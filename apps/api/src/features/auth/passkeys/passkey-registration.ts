import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import {
  MAX_PASSKEYS_PER_USER,
  PASSKEY_ALREADY_REGISTERED_MESSAGE,
  PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
  PASSKEY_LIMIT_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  PASSKEY_REMOVED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  type TPasskey,
  type TPasskeyRegistrationOptionsResponse,
  type TPasskeyRegistrationRequest,
  ZPasskeyRegistrationOptions,
} from '@pc/contract/second-factor';
import { isStaffRole } from '@pc/contract/user';
import type { TDatabase } from '../../../db/client.ts';
import { AppError, badRequest, unauthorized } from '../../../lib/app-error.ts';
import type { TConfig } from '../../../lib/config.ts';
import {
  countAuthChallengeFailure,
  createAuthChallenge,
  findLiveAuthChallenge,
  spendAuthChallenge,
} from '../auth-challenge-repository.ts';
import { findUserById } from '../user-repository.ts';
import {
  deleteUserPasskey,
  hasConfirmedTotp,
  insertPasskey,
  isStaffSecondFactorRequired,
  listUserPasskeys,
  lockUserForPasskeys,
} from './passkey-repository.ts';
import {
  credentialDescriptorOf,
  knownTransportsOf,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  passkeyUserHandleOf,
  toPasskey,
} from './passkey-shapes.ts';
import { resolveRelyingParty, type TRelyingParty } from './relying-party.ts';

type TPasskeyConfig = Pick<TConfig, 'PUBLIC_URL' | 'JWT_SECRET'>;

const limitReached = () => new AppError('CONFLICT', PASSKEY_LIMIT_MESSAGE);

/** Meus Dados: registration options for a new passkey of the caller (the ones they have excluded). */
export const startPasskeyRegistration = async ({
  db,
  config,
  userId,
  origin,
  now,
}: {
  db: TDatabase;
  config: TPasskeyConfig;
  userId: number;
  /** The request's Origin header. */
  origin: string | undefined;
  now: Date;
}): Promise<TPasskeyRegistrationOptionsResponse> => {
  const relyingParty = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const existing = await listUserPasskeys(db, userId);
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw limitReached();
  const options = await generateRegistrationOptions({
    rpName: relyingParty.rpName,
    rpID: relyingParty.rpID,
    userID: passkeyUserHandleOf({ serverSecret: config.JWT_SECRET, userId }),
    userName: user.email,
    userDisplayName: user.name,
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map(credentialDescriptorOf),
    // A discoverable credential, so the same passkey can sign in without typing the e-mail.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const { token } = await createAuthChallenge(db, {
    kind: 'PASSKEY_REGISTRATION',
    userId,
    webauthnChallenge: options.challenge,
    ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS,
    now,
  });
  // The library's interfaces carry no index signature: the contract's loose schema reads them as is.
  return { challengeId: token, options: ZPasskeyRegistrationOptions.parse(options) };
};

/** verifyRegistrationResponse, with every refusal (thrown or not) as null: the input is the browser's. */
const verifyRegistration = async ({
  credential,
  expectedChallenge,
  relyingParty,
}: {
  credential: TPasskeyRegistrationRequest['credential'];
  expectedChallenge: string;
  relyingParty: TRelyingParty;
}) => {
  try {
    const verification = await verifyRegistrationResponse({
      response: { clientExtensionResults: {}, ...credential } as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: relyingParty.expectedOrigin,
      expectedRPID: relyingParty.rpID,
      // The options asked for 'preferred': a security key without a PIN is still a passkey here.
      requireUserVerification: false,
    });
    return verification.verified ? verification.registrationInfo : null;
  } catch {
    return null;
  }
};

/** Meus Dados: checks the browser's registration answer against the caller's challenge and stores the passkey. */
export const finishPasskeyRegistration = async ({
  db,
  config,
  userId,
  input,
  origin,
  now,
}: {
  db: TDatabase;
  config: TPasskeyConfig;
  userId: number;
  input: TPasskeyRegistrationRequest;
  origin: string | undefined;
  now: Date;
}): Promise<TPasskey> => {
  const relyingParty = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  const challenge = await findLiveAuthChallenge(db, {
    token: input.challengeId,
    kind: 'PASSKEY_REGISTRATION',
    now,
  });
  if (!challenge?.webauthnChallenge || challenge.userId !== userId) {
    throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
  }
  const info = await verifyRegistration({
    credential: input.credential,
    expectedChallenge: challenge.webauthnChallenge,
    relyingParty,
  });
  if (!info) {
    await countAuthChallengeFailure(db, { id: challenge.id });
    throw badRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
  }
  // One use, whatever happens next: the same answer cannot be stored twice.
  if (!(await spendAuthChallenge(db, { id: challenge.id, now }))) {
    throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
  }
  return db.transaction(async (tx) => {
    await lockUserForPasskeys(tx, userId);
    if ((await listUserPasskeys(tx, userId)).length >= MAX_PASSKEYS_PER_USER) throw limitReached();
    const row = await insertPasskey(tx, {
      userId,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: JSON.stringify(knownTransportsOf(info.credential.transports)),
      deviceType: info.credentialDeviceType,
      isBackedUp: info.credentialBackedUp,
      name: input.name,
      created: now,
    });
    if (!row) throw new AppError('CONFLICT', PASSKEY_ALREADY_REGISTERED_MESSAGE);
    return toPasskey(row);
  });
};

/**
 * Meus Dados: removes one of the caller's passkeys. When the admin requires a second factor of
 * staff, a staff member's last factor (this passkey, no confirmed TOTP) stays.
 */
export const removePasskey = async ({
  db,
  userId,
  passkeyId,
}: {
  db: TDatabase;
  userId: number;
  passkeyId: number;
}): Promise<TCodeMessageResponse> => {
  await db.transaction(async (tx) => {
    const user = await lockUserForPasskeys(tx, userId);
    const owned = await listUserPasskeys(tx, userId);
    if (!user || !owned.some((row) => row.id === passkeyId)) {
      throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND_MESSAGE);
    }
    const isLastFactor = owned.length === 1 && !(await hasConfirmedTotp(tx, userId));
    if (isLastFactor && isStaffRole(user.role) && (await isStaffSecondFactorRequired(tx))) {
      throw new AppError('CONFLICT', SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    await deleteUserPasskey(tx, { id: passkeyId, userId });
  });
  return { code: 'SUCCESS', message: PASSKEY_REMOVED_MESSAGE };
};
