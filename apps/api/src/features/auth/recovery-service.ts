import { createHmac, randomInt } from 'node:crypto';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMailer } from '../../lib/mailer.ts';
import { hashPassword } from './password.ts';
import { buildRecoveryEmail } from './recovery-email.ts';
import {
  consumeCode,
  findActiveCodeByHash,
  insertRecoveryCode,
  voidCode,
  voidUserCodes,
  type TRecoveryCodeRow,
} from './recovery-repository.ts';
import { revokeUserFamilies } from './refresh-token-repository.ts';
import {
  assertNotThrottled,
  findBlockedSeconds,
  recordThrottleFailure,
  THROTTLE_RULES,
  throttleKeys,
} from '../../lib/throttle/throttle-service.ts';
import { findUserByEmail, updateUserPassword } from './user-repository.ts';

export const RECOVERY_CODE_TTL_MINUTES = 10;

export const RECOVERY_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá um código de verificação. Confira também a caixa de spam.';

const invalidCode = (): AppError =>
  new AppError('BAD_REQUEST', 'Código de verificação inválido ou expirado. Solicite um novo código.');

/** Keyed hash (pepper = JWT_SECRET): a leaked table does not let anyone try the 10^6 codes offline. */
export const hashRecoveryCode = ({ pin, pepper }: { pin: string; pepper: string }): string =>
  createHmac('sha256', pepper).update(`recovery-code:${pin}`).digest('hex');

type TRequestOptions = {
  db: TDatabase;
  mailer: TMailer;
  pepper: string;
  email: string;
  now: Date;
};

/**
 * Starts a recovery: the same answer whether or not the e-mail exists. A new code voids the
 * user's older ones, and is made unique among active codes because the later calls carry only it.
 */
export const requestPasswordRecovery = async ({
  db,
  mailer,
  pepper,
  email,
  now,
}: TRequestOptions): Promise<TCodeMessageResponse> => {
  const requestKey = throttleKeys.recoveryEmail(email);
  await assertNotThrottled({ db, keys: [requestKey], now });
  await recordThrottleFailure({ db, key: requestKey, rule: THROTTLE_RULES.recoveryRequestEmail, now });

  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return { code: 'SUCCESS', message: RECOVERY_REQUESTED_MESSAGE };

  const pin = await db.transaction(async (tx) => {
    await voidUserCodes(tx, { userId: user.id, now });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = hashRecoveryCode({ pin: candidate, pepper });
      if (await findActiveCodeByHash(tx, { codeHash, now })) continue;
      await insertRecoveryCode(tx, {
        userId: user.id,
        codeHash,
        created: now,
        expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * 60_000),
      });
      return candidate;
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'Não foi possível gerar um código de verificação.');
  });

  await mailer.sendEmail(
    buildRecoveryEmail({
      to: user.email,
      name: user.name,
      code: pin,
      validityMinutes: RECOVERY_CODE_TTL_MINUTES,
    }),
  );
  return { code: 'SUCCESS', message: RECOVERY_REQUESTED_MESSAGE };
};

type TPinOptions = { db: TDatabase; pepper: string; pin: string; ip: string; now: Date };

/**
 * Finds the active code of a pin. A wrong pin matches no code, so it cannot be charged to a user:
 * wrong pins are counted per client IP. Once the IP is blocked, a right pin presented from it voids
 * its code (5 wrong tries void the code), and the block outlasts the code's 10 minutes anyway.
 */
const findCodeForPin = async ({ db, pepper, pin, ip, now }: TPinOptions): Promise<TRecoveryCodeRow> => {
  const ipKey = throttleKeys.recoveryIp(ip);
  const code = await findActiveCodeByHash(db, { codeHash: hashRecoveryCode({ pin, pepper }), now });
  const blockedSeconds = await findBlockedSeconds({ db, keys: [ipKey], now });
  if (blockedSeconds > 0) {
    if (code) await voidCode(db, code.id);
    await assertNotThrottled({ db, keys: [ipKey], now });
  }
  if (!code) {
    await recordThrottleFailure({ db, key: ipKey, rule: THROTTLE_RULES.recoveryPinIp, now });
    throw invalidCode();
  }
  return code;
};

/** verifyCode: checks the pin without spending it. */
export const verifyRecoveryCode = async (options: TPinOptions): Promise<TCodeMessageResponse> => {
  await findCodeForPin(options);
  return { code: 'SUCCESS', message: 'Código verificado. Cadastre a sua nova senha.' };
};

/** changePassword: spends the code, sets the new password and ends every session of the user. */
export const changePasswordWithCode = async ({
  newPassword,
  ...options
}: TPinOptions & { newPassword: string }): Promise<TCodeMessageResponse> => {
  const code = await findCodeForPin(options);
  const { db, now } = options;
  const passwordHash = await hashPassword(newPassword);
  const isChanged = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, { id: code.id, now }))) return false;
    await updateUserPassword(tx, { userId: code.userId, passwordHash, now });
    await revokeUserFamilies(tx, { userId: code.userId, now });
    return true;
  });
  if (!isChanged) throw invalidCode();
  return { code: 'SUCCESS', message: 'Sua senha foi alterada com sucesso.' };
};
