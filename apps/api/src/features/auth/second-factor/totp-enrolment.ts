import { TransactionRollbackError } from 'drizzle-orm';
import type { TTotpSetup } from '@pc/contract/second-factor';
import type { TDatabase, TDbExecutor } from '../../../db/client.ts';
import { hashPassword } from '../../../core/auth/password.ts';
import { generateRecoveryCodes } from './recovery-codes.ts';
import {
  confirmUserTotp,
  findUserTotp,
  replaceRecoveryCodes,
  savePendingTotp,
} from './second-factor-repository.ts';
import { totpAlreadyEnabled, totpSetupMissing } from './second-factor-messages.ts';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secret-cipher.ts';
import { createTotpSecret, describeTotpSecret, matchTotpStep } from './totp.ts';
import { findBranding } from '../../../core/branding/branding-repository.ts';
import { toPublicBranding } from '../../../core/branding/public-branding.ts';

/**
 * A new pending TOTP secret for the user (it replaces a pending one), with its QR code. 409 when
 * the user's TOTP is already confirmed: it must be disabled first.
 */
export const startTotpEnrolment = async ({
  db,
  serverSecret,
  user,
  now,
}: {
  db: TDbExecutor;
  serverSecret: string;
  user: { id: number; email: string };
  now: Date;
}): Promise<TTotpSetup> => {
  const secret = createTotpSecret();
  const isSaved = await savePendingTotp(db, {
    userId: user.id,
    secretEncrypted: encryptTotpSecret({ secret, serverSecret }),
    now,
  });
  if (!isSaved) throw totpAlreadyEnabled();
  // The app lists the code under the portal's name as the broker set it.
  const { portalName } = toPublicBranding(await findBranding(db));
  return describeTotpSecret({ secret, email: user.email, issuer: portalName });
};

/** Ten new recovery codes: the clear ones to show once, their argon2id hashes to store. */
export const createRecoveryCodeSet = async (): Promise<{ codes: string[]; hashes: string[] }> => {
  const codes = generateRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  return { codes, hashes };
};

type TFinishTotpEnrolmentOptions = {
  db: TDatabase;
  serverSecret: string;
  userId: number;
  code: string;
  now: Date;
  /**
   * More work of the same transaction (the sign-in enrolment spends its challenge); false rolls
   * the enrolment back and answers 'raced'.
   */
  alsoInTransaction?: (tx: TDbExecutor) => Promise<boolean>;
};

export type TFinishTotpEnrolmentResult =
  { kind: 'enabled'; recoveryCodes: string[] } | { kind: 'wrong-code' } | { kind: 'raced' };

/**
 * Confirms the user's pending secret with a first right code: the TOTP is on from then, that
 * code's step is spent, and ten recovery codes replace any older ones. 400 without a pending
 * secret, 409 when it is already confirmed.
 */
export const finishTotpEnrolment = async ({
  db,
  serverSecret,
  userId,
  code,
  now,
  alsoInTransaction,
}: TFinishTotpEnrolmentOptions): Promise<TFinishTotpEnrolmentResult> => {
  const pending = await findUserTotp(db, userId);
  if (!pending) throw totpSetupMissing();
  if (pending.confirmedAt) throw totpAlreadyEnabled();
  const secret = decryptTotpSecret({ sealed: pending.secretEncrypted, serverSecret });
  if (!secret) throw totpSetupMissing();
  const step = await matchTotpStep({ secret, code, lastUsedStep: null, now });
  if (step === null) return { kind: 'wrong-code' };

  const { codes, hashes } = await createRecoveryCodeSet();
  const isDone = await db
    .transaction(async (tx) => {
      // Checked against the secret read above: a setup in another tab since then wins.
      const isConfirmed = await confirmUserTotp(tx, {
        userId,
        secretEncrypted: pending.secretEncrypted,
        step,
        now,
      });
      if (!isConfirmed) return false;
      await replaceRecoveryCodes(tx, { userId, codeHashes: hashes, now });
      if (alsoInTransaction && !(await alsoInTransaction(tx))) tx.rollback();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  return isDone ? { kind: 'enabled', recoveryCodes: codes } : { kind: 'raced' };
};
