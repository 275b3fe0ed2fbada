import {
  findNotificationSettings,
  isAnalyticalFollowUpOn,
  saveAnalyticalFollowUp,
  settingsOf,
} from '../../core/notifications/notification-settings.ts';
import { revokeUserFamilies, updateUserPassword } from '../../db/repositories/user-password.ts';
import { EMAIL_CHANGE_CODE_SENT_MESSAGE, ZNewPassword, type TUpdateProfileRequest } from '@pc/contract/auth';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TCredential } from '@pc/contract/user';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TRequestAuth } from '../../core/auth/authenticate.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import { toContractCompany } from '../../db/repositories/company-repository.ts';
import {
  noteWrongPassword,
  settleRightPassword,
  takeSignInAttempt,
  type TAccountAlerts,
} from './sign-in-throttle.ts';
import { emailConflict, requestEmailChange } from './email-change-service.ts';
import {
  findUserById,
  findUserCompanies,
  isEmailTakenByOther,
  isUniqueViolation,
  updateUserProfile,
} from './user-repository.ts';

/**
 * GET /credential: the user, and every linked company with its flags and entitlements (the web
 * keeps customers only, and reads the entitlements only to hide what the server would refuse).
 */
export const getCredential = async ({
  db,
  userId,
}: {
  db: TDbExecutor;
  userId: number;
}): Promise<TCredential> => {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Usuário não encontrado.');
  const companies = (await findUserCompanies(db, userId)).map(toContractCompany);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photo: user.photo,
    hiringDate: user.hiringDate,
    followUP: user.followUp,
    followUPAnalytical: isAnalyticalFollowUpOn(settingsOf(await findNotificationSettings(db, userId))),
    followUPSynthetic: user.followUpSynthetic,
    followUPSyntheticWeekday: user.followUpSyntheticWeekday,
    role: user.role,
    canManageWebhooks: user.canManageWebhooks,
    person: {
      id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      hiringDate: user.hiringDate,
      companies,
    },
  };
};

type TUpdateProfileOptions = {
  db: TDatabase;
  auth: TRequestAuth;
  input: TUpdateProfileRequest;
  /** The caller's address: wrong current passwords count as wrong sign-ins from it. */
  ip: string;
  alerts: TAccountAlerts;
  /** Queues the e-mail with the code for a new address (see requestEmailChange). */
  queueEmailChangeCode: (changeId: number) => Promise<void>;
  now: Date;
};

export const CURRENT_PASSWORD_REQUIRED = 'Informe a sua senha atual para alterar o e-mail ou a senha.';
export const CURRENT_PASSWORD_WRONG = 'A senha atual está incorreta.';

/**
 * A new e-mail or password, and any change of the second factor, needs the current password, so a
 * token left open on a shared machine cannot take the account over. Each try is taken as a sign-in
 * attempt of the account from this IP before the password is checked (a wrong one stays counted).
 */
export const assertCurrentPassword = async ({
  db,
  user,
  currentPassword,
  ip,
  alerts,
  now,
}: {
  db: TDatabase;
  user: { email: string; name: string; isActive: boolean; passwordHash: string };
  currentPassword: string | undefined;
  ip: string;
  alerts: TAccountAlerts;
  now: Date;
}): Promise<void> => {
  if (!currentPassword) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED, [
      { path: 'body.currentPassword', message: CURRENT_PASSWORD_REQUIRED },
    ]);
  }
  const attempt = await takeSignInAttempt({ db, email: user.email, ip, now });
  if (await verifyPassword({ passwordHash: user.passwordHash, password: currentPassword })) {
    await settleRightPassword({ db, attempt });
    return;
  }
  noteWrongPassword({ db, attempt, now, user, alerts });
  throw badRequest(CURRENT_PASSWORD_WRONG, [
    { path: 'body.currentPassword', message: CURRENT_PASSWORD_WRONG },
  ]);
};

/**
 * PATCH /credential/updateProfile: only the caller's own profile (another id → 403). A new e-mail
 * or password needs the current password. A new password ends the user's other sessions (the raised
 * session version ends every access token; this session renews, and the web signs out 3 s later
 * anyway). A new e-mail is not saved: it waits for the code sent to it (requestEmailChange), so an
 * address the user does not own never becomes the account's.
 */
export const updateProfile = async ({
  db,
  auth,
  input,
  ip,
  alerts,
  queueEmailChangeCode,
  now,
}: TUpdateProfileOptions): Promise<TCodeMessageResponse> => {
  if (input.id !== auth.userId) throw forbidden('Você só pode alterar os seus próprios dados.');

  const email = input.email1.trim().toLowerCase();
  if (await isEmailTakenByOther(db, { email, userId: auth.userId })) throw emailConflict();

  const user = await findUserById(db, auth.userId);
  if (!user) throw notFound('Usuário não encontrado.');
  const isChangingPassword = input.password !== undefined;
  const isChangingEmail = email !== user.email;
  if (isChangingPassword) {
    const checked = ZNewPassword.safeParse(input.password);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'A senha não segue os requisitos mínimos.';
      throw badRequest(message, [{ path: 'body.password', message }]);
    }
  }
  if (isChangingPassword || isChangingEmail) {
    await assertCurrentPassword({ db, user, currentPassword: input.currentPassword, ip, alerts, now });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  try {
    await db.transaction(async (tx) => {
      await updateUserProfile(tx, {
        userId: auth.userId,
        now,
        changes: {
          name: input.name,
          followUp: input.followUP,
          followUpSynthetic: input.followUPSynthetic,
          followUpSyntheticWeekday: input.followUPSyntheticWeekday,
        },
      });
      // The analytical follow-up is the e-mail channel of the trail's events in the notification rules.
      await saveAnalyticalFollowUp({ db: tx, userId: auth.userId, isOn: input.followUPAnalytical, at: now });
      if (passwordHash) await updateUserPassword(tx, { userId: auth.userId, passwordHash, now });
      if (passwordHash) {
        await revokeUserFamilies(tx, { userId: auth.userId, now, exceptFamilyId: auth.sessionId });
      }
    });
  } catch (error) {
    // Two profiles saving the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailConflict();
    throw error;
  }
  if (!isChangingEmail) return { code: 'SUCCESS', message: 'Dados atualizados com sucesso.' };
  await requestEmailChange({
    db,
    mailQueue: alerts.mailQueue,
    queueEmailChangeCode,
    user: { id: user.id, name: input.name, email: user.email },
    newEmail: email,
    publicUrl: alerts.publicUrl,
    now,
  });
  return { code: 'SUCCESS', message: EMAIL_CHANGE_CODE_SENT_MESSAGE };
};
