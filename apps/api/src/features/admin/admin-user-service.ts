import type { z } from 'zod';
import {
  ADMIN_USER_NOT_FOUND_MESSAGE,
  type TAdminUser,
  type TAdminUserAccessLogsResponse,
  type TAdminUserDetail,
  type TAdminUserStatus,
  type TAdminUsersResponse,
  type ZAdminUserAccessLogsQuery,
  type ZAdminUsersQuery,
} from '@pc/contract/admin-users';
import type { TDbExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  countAccessLogs,
  countUsers,
  findAdminUser,
  findPendingInvitation,
  findUserCompanies,
  findUserFigures,
  listAccessLogs,
  listUserPage,
  type TAdminUserRow,
  type TUserFigures,
} from './admin-user-repository.ts';

const NO_FIGURES: TUserFigures = {
  companyCount: 0,
  lastSignInAt: null,
  hasTotp: false,
  passkeyCount: 0,
  hasPendingInvitation: false,
};

const statusOf = (row: TAdminUserRow, figures: TUserFigures): TAdminUserStatus => {
  if (!row.isActive) return 'INACTIVE';
  return figures.hasPendingInvitation ? 'INVITED' : 'ACTIVE';
};

const toAdminUser = (row: TAdminUserRow, figures: TUserFigures): TAdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: statusOf(row, figures),
  companyCount: figures.companyCount,
  lastSignInAt: figures.lastSignInAt?.toISOString() ?? null,
  secondFactor: { hasTotp: figures.hasTotp, passkeyCount: figures.passkeyCount },
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /api/admin/users: the page first (a walk of users_name_key_idx), then the figures of its
 * users only, so the cost follows the page's rows and not the 100k users or their sign-ins.
 */
export const listAdminUsers = async ({
  db,
  query,
}: {
  db: TDbExecutor;
  query: z.output<typeof ZAdminUsersQuery>;
}): Promise<TAdminUsersResponse> => {
  const filter = {
    search: query.search,
    role: query.role,
    status: query.status,
    companyId: query.companyId,
  };
  const [rows, total] = await Promise.all([
    listUserPage(db, { filter, limit: query.size, offset: (query.page - 1) * query.size }),
    countUsers(db, filter),
  ]);
  const figures = await findUserFigures(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toAdminUser(row, figures.get(row.id) ?? NO_FIGURES)),
    page: query.page,
    size: query.size,
    total,
  };
};

/** GET /api/admin/users/{id} (and every action's answer): the user as the detail shows them. */
export const getAdminUser = async ({
  db,
  id,
  now,
}: {
  db: TDbExecutor;
  id: number;
  now: Date;
}): Promise<TAdminUserDetail> => {
  const row = await findAdminUser(db, id);
  if (!row) throw notFound(ADMIN_USER_NOT_FOUND_MESSAGE);
  const [figures, companies, invitation] = await Promise.all([
    findUserFigures(db, [id]),
    findUserCompanies(db, id),
    findPendingInvitation(db, id),
  ]);
  return {
    ...toAdminUser(row, figures.get(id) ?? NO_FIGURES),
    companies,
    invitation: invitation && {
      expiresAt: invitation.expiresAt.toISOString(),
      isExpired: invitation.expiresAt.getTime() <= now.getTime(),
    },
    canManageWebhooks: row.canManageWebhooks,
  };
};

/** GET /api/admin/users/{id}/access-logs: one page of the user's sign-ins, newest first. */
export const listAdminUserAccessLogs = async ({
  db,
  id,
  query,
}: {
  db: TDbExecutor;
  id: number;
  query: z.output<typeof ZAdminUserAccessLogsQuery>;
}): Promise<TAdminUserAccessLogsResponse> => {
  if (!(await findAdminUser(db, id))) throw notFound(ADMIN_USER_NOT_FOUND_MESSAGE);
  const [rows, total] = await Promise.all([
    listAccessLogs(db, { userId: id, limit: query.size, offset: (query.page - 1) * query.size }),
    countAccessLogs(db, id),
  ]);
  return {
    data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    page: query.page,
    size: query.size,
    total,
  };
};
