import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_USER_LAST_ADMIN_MESSAGE } from '@pc/contract/admin-users';
import type { TDbExecutor } from '../../db/client.ts';
import { users, type TUserRole } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The active admins' ids, their rows locked until the transaction ends: two changes that could
 * each take an admin away take turns, so they cannot both pass the check below and leave none.
 */
export const lockActiveAdminIds = async (db: TDbExecutor): Promise<number[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
};

type TUserState = { id: number; role: TUserRole; isActive: boolean };

/** Whether this user is the portal's only active admin. */
export const isLastActiveAdmin = (user: TUserState, activeAdminIds: readonly number[]): boolean =>
  user.role === 'ADMIN' && user.isActive && activeAdminIds.every((id) => id === user.id);

/**
 * One rule for every path that changes a user (the back-office, the ERP's ingestion, the
 * spreadsheet): the portal keeps at least one active admin. Takes the lock itself when the change
 * could take an admin away; a change that cannot is not held up.
 */
export const assertAnAdminRemains = async ({
  db,
  user,
  next,
  lockedAdminIds,
}: {
  db: TDbExecutor;
  user: TUserState;
  next: { role: TUserRole; isActive: boolean };
  /** The ids this transaction already locked with lockActiveAdminIds, if it did. */
  lockedAdminIds?: readonly number[] | null;
}): Promise<void> => {
  const isAdminNow = user.role === 'ADMIN' && user.isActive;
  const isAdminAfter = next.role === 'ADMIN' && next.isActive;
  if (!isAdminNow || isAdminAfter) return;
  if (isLastActiveAdmin(user, lockedAdminIds ?? (await lockActiveAdminIds(db)))) {
    throw new AppError('CONFLICT', ADMIN_USER_LAST_ADMIN_MESSAGE);
  }
};
