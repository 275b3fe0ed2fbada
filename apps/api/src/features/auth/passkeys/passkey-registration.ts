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
import type { TDatabase, TDbExecutor } from '../../../db/client.ts';
import { AppError, badRequest, unauthorized } from '../../../lib/app-error.ts';
import type { TConfig } from '../../../lib/config.ts';
import {
  createAuthChallenge,
  spendAuthChallenge,
  takeAuthChallengeAttempt,
} from '../auth-challenge-repository.ts';
import { assertCurrentPassword } from '../profile-service.ts';
import { findUserTotp } from '../second-factor/second-factor-repository.ts';
import { isSecondFactorRequiredOf } from '../second-factor/second-factor-service.ts';
import { queueSecurityNotice } from '../second-factor/security-notice-email.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';
import { findUserById, type TUserRow } from '../user-repository.ts';
import {
  deleteUserPasskey,
  insertPasskey,
  listUserPasskeys,
  lockUserForPasskeys,
  type TPasskeyRow,
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

/**
 * Meus Dados: registration options for a new passkey of the caller (the ones they have excluded),
 * once the current password is checked (ASVS 5.0 7.5.1): a session alone never adds a factor. The
 * limit's 409 comes before the password, so a refusal that adds nothing never counts as a wrong one.
 */
export const startPasskeyRegistration = async ({
  db,
  config,
  alerts,
  userId,
  currentPassword,
  ip,
  origin,
  now,
}: {
  db: TDatabase;
  config: TPasskeyConfig;
  alerts: TAccountAlerts;
  userId: number;
  currentPassword: string;
  /** The caller's address: a wrong password counts as a wrong sign-in from it. */
  ip: string;
  /** The request's Origin header. */
  origin: string | undefined;
  now: Date;
}): Promise<TPasskeyRegistrationOptionsResponse> => {
  const relyingParty = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const existing = await listUserPasskeys(db, userId);
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw limitReached();
  await assertCurrentPassword({ db, user, currentPassword, ip, alerts, now });
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
  alerts,
  userId,
  input,
  origin,
  now,
}: {
  db: TDatabase;
  config: TPasskeyConfig;
  alerts: TAccountAlerts;
  userId: number;
  input: TPasskeyRegistrationRequest;
  origin: string | undefined;
  now: Date;
}): Promise<TPasskey> => {
  const relyingParty = resolveRelyingParty({ publicUrl: config.PUBLIC_URL, origin });
  // A try of the caller's challenge is taken before the answer is checked (see takeAuthChallengeAttempt).
  const challenge = await takeAuthChallengeAttempt(db, {
    token: input.challengeId,
    kind: 'PASSKEY_REGISTRATION',
    userId,
    now,
  });
  if (!challenge?.webauthnChallenge) throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
  const info = await verifyRegistration({
    credential: input.credential,
    expectedChallenge: challenge.webauthnChallenge,
    relyingParty,
  });
  if (!info) throw badRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
  // One use, whatever happens next: the same answer cannot be stored twice.
  if (!(await spendAuthChallenge(db, { id: challenge.id, now }))) {
    throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
  }
  const { user, row } = await db.transaction(async (tx) => {
    const owner = await lockUserForPasskeys(tx, userId);
    if (!owner) throw unauthorized();
    if ((await listUserPasskeys(tx, userId)).length >= MAX_PASSKEYS_PER_USER) throw limitReached();
    const inserted = await insertPasskey(tx, {
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
    if (!inserted) throw new AppError('CONFLICT', PASSKEY_ALREADY_REGISTERED_MESSAGE);
    return { user: owner, row: inserted };
  });
  await queueSecurityNotice({ alerts, user, change: { kind: 'passkey-added', passkeyName: row.name }, now });
  return toPasskey(row);
};

/**
 * The caller's passkey, if it may go: 404 for an id that is not theirs (nothing about anyone else's
 * passkeys leaks), 409 when it is a staff member's last factor under the admin's rule.
 */
const findRemovablePasskey = async (
  db: TDbExecutor,
  { userId, role, passkeyId }: { userId: number; role: TUserRow['role']; passkeyId: number },
): Promise<TPasskeyRow> => {
  const owned = await listUserPasskeys(db, userId);
  const passkey = owned.find((row) => row.id === passkeyId);
  if (!passkey) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND_MESSAGE);
  // A pending TOTP (not confirmed yet) is no factor.
  const isLastFactor = owned.length === 1 && !(await findUserTotp(db, userId))?.confirmedAt;
  if (isLastFactor && (await isSecondFactorRequiredOf(db, role))) {
    throw new AppError('CONFLICT', SECOND_FACTOR_REQUIRED_MESSAGE);
  }
  return passkey;
};

/**
 * Meus Dados: removes one of the caller's passkeys once the current password is checked (ASVS 5.0
 * 7.5.1). As in disableTotp, the 404 and the staff rule's 409 come before the password, so a
 * refusal that would not remove anything never counts as a wrong password.
 */
export const removePasskey = async ({
  db,
  alerts,
  userId,
  passkeyId,
  currentPassword,
  ip,
  now,
}: {
  db: TDatabase;
  alerts: TAccountAlerts;
  userId: number;
  passkeyId: number;
  currentPassword: string;
  /** The caller's address: a wrong password counts as a wrong sign-in from it. */
  ip: string;
  now: Date;
}): Promise<TCodeMessageResponse> => {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND_MESSAGE);
  await findRemovablePasskey(db, { userId, role: user.role, passkeyId });
  // Outside the transaction below, so that a wrong password stays counted.
  await assertCurrentPassword({ db, user, currentPassword, ip, alerts, now });
  const removed = await db.transaction(async (tx) => {
    const owner = await lockUserForPasskeys(tx, userId);
    if (!owner) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND_MESSAGE);
    // Again under the lock: another request may have removed a factor while the password was checked.
    const passkey = await findRemovablePasskey(tx, { userId, role: owner.role, passkeyId });
    await deleteUserPasskey(tx, { id: passkeyId, userId });
    return passkey;
  });
  await queueSecurityNotice({
    alerts,
    user,
    change: { kind: 'passkey-removed', passkeyName: removed.name },
    now,
  });
  return { code: 'SUCCESS', message: PASSKEY_REMOVED_MESSAGE };
};
