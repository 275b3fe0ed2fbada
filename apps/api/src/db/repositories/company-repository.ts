import { asc, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { companies } from '../schema/companies.ts';

export const findCompaniesByIds = async (db: TDbExecutor, ids: readonly number[]) =>
  db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]))
    .orderBy(asc(companies.name), asc(companies.id));
