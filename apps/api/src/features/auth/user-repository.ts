import { and, eq, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import { ENTITLEMENT_COLUMNS, type TEntitlementColumns } from '../../db/repositories/company-repository.ts';

export type TUserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: TDbExecutor, email: string): Promise<TUserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
};

export const findUserById = async (db: TDbExecutor, id: number): Promise<TUserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

export type TUserCompanyRow = {
  id: number;
  federalId: string;
  name: string;
  isCustomer: boolean;
  isCustomBroker: boolean;
} & TEntitlementColumns;

/**
 * Every company linked to the user, with its flags and entitlements (GET /credential shows them
 * all; the web filters).
 */
export const findUserCompanies = async (db: TDbExecutor, userId: number): Promise<TUserCompanyRow[]> =>
  db
    .select({
      id: companies.id,
      federalId: companies.federalId,
      name: companies.name,
      isCustomer: companies.isCustomer,
      isCustomBroker: companies.isCustomBroker,
      ...ENTITLEMENT_COLUMNS,
    })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(companies.id);

export const isEmailTakenByOther = async (
  db: TDbExecutor,
  { email, userId }: { email: string; userId: number },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

export type TProfileChanges = Pick<
  TUserRow,
  'name' | 'followUp' | 'followUpSynthetic' | 'followUpSyntheticWeekday'
>;

export const updateUserProfile = async (
  db: TDbExecutor,
  { userId, changes, now }: { userId: number; changes: TProfileChanges; now: Date },
): Promise<void> => {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
};

/** The confirmed e-mail change; the session-version trigger ends the user's access tokens. */
export const updateUserEmail = async (
  db: TDbExecutor,
  { userId, email, now }: { userId: number; email: string; now: Date },
): Promise<void> => {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
};

/** Whether a database error is a unique-constraint violation (e.g. two profiles saving one e-mail at once). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505' || causeCode === '23505';
};
