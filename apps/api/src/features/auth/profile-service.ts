import { ZNewPassword, type TUpdateProfileRequest } from '@pc/contract/auth';
import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TCredential } from '@pc/contract/user';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TRequestAuth } from '../../fastify-types.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword } from './password.ts';
import { revokeUserFamilies } from './refresh-token-repository.ts';
import {
  findUserById,
  findUserCompanies,
  isEmailTakenByOther,
  isUniqueViolation,
  updateUserPassword,
  updateUserProfile,
} from './user-repository.ts';

/** GET /credential: the user, and every linked company with its flags (the web keeps customers only). */
export const getCredential = async ({
  db,
  userId,
}: {
  db: TDbExecutor;
  userId: number;
}): Promise<TCredential> => {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Usuário não encontrado.');
  const companies = (await findUserCompanies(db, userId)).map((company) => ({
    id: company.id,
    federalID: company.federalId,
    name: company.name,
    customer: company.isCustomer,
    customBroker: company.isCustomBroker,
  }));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photo: user.photo,
    hiringDate: user.hiringDate,
    followUP: user.followUp,
    followUPAnalytical: user.followUpAnalytical,
    followUPSynthetic: user.followUpSynthetic,
    followUPSyntheticWeekday: user.followUpSyntheticWeekday,
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

const emailConflict = (): AppError =>
  new AppError('CONFLICT', 'Este e-mail já está em uso por outro usuário. Informe outro e-mail.');

type TUpdateProfileOptions = {
  db: TDatabase;
  auth: TRequestAuth;
  input: TUpdateProfileRequest;
  now: Date;
};

/**
 * PATCH /credential/updateProfile: only the caller's own profile (another id → 403). A new password
 * follows the reset rules and ends the user's other sessions; the current one stays signed in.
 */
export const updateProfile = async ({
  db,
  auth,
  input,
  now,
}: TUpdateProfileOptions): Promise<TCodeMessageResponse> => {
  if (input.id !== auth.userId) throw forbidden('Você só pode alterar os seus próprios dados.');

  const email = input.email1.trim().toLowerCase();
  if (await isEmailTakenByOther(db, { email, userId: auth.userId })) throw emailConflict();

  const isChangingPassword = input.password !== undefined;
  if (isChangingPassword) {
    const checked = ZNewPassword.safeParse(input.password);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'A senha não segue os requisitos mínimos.';
      throw badRequest(message, [{ path: 'body.password', message }]);
    }
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  try {
    await db.transaction(async (tx) => {
      await updateUserProfile(tx, {
        userId: auth.userId,
        now,
        changes: {
          name: input.name,
          email,
          followUp: input.followUP,
          followUpAnalytical: input.followUPAnalytical,
          followUpSynthetic: input.followUPSynthetic,
          followUpSyntheticWeekday: input.followUPSyntheticWeekday,
        },
      });
      if (!passwordHash) return;
      await updateUserPassword(tx, { userId: auth.userId, passwordHash, now });
      await revokeUserFamilies(tx, { userId: auth.userId, now, exceptFamilyId: auth.sessionId });
    });
  } catch (error) {
    // Two profiles saving the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailConflict();
    throw error;
  }
  return { code: 'SUCCESS', message: 'Dados atualizados com sucesso.' };
};
