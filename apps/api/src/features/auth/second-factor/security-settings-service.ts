import type { TSecuritySettings } from '@pc/contract/second-factor';
import type { TDatabase, TDbExecutor } from '../../../db/client.ts';
import { forbidden } from '../../../lib/app-error.ts';
import { findUserById } from '../user-repository.ts';
import { SECURITY_SETTINGS_ADMIN_ONLY_MESSAGE } from './second-factor-messages.ts';
import { findIsStaffSecondFactorRequired, saveSecuritySettings } from './second-factor-repository.ts';

/** The portal's sign-in rules are an admin's: the role is read now, never taken from the token. */
const assertAdmin = async (db: TDbExecutor, userId: number): Promise<void> => {
  const user = await findUserById(db, userId);
  if (user?.role !== 'ADMIN') throw forbidden(SECURITY_SETTINGS_ADMIN_ONLY_MESSAGE);
};

/** GET /admin/security-settings. */
export const getSecuritySettings = async ({
  db,
  userId,
}: {
  db: TDbExecutor;
  userId: number;
}): Promise<TSecuritySettings> => {
  await assertAdmin(db, userId);
  return { isStaffSecondFactorRequired: await findIsStaffSecondFactorRequired(db) };
};

/** PUT /admin/security-settings: the one row (id 1) says who set it and when. */
export const updateSecuritySettings = async ({
  db,
  userId,
  settings,
  now,
}: {
  db: TDatabase;
  userId: number;
  settings: TSecuritySettings;
  now: Date;
}): Promise<TSecuritySettings> => {
  await assertAdmin(db, userId);
  await saveSecuritySettings(db, {
    isStaffSecondFactorRequired: settings.isStaffSecondFactorRequired,
    updatedBy: userId,
    now,
  });
  return { isStaffSecondFactorRequired: await findIsStaffSecondFactorRequired(db) };
};
