import type { TSecuritySettings } from '@pc/contract/second-factor';
import type { TDatabase, TDbExecutor } from '../../../db/client.ts';
import { findIsStaffSecondFactorRequired, saveSecuritySettings } from './second-factor-repository.ts';

// The portal's sign-in rules are an admin's: the calls' `role: 'ADMIN'` makes registerCall check
// users.role at each request (core/auth/require-role.ts), before these run.

/** GET /api/admin/security-settings. */
export const getSecuritySettings = async ({ db }: { db: TDbExecutor }): Promise<TSecuritySettings> => ({
  isStaffSecondFactorRequired: await findIsStaffSecondFactorRequired(db),
});

/** PUT /api/admin/security-settings: the one row (id 1) says who set it and when. */
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
  await saveSecuritySettings(db, {
    isStaffSecondFactorRequired: settings.isStaffSecondFactorRequired,
    updatedBy: userId,
    now,
  });
  return { isStaffSecondFactorRequired: await findIsStaffSecondFactorRequired(db) };
};
