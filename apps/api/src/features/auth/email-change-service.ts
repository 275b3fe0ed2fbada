import { revokeUserFamilies } from '../../db/repositories/user-password.ts';
import { createHmac, randomInt } from 'node:crypto';
import { EMAIL_CHANGE_CONFIRMED_MESSAGE, EMAIL_CHANGE_INVALID_CODE_MESSAGE } from '@pc/contract/auth';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TDatabase } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TMailTransport } from '../../core/mail/mail-transport.ts';
import type { TRequestAuth } from '../../core/auth/authenticate.ts';
import { takeThrottleAttempts, THROTTLE_RULES, throttleKeys } from '../../core/throttle/throttle-service.ts';
import {
  buildEmailChangeCodeEmail,
  buildEmailChangedEmail,
  buildEmailChangeRequestedEmail,
} from './email-change-email.ts';
import {
  findConfirmableEmailChange,
  findOpenEmailChangeById,
  insertEmailChange,
  setEmailChangeCodeHash,
  spendEmailChange,
  takeEmailChangeAttempt,
  voidUserEmailChanges,
} from './email-change-repository.ts';
import { deliverCodeEmail } from './deliver-code-email.ts';
import { findUserById, isEmailTakenByOther, isUniqueViolation, updateUserEmail } from './user-repository.ts';

export const EMAIL_CHANGE_CODE_TTL_MINUTES = 10;

export const emailConflict = (): AppError =>
  new AppError('CONFLICT', 'Este e-mail já está em uso por outro usuário. Informe outro e-mail.');

const invalidCode = (): AppError =>
  badRequest(EMAIL_CHANGE_INVALID_CODE_MESSAGE, [
    { path: 'body.code', message: EMAIL_CHANGE_INVALID_CODE_MESSAGE },
  ]);

/** Keyed hash (pepper = JWT_SECRET), apart from the recovery codes' by its prefix. */
export const hashEmailChangeCode = ({ code, pepper }: { code: string; pepper: string }): string =>
  createHmac('sha256', pepper).update(`email-change-code:${code}`).digest('hex');

/**
 * A new e-mail typed in Meus Dados (the current password already checked): stored as pending, the
 * old address told at once, and a job e-mails the code to the new one. Nothing about the account
 * changes until the code is confirmed, so an address the user cannot read grants nothing.
 */
export const requestEmailChange = async ({
  db,
  mailQueue,
  queueEmailChangeCode,
  user,
  newEmail,
  publicUrl,
  now,
}: {
  db: TDatabase;
  mailQueue: TMailQueue;
  /** Queues the job that makes the code and e-mails it (the code exists only in that e-mail). */
  queueEmailChangeCode: (changeId: number) => Promise<void>;
  user: { id: number; name: string; email: string };
  newEmail: string;
  publicUrl: string;
  now: Date;
}): Promise<void> => {
  await takeThrottleAttempts({
    db,
    takes: [{ key: throttleKeys.emailChangeUser(user.id), rule: THROTTLE_RULES.emailChangeRequestUser }],
    now,
  });
  const { changeId, outboxIds } = await db.transaction(async (tx) => {
    await voidUserEmailChanges(tx, { userId: user.id, now });
    const changeId = await insertEmailChange(tx, {
      userId: user.id,
      newEmail,
      created: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000),
    });
    const outboxIds = await mailQueue.recordEmails(tx, [
      buildEmailChangeRequestedEmail({ to: user.email, name: user.name, newEmail, publicUrl }),
    ]);
    return { changeId, outboxIds };
  });
  await mailQueue.dispatchEmails(outboxIds);
  await queueEmailChangeCode(changeId);
};

/**
 * The queued half of a request: a new code for the pending change, e-mailed to the new address.
 * The stored copy shows it masked. A failed send throws so the queue tries again with a new code.
 */
export const sendEmailChangeCode = async ({
  db,
  transport,
  pepper,
  changeId,
  now,
}: {
  db: TDatabase;
  transport: TMailTransport;
  pepper: string;
  changeId: number;
  now: Date;
}): Promise<void> => {
  const change = await findOpenEmailChangeById(db, { id: changeId, now });
  if (!change) return;
  const user = await findUserById(db, change.userId);
  if (!user?.isActive) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await setEmailChangeCodeHash(db, { id: change.id, codeHash: hashEmailChangeCode({ code, pepper }) });
  const content = { to: change.newEmail, name: user.name, validityMinutes: EMAIL_CHANGE_CODE_TTL_MINUTES };
  await deliverCodeEmail({ db, transport, now, build: buildEmailChangeCodeEmail, content, code });
};

/**
 * POST /credential/email-change/confirm: the code of the user's pending change makes the new
 * address the account's. Like any e-mail change it raises the session version (trigger) and ends
 * the other sessions; both addresses are told. Each code takes a try of the change before it is
 * compared (5 void it), so codes sent at once meet the same limit as codes sent one by one.
 */
export const confirmEmailChange = async ({
  db,
  mailQueue,
  pepper,
  auth,
  code,
  now,
}: {
  db: TDatabase;
  mailQueue: TMailQueue;
  pepper: string;
  auth: TRequestAuth;
  code: string;
  now: Date;
}): Promise<TCodeMessageResponse> => {
  const change = await findConfirmableEmailChange(db, { userId: auth.userId, now });
  if (!change || !(await takeEmailChangeAttempt(db, { id: change.id, now }))) throw invalidCode();
  if (change.codeHash !== hashEmailChangeCode({ code, pepper })) throw invalidCode();
  const user = await findUserById(db, auth.userId);
  if (!user) throw notFound('Usuário não encontrado.');
  if (await isEmailTakenByOther(db, { email: change.newEmail, userId: user.id })) throw emailConflict();

  const outboxIds = await db
    .transaction(async (tx) => {
      if (!(await spendEmailChange(tx, { id: change.id, now }))) throw invalidCode();
      await updateUserEmail(tx, { userId: user.id, email: change.newEmail, now });
      await revokeUserFamilies(tx, { userId: user.id, now, exceptFamilyId: auth.sessionId });
      return mailQueue.recordEmails(
        tx,
        [user.email, change.newEmail].map((to) =>
          buildEmailChangedEmail({ to, name: user.name, oldEmail: user.email, newEmail: change.newEmail }),
        ),
      );
    })
    .catch((error: unknown) => {
      // Two accounts confirming the same address at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailConflict();
      throw error;
    });
  await mailQueue.dispatchEmails(outboxIds);
  return { code: 'SUCCESS', message: EMAIL_CHANGE_CONFIRMED_MESSAGE };
};
