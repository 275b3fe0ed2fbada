import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { companies } from '../schema/companies.ts';
import { userCompanies } from '../schema/users.ts';

/** The data scope of a user: linked companies that are customers and not customs brokers (spec part 1 §6). */
export const findScopeCompanyIds = async (db: TDbExecutor, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: companies.id })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(
      and(
        eq(userCompanies.userId, userId),
        eq(companies.isCustomer, true),
        eq(companies.isCustomBroker, false),
      ),
    )
    .orderBy(companies.id);
  return rows.map((row) => row.id);
};
