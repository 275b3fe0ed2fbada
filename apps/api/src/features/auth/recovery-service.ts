import { revokeUserFamilies, updateUserPassword } from '../../db/repositories/user-password.ts';
import { createHash, createHmac, randomInt } from 'node:crypto';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TRecoveryVerifyCodeResponse } from '@pc/contract/auth';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMailTransport } from '../../core/mail/mail-transport.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { buildRecoveryEmail } from './recovery-email.ts';
import { deliverCodeEmail } from './deliver-code-email.ts';
import {
  findActiveCodeByHash,
  findActiveUserCode,
  findCodeByResetToken,
  insertRecoveryCode,
  spendCodeForReset,
  spendResetToken,
  takeCodeAttempt,
  voidCode,
  voidUserCodes,
} from './recovery-repository.ts';
import {
  refundThrottleAttempt,
  takeThrottleAttempt,
  takeThrottleAttempts,
  THROTTLE_RULES,
  throttleKeys,
  tooManyAttempts,
} from '../../core/throttle/throttle-service.ts';
import { findUserByEmail } from './user-repository.ts';
import { newOpaqueToken } from '../../lib/opaque-token.ts';

export const RECOVERY_CODE_TTL_MINUTES = 10;

export const RECOVERY_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá um código de verificação. Confira também a caixa de spam.';

const invalidCode = (): AppError =>
  new AppError('BAD_REQUEST', 'Código de verificação inválido ou expirado. Solicite um novo código.');

/** Keyed hash (pepper = JWT_SECRET): a leaked table does not let anyone try the 10^6 codes offline. */
export const hashRecoveryCode = ({ pin, pepper }: { pin: string; pepper: string }): string =>
  createHmac('sha256', pepper).update(`recovery-code:${pin}`).digest('hex');

const hashResetToken = (token: string): string => createHash('sha256').update(`reset:${token}`).digest('hex');

type TRequestOptions = {
  db: TDatabase;
  /** Queues the e-mail's work (see sendRecoveryCode), so no answer waits on the user or SMTP. */
  queueRecoveryEmail: (email: string) => Promise<void>;
  email: string;
  ip: string;
  now: Date;
};

/**
 * Starts a recovery. Every request does the same work whether or not the e-mail exists (throttle,
 * then queue), so neither the answer nor its time tells the two apart.
 */
export const requestPasswordRecovery = async ({
  db,
  queueRecoveryEmail,
  email,
  ip,
  now,
}: TRequestOptions): Promise<TCodeMessageResponse> => {
  // Taken atomically per key, so requests sent at once cannot outnumber the limits.
  await takeThrottleAttempts({
    db,
    takes: [
      { key: throttleKeys.recoveryEmail(email), rule: THROTTLE_RULES.recoveryRequestEmail },
      { key: throttleKeys.recoveryRequestIp(ip), rule: THROTTLE_RULES.recoveryRequestIp },
    ],
    now,
  });
  await queueRecoveryEmail(email.trim().toLowerCase());
  return { code: 'SUCCESS', message: RECOVERY_REQUESTED_MESSAGE };
};

type TSendCodeOptions = {
  db: TDatabase;
  transport: TMailTransport;
  pepper: string;
  email: string;
  now: Date;
};

/**
 * The queued half of a request: a new code for an active user, e-mailed. The pin exists only in
 * the e-mail sent; the stored copy shows it masked. A failed send throws so the queue tries again
 * with a new code (the older one is voided).
 */
export const sendRecoveryCode = async ({
  db,
  transport,
  pepper,
  email,
  now,
}: TSendCodeOptions): Promise<void> => {
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return;

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

  const content = { to: user.email, name: user.name, validityMinutes: RECOVERY_CODE_TTL_MINUTES };
  await deliverCodeEmail({ db, transport, now, build: buildRecoveryEmail, content, code: pin });
};

type TPinOptions = { db: TDatabase; pepper: string; pin: string; email: string; ip: string; now: Date };

/**
 * verifyCode: the pin must be the active code of that e-mail's user. Every pin takes a try per
 * client IP (a pin that matches no user cannot be charged to one) and of the user's code (5 void
 * it) BEFORE it is compared, so pins sent at once meet the same limits as pins sent one by one.
 * A right pin gives the IP's try back, is spent here and traded for a one-use reset token that
 * keeps its expiry.
 */
export const verifyRecoveryCode = async ({
  db,
  pepper,
  pin,
  email,
  ip,
  now,
}: TPinOptions): Promise<TRecoveryVerifyCodeResponse> => {
  const ipKey = throttleKeys.recoveryIp(ip);
  const user = await findUserByEmail(db, email);
  const code = user ? await findActiveUserCode(db, { userId: user.id, now }) : null;
  const isPin = (candidate: typeof code) => candidate?.codeHash === hashRecoveryCode({ pin, pepper });
  const byIp = await takeThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.recoveryPinIp, now });
  if (!byIp.isTaken) {
    // The block outlasts the code: a right pin from a blocked address voids it, unanswered.
    if (code && isPin(code)) await voidCode(db, { id: code.id, now });
    throw tooManyAttempts(byIp.retryAfterSeconds);
  }
  if (!code || !(await takeCodeAttempt(db, { id: code.id, now })) || !isPin(code)) throw invalidCode();
  await refundThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.recoveryPinIp });
  const resetToken = newOpaqueToken();
  const isSpent = await spendCodeForReset(db, {
    id: code.id,
    resetTokenHash: hashResetToken(resetToken),
    now,
  });
  if (!isSpent) throw invalidCode();
  return { code: 'SUCCESS', message: 'Código verificado. Cadastre a sua nova senha.', resetToken };
};

type TChangeOptions = {
  db: TDatabase;
  resetToken: string;
  newPassword: string;
  ip: string;
  now: Date;
};

/** changePassword: spends the reset token, sets the new password and ends every session of the user. */
export const changePasswordWithResetToken = async ({
  db,
  resetToken,
  newPassword,
  ip,
  now,
}: TChangeOptions): Promise<TCodeMessageResponse> => {
  const ipKey = throttleKeys.recoveryIp(ip);
  // Taken before the token is looked up, and given back for a live one.
  const byIp = await takeThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.recoveryPinIp, now });
  if (!byIp.isTaken) throw tooManyAttempts(byIp.retryAfterSeconds);
  const resetTokenHash = hashResetToken(resetToken);
  const code = await findCodeByResetToken(db, { resetTokenHash, now });
  if (!code) throw invalidCode();
  await refundThrottleAttempt({ db, key: ipKey, rule: THROTTLE_RULES.recoveryPinIp });
  const passwordHash = await hashPassword(newPassword);
  const isChanged = await db.transaction(async (tx) => {
    if (!(await spendResetToken(tx, { id: code.id, resetTokenHash }))) return false;
    await updateUserPassword(tx, { userId: code.userId, passwordHash, now });
    await revokeUserFamilies(tx, { userId: code.userId, now });
    return true;
  });
  if (!isChanged) throw invalidCode();
  return { code: 'SUCCESS', message: 'Sua senha foi alterada com sucesso.' };
};
