import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminUserStatus } from '@pc/contract/admin-users';
import type { TDbExecutor } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { inIdList } from '../../db/id-list.ts';
import { userAccessLogs } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { passkeys, userTotp } from '../../db/schema/second-factors.ts';
import { userInvitations } from '../../db/schema/user-invitations.ts';
import { userCompanies, users, type TUserRole } from '../../db/schema/users.ts';
import { COMPANY_NAME_KEY, nameKeyOf, nameSearchPattern } from './company-name-sql.ts';

/** The list's order: users_name_key_idx (migrations 0020, 0022) indexes this very expression with the id. */
const USER_NAME_KEY = nameKeyOf(users.name);

export type TUserListFilter = {
  /** Trimmed, non-empty; absent lists every user. */
  search?: string | undefined;
  role?: TUserRole | undefined;
  status?: TAdminUserStatus | undefined;
  companyId?: number | undefined;
};

/** A users row as the back-office reads it (never the password's hash). */
export type TAdminUserRow = {
  id: number;
  name: string;
  email: string;
  role: TUserRole;
  isActive: boolean;
  canManageWebhooks: boolean;
  createdAt: Date;
};

/** What the list shows beside each row, read for one page of users only. */
export type TUserFigures = {
  companyCount: number;
  lastSignInAt: Date | null;
  hasTotp: boolean;
  passkeyCount: number;
  hasPendingInvitation: boolean;
};

const ROW_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  canManageWebhooks: users.canManageWebhooks,
  createdAt: users.createdAt,
};

/** A set-password link waits: a new invitation, or a forced reset (only the newest is unspent). */
const hasPendingInvitation = sql`exists (select 1 from ${userInvitations} where ${userInvitations.userId} = ${users.id} and ${userInvitations.usedAt} is null)`;

const statusCondition = (status: TAdminUserStatus): SQL => {
  switch (status) {
    case 'INACTIVE':
      return eq(users.isActive, false);
    case 'INVITED':
      return sql`${users.isActive} and ${hasPendingInvitation}`;
    case 'ACTIVE':
      return sql`${users.isActive} and not ${hasPendingInvitation}`;
    default: {
      const exhaustive: never = status;
      throw new Error(`Unknown status: ${String(exhaustive)}`);
    }
  }
};

const whereOf = ({ search, role, status, companyId }: TUserListFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (search) {
    // Both arms read a trigram index (migration 0025), so a selective search is a BitmapOr, not a
    // read of every user. The e-mail is stored lower-case: LIKE (which the index serves, unlike
    // position()) over the escaped term finds it as typed, with no pattern of the user's.
    conditions.push(
      sql`(${users.name} ~* ${nameSearchPattern(search)} or ${users.email} like ${`%${escapeLike(search.toLowerCase())}%`})`,
    );
  }
  if (role) conditions.push(eq(users.role, role));
  if (status) conditions.push(statusCondition(status));
  if (companyId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${userCompanies} where ${userCompanies.userId} = ${users.id} and ${userCompanies.companyId} = ${companyId})`,
    );
  }
  return conditions.length === 0 ? undefined : and(...conditions);
};

/**
 * One page of the users that match, by name (accents and case aside), then id. The page's ids come
 * from users_name_key_idx alone (migration 0022 carries the columns the filters read), so the rows
 * skipped before a deep page are never visited in the table; the page's rows are read by id.
 */
export const listUserPage = (
  db: TDbExecutor,
  { filter, limit, offset }: { filter: TUserListFilter; limit: number; offset: number },
): Promise<TAdminUserRow[]> => {
  const page = db
    .select({ pageId: users.id })
    .from(users)
    .where(whereOf(filter))
    .orderBy(asc(USER_NAME_KEY), asc(users.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(ROW_COLUMNS)
    .from(users)
    .innerJoin(page, eq(page.pageId, users.id))
    .orderBy(asc(USER_NAME_KEY), asc(users.id));
};

export const countUsers = async (db: TDbExecutor, filter: TUserListFilter): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(users).where(whereOf(filter));
  return row?.total ?? 0;
};

/**
 * Companies, newest sign-in, second factors and pending invitation of the users given (a page).
 * Each reads an index restricted to these ids: user_companies and user_recovery_codes by user,
 * passkeys_user_idx, and the newest sign-in one backward step of user_access_logs_user_idx
 * (user_id, created) per user, never an aggregate over the whole log.
 */
export const findUserFigures = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<Map<number, TUserFigures>> => {
  if (ids.length === 0) return new Map();
  const [companyCounts, passkeyCounts, rows] = await Promise.all([
    db
      .select({ userId: userCompanies.userId, total: count() })
      .from(userCompanies)
      .where(inIdList(userCompanies.userId, ids))
      .groupBy(userCompanies.userId),
    db
      .select({ userId: passkeys.userId, total: count() })
      .from(passkeys)
      .where(inIdList(passkeys.userId, ids))
      .groupBy(passkeys.userId),
    db
      .select({
        id: users.id,
        // Spelled out with aliases: Drizzle leaves a one-table select's columns unqualified.
        lastSignInAt: sql<Date | null>`(select l.created from ${userAccessLogs} as l
          where l.user_id = ${users}.id order by l.created desc limit 1)`.mapWith(userAccessLogs.created),
        hasTotp: sql<boolean>`exists (select 1 from ${userTotp} as t
          where t.user_id = ${users}.id and t.confirmed_at is not null)`,
        hasPendingInvitation: sql<boolean>`exists (select 1 from ${userInvitations} as i
          where i.user_id = ${users}.id and i.used_at is null)`,
      })
      .from(users)
      .where(inIdList(users.id, ids)),
  ]);
  const companyTotals = new Map(companyCounts.map((row) => [row.userId, row.total]));
  const passkeyTotals = new Map(passkeyCounts.map((row) => [row.userId, row.total]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        companyCount: companyTotals.get(row.id) ?? 0,
        lastSignInAt: row.lastSignInAt,
        hasTotp: row.hasTotp,
        passkeyCount: passkeyTotals.get(row.id) ?? 0,
        hasPendingInvitation: row.hasPendingInvitation,
      },
    ]),
  );
};

export const findAdminUser = async (db: TDbExecutor, id: number): Promise<TAdminUserRow | null> => {
  const [row] = await db.select(ROW_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** The user, their row locked until the transaction ends (two admins' actions apply in turn). */
export const findAdminUserForUpdate = async (db: TDbExecutor, id: number): Promise<TAdminUserRow | null> => {
  const [row] = await db.select(ROW_COLUMNS).from(users).where(eq(users.id, id)).limit(1).for('update');
  return row ?? null;
};

export const isEmailTaken = async (db: TDbExecutor, email: string): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
};

/** The user's companies, by name. */
export const findUserCompanies = (db: TDbExecutor, userId: number): Promise<{ id: number; name: string }[]> =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(COMPANY_NAME_KEY), asc(companies.id));

/** The unspent set-password link of the user, if any (sending one spends the older ones). */
export const findPendingInvitation = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ expiresAt: Date } | null> => {
  const [row] = await db
    .select({ expiresAt: userInvitations.expiresAt })
    .from(userInvitations)
    .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.usedAt)))
    .orderBy(desc(userInvitations.created))
    .limit(1);
  return row ?? null;
};

/** Newest first: user_access_logs_user_idx (user_id, created) walked backwards. */
export const listAccessLogs = (
  db: TDbExecutor,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
) =>
  db
    .select({
      id: userAccessLogs.id,
      at: userAccessLogs.created,
      ip: userAccessLogs.ipAddress,
      origin: userAccessLogs.origin,
    })
    .from(userAccessLogs)
    .where(eq(userAccessLogs.userId, userId))
    .orderBy(desc(userAccessLogs.created), desc(userAccessLogs.id))
    .limit(limit)
    .offset(offset);

export const countAccessLogs = async (db: TDbExecutor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(userAccessLogs)
    .where(eq(userAccessLogs.userId, userId));
  return row?.total ?? 0;
};

export const insertInvitedUser = async (
  db: TDbExecutor,
  values: { name: string; email: string; passwordHash: string; role: TUserRole; now: Date },
): Promise<number | null> => {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      passwordHash: values.passwordHash,
      role: values.role,
      isActive: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    // Another admin invited the same address a moment before: null, not a unique violation.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
};

/** The users trigger (migration 0003) raises the session version when is_active changes. */
export const setUserActive = async (
  db: TDbExecutor,
  { id, isActive, now }: { id: number; isActive: boolean; now: Date },
): Promise<void> => {
  await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id));
};

export const setUserRole = async (
  db: TDbExecutor,
  { id, role, now }: { id: number; role: TUserRole; now: Date },
): Promise<void> => {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
};

export const linkUserCompany = async (
  db: TDbExecutor,
  { userId, companyIds }: { userId: number; companyIds: readonly number[] },
): Promise<void> => {
  if (companyIds.length === 0) return;
  await db
    .insert(userCompanies)
    .values(companyIds.map((companyId) => ({ userId, companyId })))
    .onConflictDoNothing();
};

/** False when the user had no such link. The user_companies trigger ends the user's sessions. */
export const unlinkUserCompany = async (
  db: TDbExecutor,
  { userId, companyId }: { userId: number; companyId: number },
): Promise<boolean> => {
  const rows = await db
    .delete(userCompanies)
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)))
    .returning({ userId: userCompanies.userId });
  return rows.length > 0;
};

/** The confirmed TOTP and the passkeys a user holds (what a second-factor reset removes). */
export const findSecondFactor = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ hasTotp: boolean; passkeyCount: number }> => {
  const [[totp], [keys]] = await Promise.all([
    db
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt))),
    db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { hasTotp: totp !== undefined, passkeyCount: keys?.total ?? 0 };
};
