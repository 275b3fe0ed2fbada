import type { TCodeMessageResponse } from '@pc/contract/envelope';
import {
  RECOVERY_CODES_RENEWED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  TOTP_DISABLED_MESSAGE,
  TOTP_ENABLED_MESSAGE,
  type TRecoveryCodesResponse,
  type TSecondFactorStatus,
  type TTotpSetup,
} from '@pc/contract/second-factor';
import { isStaffRole } from '@pc/contract/user';
import type { TDatabase, TDbExecutor } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { assertCurrentPassword } from '../profile-service.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';
import { findUserById, type TUserRow } from '../user-repository.ts';
import {
  countPasskeys,
  countUnusedRecoveryCodes,
  deleteUserTotp,
  findIsStaffSecondFactorRequired,
  findUserTotp,
  listPasskeys,
  replaceRecoveryCodes,
} from './second-factor-repository.ts';
import { invalidCode, totpAlreadyEnabled, totpNotEnabled } from './second-factor-messages.ts';
import { queueSecurityNotice } from './security-notice-email.ts';
import { createRecoveryCodeSet, finishTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';

/** Whether the admin's rule requires a second factor of this user (staff and admins; never customers). */
export const isSecondFactorRequiredOf = async (db: TDbExecutor, role: TUserRow['role']): Promise<boolean> =>
  isStaffRole(role) && (await findIsStaffSecondFactorRequired(db));

type TMeusDadosOptions = {
  db: TDatabase;
  userId: number;
  now: Date;
};

const findSignedInUser = async (db: TDbExecutor, userId: number): Promise<TUserRow> => {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Usuário não encontrado.');
  return user;
};

/** The signed-in user, whose TOTP must be on (409 otherwise): turning it off and renewing codes ask it. */
const findUserWithTotpOn = async (db: TDbExecutor, userId: number): Promise<TUserRow> => {
  const user = await findSignedInUser(db, userId);
  const totp = await findUserTotp(db, userId);
  if (!totp?.confirmedAt) throw totpNotEnabled();
  return user;
};

type TPasswordCheckedOptions = TMeusDadosOptions & {
  alerts: TAccountAlerts;
  currentPassword: string;
  ip: string;
};

/**
 * POST /credential/second-factor/totp/setup: a pending secret, once the current password is
 * checked (ASVS 5.0 7.5.1), so a session alone never adds a factor. An enabled TOTP's 409 comes
 * before the password, so a refusal that adds nothing never counts as a wrong password.
 */
export const setupTotp = async ({
  db,
  serverSecret,
  alerts,
  userId,
  currentPassword,
  ip,
  now,
}: TPasswordCheckedOptions & { serverSecret: string }): Promise<TTotpSetup> => {
  const user = await findSignedInUser(db, userId);
  if ((await findUserTotp(db, userId))?.confirmedAt) throw totpAlreadyEnabled();
  await assertCurrentPassword({ db, user, currentPassword, ip, alerts, now });
  return startTotpEnrolment({ db, serverSecret, user, now });
};

/** POST /credential/second-factor/totp/confirm: the TOTP is on, ten recovery codes shown once. */
export const confirmTotp = async ({
  db,
  serverSecret,
  alerts,
  userId,
  code,
  now,
}: TMeusDadosOptions & {
  serverSecret: string;
  alerts: TAccountAlerts;
  code: string;
}): Promise<TRecoveryCodesResponse> => {
  const user = await findSignedInUser(db, userId);
  const result = await finishTotpEnrolment({ db, serverSecret, userId, code, now });
  switch (result.kind) {
    case 'enabled':
      await queueSecurityNotice({ alerts, user, change: { kind: 'totp-enabled' }, now });
      return { code: 'SUCCESS', message: TOTP_ENABLED_MESSAGE, recoveryCodes: result.recoveryCodes };
    case 'wrong-code':
      throw invalidCode('body.code');
    case 'raced':
      // Another tab confirmed or replaced the secret in between: its state is the one that counts.
      throw invalidCode('body.code');
    default: {
      const exhaustive: never = result;
      throw new Error(`Unknown enrolment result: ${JSON.stringify(exhaustive)}`);
    }
  }
};

/**
 * POST /credential/second-factor/totp/disable: TOTP and recovery codes are deleted once the
 * password is checked. Staff under the admin's rule keep it unless a passkey remains.
 */
export const disableTotp = async ({
  db,
  alerts,
  userId,
  currentPassword,
  ip,
  now,
}: TPasswordCheckedOptions): Promise<TCodeMessageResponse> => {
  const user = await findUserWithTotpOn(db, userId);
  if ((await isSecondFactorRequiredOf(db, user.role)) && (await countPasskeys(db, userId)) === 0) {
    throw new AppError('CONFLICT', SECOND_FACTOR_REQUIRED_MESSAGE);
  }
  await assertCurrentPassword({ db, user, currentPassword, ip, alerts, now });
  await db.transaction((tx) => deleteUserTotp(tx, userId));
  await queueSecurityNotice({ alerts, user, change: { kind: 'totp-disabled' }, now });
  return { code: 'SUCCESS', message: TOTP_DISABLED_MESSAGE };
};

/** POST /credential/second-factor/recovery-codes: ten new codes, the old ones void. */
export const renewRecoveryCodes = async ({
  db,
  alerts,
  userId,
  currentPassword,
  ip,
  now,
}: TPasswordCheckedOptions): Promise<TRecoveryCodesResponse> => {
  const user = await findUserWithTotpOn(db, userId);
  await assertCurrentPassword({ db, user, currentPassword, ip, alerts, now });
  const { codes, hashes } = await createRecoveryCodeSet();
  await db.transaction((tx) => replaceRecoveryCodes(tx, { userId, codeHashes: hashes, now }));
  await queueSecurityNotice({ alerts, user, change: { kind: 'recovery-codes-renewed' }, now });
  return { code: 'SUCCESS', message: RECOVERY_CODES_RENEWED_MESSAGE, recoveryCodes: codes };
};

/** GET /credential/second-factor. */
export const getSecondFactorStatus = async ({
  db,
  userId,
}: Omit<TMeusDadosOptions, 'now'>): Promise<TSecondFactorStatus> => {
  const user = await findSignedInUser(db, userId);
  const totp = await findUserTotp(db, userId);
  const isTotpEnabled = Boolean(totp?.confirmedAt);
  const passkeys = await listPasskeys(db, userId);
  return {
    isTotpEnabled,
    totpEnabledAt: totp?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: isTotpEnabled ? await countUnusedRecoveryCodes(db, userId) : 0,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: passkey.created.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    isSecondFactorRequired: await isSecondFactorRequiredOf(db, user.role),
  };
};
